import {
  apiEnvelope,
  conferenceTitleListSchema,
  createInquiryRequestSchema,
  inquiryLimits,
  inquiryMessages,
  myInquiryPageSchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { perCredential } from '../accounts';
import { listConferenceTitles } from '../conferences';
import { createInquiry } from './create-inquiry';
import { listMyInquiries } from './list-my-inquiries';

/** The member's inquiry form and list (spec §2 /qna, /qnalist; §7 POST /api/qna). */
export const inquiryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/conference/title/list',
    {
      schema: {
        tags: ['inquiries'],
        summary: '컨퍼런스 제목 목록',
        description:
          'Published conferences’ idx and title, newest first: the conference choice of the inquiry form.',
        response: { 200: apiEnvelope(conferenceTitleListSchema) },
      },
    },
    async () => ok(await listConferenceTitles(db)),
  );

  app.post(
    '/api/qna',
    {
      // Per member (or address for visitors): enough for a person, not for a flood.
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags: ['inquiries'],
        summary: '문의 등록',
        description:
          'Files the caller’s inquiry about a published conference. Checks in the spec’s order: conference ("컨퍼런스를 선택해 주세요."), title ("제목을 입력해 주세요.", at most 100 characters), contents ("내용을 입력해 주세요.", at most 5,000 characters; plain text). Answers the new inquiry idx with err_msg "문의가 등록되었습니다.".',
        body: createInquiryRequestSchema,
        response: { 200: apiEnvelope(z.number().int()), ...refusals(400, 401) },
      },
    },
    async (request) => {
      const member = await requireMember(request, inquiryMessages.loginRequired);
      const idx = await createInquiry({ db, memberIdx: member.memberIdx, request: request.body });
      request.log.info({ inquiryIdx: idx }, 'inquiry created');
      return ok(idx, inquiryMessages.created);
    },
  );

  app.get(
    '/api/qna/mine',
    {
      schema: {
        tags: ['inquiries'],
        summary: '나의 문의 내역',
        description:
          'The caller’s own inquiries, newest first, with conference title, state (문의신청 / 처리완료) and dates.',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
        }),
        response: { 200: apiEnvelope(myInquiryPageSchema), ...refusals(401) },
      },
    },
    async (request) => {
      const member = await requireMember(request, inquiryMessages.loginRequired);
      return ok(
        await listMyInquiries({
          db,
          memberIdx: member.memberIdx,
          page: request.query.page,
          size: inquiryLimits.pageSize,
        }),
      );
    },
  );
};
