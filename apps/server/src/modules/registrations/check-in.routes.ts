import { apiEnvelope, checkInRequestSchema, checkInSchema, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireLevel } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { checkIn, lookUpBarcode } from './check-in';
import { offlineCheckInRoutes } from './offline-check-in.routes';

const params = z.object({ barcode: z.string().max(40) });

/** The staff check-in desk (/barcodeVerify): staff (level 5) and administrators only. */
export const checkInRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const responses = {
    200: apiEnvelope(checkInSchema),
    ...refusals(400, 401, 403, 404, 410),
    409: apiEnvelope(checkInSchema).describe(
      'err_code 100: checked in before, err_msg gives the time; err_code 101: today is not the session’s day (Asia/Seoul), sent again with allowOffDay to admit anyway',
    ),
  };

  app.get(
    '/api/register/conference/barcode/:barcode',
    {
      schema: {
        tags: ['check-in'],
        summary: '바코드 조회',
        description:
          'The group of a barcode for the desk: the registration’s barcode (the whole group) or an attendee’s own (scanned_attendee_idx), with each attendee still coming and who came (“3명 중 2명 입장”). err_code 100 (409) with the group when that attendee, or for the registration’s barcode everyone, was admitted before; 410 for a cancelled attendee’s barcode.',
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
          'Admits at the desk. An attendee’s own barcode admits that attendee; the registration’s barcode admits the attendees in attendeeIdxs, or without it everyone of the group not yet admitted. The message gives “입장 처리되었습니다. (3명 중 2명 입장)”. Only on the session’s day in Asia/Seoul: on another day err_code 101 (409) with the group and “세션 날이 아닙니다. …”, unless allowOffDay is true (the staff confirmed), which admits and writes the audit entry check_in.off_day. Admitting those already in answers err_code 100 (409) with the time; a cancelled attendee 410.',
        params,
        body: checkInRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      const staff = await requireLevel(request, limits.staffLevel);
      const { view, admitted } = await checkIn(db, request.params.barcode, {
        staff: { memberIdx: staff.memberIdx, uid: staff.uid },
        attendeeIdxs: request.body?.attendeeIdxs,
        allowOffDay: request.body?.allowOffDay,
      });
      request.log.info({ registrationIdx: view.idx, admitted, staff: staff.memberIdx }, 'checked in');
      return ok(view, `입장 처리되었습니다. (${view.progress})`);
    },
  );

  // The same desk offline: its scan list, its queued admissions and their conflicts.
  await app.register(offlineCheckInRoutes, { db });
};
