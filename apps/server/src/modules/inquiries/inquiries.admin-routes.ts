import { apiEnvelope, limits } from '@edu/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { membersByIdx } from '../accounts';
import { conferenceTitlesByIdx } from '../conferences';
import type { Messaging } from '../messaging';
import { answerInquiry } from './answer-inquiry';
import { inquiries } from './inquiries.tables';

const inquiryAdminPageSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(
    z.object({
      idx: z.number().int(),
      conference_idx: z.number().int(),
      conferenceTitle: z.string(),
      member: z.number().int(),
      memberName: z.string(),
      memberUid: z.string(),
      title: z.string(),
      contents: z.string().describe('plain text, shown as text'),
      status: z.string().describe('문의신청 or 처리완료'),
      created_date: z.string(),
      confirmed_date: z.string().nullable(),
      answer: z.string().nullable().describe('the reply, plain text'),
      answered_date: z.string().nullable(),
    }),
  ),
});

/** Every inquiry, newest first, 30 a page, optionally of one state. */
async function listInquiries(db: Db, options: { status?: string | undefined; page: number }) {
  const size = limits.adminPageSize;
  const conditions: SQL[] = [];
  if (options.status === '문의신청' || options.status === '처리완료')
    conditions.push(eq(inquiries.status, options.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db.select({ n: count() }).from(inquiries).where(where);
  const rows = await db
    .select()
    .from(inquiries)
    .where(where)
    .orderBy(desc(inquiries.createdDate), desc(inquiries.idx))
    .limit(size)
    .offset((options.page - 1) * size);
  const titles = await conferenceTitlesByIdx(db, [...new Set(rows.map((row) => row.conferenceIdx))]);
  const askers = await membersByIdx(
    db,
    rows.map((row) => row.memberIdx),
  );
  return {
    pageInfo: { page: options.page, size, total: counted?.n ?? 0 },
    list: rows.map((row) => ({
      idx: row.idx,
      conference_idx: row.conferenceIdx,
      conferenceTitle: titles.get(row.conferenceIdx) ?? '',
      member: row.memberIdx,
      memberName: askers.get(row.memberIdx)?.name ?? '',
      memberUid: askers.get(row.memberIdx)?.uid ?? '',
      title: row.title,
      contents: row.contents,
      status: row.status,
      created_date: row.createdDate.toISOString(),
      confirmed_date: row.confirmedDate?.toISOString() ?? null,
      answer: row.answer,
      answered_date: row.answeredDate?.toISOString() ?? null,
    })),
  };
}

/** Administrators read every inquiry, answer it or mark it handled (spec §4 문의신청 → 처리완료). */
export const inquiryAdminRoutes: FastifyPluginAsyncZod<{ db: Db; messaging: Messaging }> = async (
  app,
  { db, messaging },
) => {
  app.put(
    '/api/qna/answer/:idx',
    {
      schema: {
        tags: ['admin'],
        summary: '문의 답변',
        description:
          'Writes (or corrects) the reply to inquiry {idx} as plain text of at most 2,000 characters; the inquiry becomes 처리완료 and the member is told by KakaoTalk with the reply’s start. Administrators only; audited.',
        params: idParam('idx'),
        body: z.object({ answer: z.string().max(10_000) }),
        response: { 200: apiEnvelope(z.null()), ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      await answerInquiry({
        db,
        messaging,
        actor,
        inquiryIdx: request.params.idx,
        answer: request.body.answer,
      });
      return ok(null, '답변이 등록되었습니다. 문의한 회원에게 카카오톡으로 안내됩니다.');
    },
  );

  app.get(
    '/api/qnas',
    {
      schema: {
        tags: ['admin'],
        summary: '문의 목록',
        description:
          'Every inquiry, newest first, 30 a page (administrators only); `status` 문의신청 or 처리완료 filters.',
        querystring: z.object({
          status: z.string().max(10).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: apiEnvelope(inquiryAdminPageSchema), ...refusals(401, 403) },
      },
    },
    async (request) => {
      return ok(await listInquiries(db, request.query));
    },
  );

  app.put(
    '/api/qna/confirm/:idx',
    {
      schema: {
        tags: ['admin'],
        summary: '문의 처리 완료',
        description: 'Marks inquiry {idx} 처리완료 (administrators only); 409 when it was already.',
        params: idParam('idx'),
        response: { 200: apiEnvelope(z.null()), ...refusals(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const now = new Date();
      const confirmed = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(inquiries)
          .set({ status: '처리완료', confirmedDate: now, updatedDate: now })
          .where(and(eq(inquiries.idx, request.params.idx), eq(inquiries.status, '문의신청')))
          .returning({ idx: inquiries.idx, title: inquiries.title });
        if (row)
          await recordAudit(tx, actor, {
            action: 'inquiry.confirm',
            target: `inquiry:${row.idx}`,
            summary: `문의 처리 완료: ${row.title}`,
          });
        return row;
      });
      if (!confirmed) {
        const [existing] = await db
          .select({ idx: inquiries.idx })
          .from(inquiries)
          .where(eq(inquiries.idx, request.params.idx));
        throw existing ? conflict('이미 처리 완료된 문의입니다.') : notFound('문의를 찾을 수 없습니다.');
      }
      request.log.info({ inquiryIdx: confirmed.idx }, 'inquiry confirmed');
      return ok(null, '처리 완료로 변경되었습니다.');
    },
  );
};
