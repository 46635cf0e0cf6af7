import { apiEnvelope, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { requireLevel } from '../accounts';
import { allRegistrants, listRegistrants, registrantSearchTypes } from './list-registrants';
import { buildRegistrantsWorkbook, registrantsFileDisposition } from './registrants-excel';
import { resetParticipation } from './reset-participation';

const refusal = apiEnvelope(z.null());

const registrantSchema = z.object({
  idx: z.number().int(),
  oid: z.string(),
  member: z.object({ idx: z.number().int(), uid: z.string() }),
  name: z.string().describe('applicant'),
  phone: z.string(),
  email: z.string(),
  church: z.string(),
  zip_code: z.string().nullable().describe('where materials are sent (conferences that ask an address)'),
  address: z.string().nullable(),
  detailed_address: z.string().nullable(),
  title: z.string().describe('conference title'),
  conf_detail_idx: z.number().int(),
  number: z.number().int().describe('session number'),
  label: z.string().nullable().describe('the session’s own label, e.g. for the extra round'),
  local: z.string(),
  place: z.string(),
  dept: z.string(),
  status: z.string().describe('결제시도, 결제대기, 입금대기, 결제실패, 등록완료 or 등록취소'),
  total_price: z.number().int(),
  headcount: z.number().int().describe('attendees not cancelled'),
  barcode: z.string().nullable(),
  joined_conference: z.enum(['Y', 'N']),
  joined_date: z.string().nullable().describe('Korean time'),
  created_date: z.string(),
  attendees: z.array(
    z.object({
      idx: z.number().int(),
      name: z.string(),
      church: z.string(),
      is_cancel: z.enum(['Y', 'N']),
    }),
  ),
});

const registrantPageSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(registrantSchema),
});

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
const listResponses = { 200: apiEnvelope(registrantPageSchema), 401: refusal, 403: refusal, 404: refusal };

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
        await requireLevel(request, limits.adminLevel);
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
        await requireLevel(request, limits.adminLevel);
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
          response: { 401: refusal, 403: refusal, 404: refusal },
        },
      },
      async (request, reply) => {
        await requireLevel(request, limits.adminLevel);
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
        params: z.object({ registrationId: z.coerce.number().int().positive() }),
        response: {
          200: apiEnvelope(
            z.object({
              idx: z.number().int(),
              joined_conference: z.literal('N'),
              joined_date: z.null(),
            }),
          ),
          401: refusal,
          403: refusal,
          404: refusal,
          409: refusal,
        },
      },
    },
    async (request) => {
      const actor = await requireLevel(request, limits.adminLevel);
      const reset = await resetParticipation({ db, registrationIdx: request.params.registrationId, actor });
      request.log.info({ registrationIdx: reset.idx, admin: actor.memberIdx }, 'participation reset');
      return { err_code: 0, err_msg: '참석 처리가 초기화되었습니다.', contents: reset };
    },
  );
};
