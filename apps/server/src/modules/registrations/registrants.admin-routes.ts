import { apiEnvelope, registrantPageSchema, registrantSearchTypes } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { allRegistrants, listRegistrants } from './list-registrants';
import { buildRegistrantsWorkbook, registrantsFileDisposition } from './registrants-excel';
import { resetParticipation } from './reset-participation';

const listParams = z.object({
  conferenceId: z.coerce.number().int().positive(),
  detailNumber: z.coerce.number().int().min(0).max(1000).optional(),
});
const status = z.string().max(10).optional().describe('a status of spec §4; empty or `all` for every status');
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const search = {
  type: z.enum(registrantSearchTypes).optional(),
  value: z.string().max(100).optional(),
};
const listResponses = { 200: apiEnvelope(registrantPageSchema), ...refusals(401, 403, 404) };

/** Both the conference-wide path and the one-session path of a call (spec §7 `[/{detailNumber}]`). */
const withAndWithoutSession = (path: string) => [path, `${path}/:detailNumber`];

/** Administrators read the registrants of a conference, download them and undo check-ins (spec §2 Applicant lists). */
export const registrantAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const url of withAndWithoutSession('/api/registered/conferences/:conferenceId')) {
    app.get(
      url,
      {
        schema: {
          tags: ['admin'],
          summary: '신청자 목록',
          description:
            'The registrations of conference {conferenceId} (or of its session number {detailNumber}), newest first, 30 a page, with their attendees (administrators only).',
          params: listParams,
          querystring: z.object({ status, page }),
          response: listResponses,
        },
      },
      async (request) => {
        const { conferenceId, detailNumber } = request.params;
        return ok(
          await listRegistrants({
            db,
            filter: { conferenceIdx: conferenceId, detailNumber, status: request.query.status },
            page: request.query.page,
          }),
        );
      },
    );
  }

  for (const url of withAndWithoutSession('/api/registered/conference/search/:conferenceId')) {
    app.get(
      url,
      {
        schema: {
          tags: ['admin'],
          summary: '신청자 검색',
          description:
            'Like the registrant list, searched: `type` name or church (the applicant’s or any attendee’s, partial), oid or barcode (exact or its beginning), `value` the text.',
          params: listParams,
          querystring: z.object({ status, page, ...search }),
          response: listResponses,
        },
      },
      async (request) => {
        const { conferenceId, detailNumber } = request.params;
        const { page, ...query } = request.query;
        return ok(
          await listRegistrants({
            db,
            filter: { conferenceIdx: conferenceId, detailNumber, ...query },
            page,
          }),
        );
      },
    );
  }

  for (const url of withAndWithoutSession('/api/registered/conference/excel/:conferenceId')) {
    app.get(
      url,
      {
        schema: {
          tags: ['admin'],
          summary: '신청자 목록 엑셀 다운로드',
          description:
            'The registrants the same filters select as an .xlsx file, one row per attendee (cancelled attendees marked Y), named 신청자목록_<title>_<date>.xlsx (administrators only). Refusals answer the JSON envelope.',
          params: listParams,
          querystring: z.object({ status, ...search }),
          response: refusals(401, 403, 404),
        },
      },
      async (request, reply) => {
        const { conferenceId, detailNumber } = request.params;
        const { title, list } = await allRegistrants({
          db,
          filter: { conferenceIdx: conferenceId, detailNumber, ...request.query },
        });
        const workbook = await buildRegistrantsWorkbook(list);
        // Personal data: never kept by a shared cache. Buffers bypass the JSON serializer.
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', registrantsFileDisposition(title))
          .header('cache-control', 'no-store')
          .send(workbook as never);
      },
    );
  }

  app.put(
    '/api/registered/conference/join/reset/:registrationId',
    {
      schema: {
        tags: ['admin'],
        summary: '참석 초기화',
        description:
          'Undoes the check-in of registration {registrationId}: joined_conference Y → N, joined_date cleared, written to the audit log (administrators only); 409 when it was not checked in.',
        params: idParam('registrationId'),
        response: {
          200: apiEnvelope(
            z.object({
              idx: z.number().int(),
              joined_conference: z.literal('N'),
              joined_date: z.null(),
            }),
          ),
          ...refusals(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const reset = await resetParticipation({ db, registrationIdx: request.params.registrationId, actor });
      request.log.info({ registrationIdx: reset.idx, admin: actor.memberIdx }, 'participation reset');
      return ok(reset, '참석 처리가 초기화되었습니다.');
    },
  );
};
