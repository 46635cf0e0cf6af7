import { apiEnvelope, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLevel } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { checkIn, lookUpBarcode } from './check-in';

const refusal = apiEnvelope(z.null());
const checkInSchema = z.object({
  idx: z.number().int(),
  barcode: z.string(),
  name: z.string(),
  church: z.string(),
  title: z.string(),
  dept: z.string(),
  place: z.string(),
  schedule: z.string(),
  roomname: z.string().nullable(),
  headcount: z.number().int().describe('attendees not cancelled'),
  attendees: z.array(z.object({ idx: z.number().int(), name: z.string(), church: z.string() })),
  joined_conference: z.string(),
  joined_date: z.string().nullable().describe('Korean time'),
});
const params = z.object({ barcode: z.string().max(40) });

/** The staff check-in desk (/barcodeVerify): staff (level 5) and administrators only. */
export const checkInRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const responses = {
    200: apiEnvelope(checkInSchema),
    400: refusal,
    401: refusal,
    403: refusal,
    404: refusal,
    409: apiEnvelope(checkInSchema).describe('err_code 100: checked in before; err_msg gives the time'),
  };

  app.get(
    '/api/register/conference/barcode/:barcode',
    {
      schema: {
        tags: ['check-in'],
        summary: '바코드 조회',
        description:
          'The completed registration of a barcode for the desk; err_code 100 (409) with the registration when it was checked in before.',
        params,
        response: responses,
      },
    },
    async (request) => {
      await requireLevel(request, limits.staffLevel);
      return ok(await lookUpBarcode(db, request.params.barcode));
    },
  );

  app.post(
    '/api/register/conference/barcode/:barcode',
    {
      schema: {
        tags: ['check-in'],
        summary: '입장 처리 (출력)',
        description:
          'Marks the registration checked in when its ticket is printed; a second time answers err_code 100 (409) with the time of the first.',
        params,
        response: responses,
      },
    },
    async (request) => {
      const staff = await requireLevel(request, limits.staffLevel);
      const checkedIn = await checkIn(db, request.params.barcode);
      request.log.info({ registrationIdx: checkedIn.idx, staff: staff.memberIdx }, 'checked in');
      return ok(checkedIn, '입장 처리되었습니다.');
    },
  );
};
