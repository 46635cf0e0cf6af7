import {
  apiEnvelope,
  cancelMembersSchema,
  cancelRequestResultSchema,
  cancelRequestSchema,
  historyMessages,
  myCancelsQuerySchema,
  myCancelsSchema,
  registrationHistoryQuerySchema,
  registrationHistorySchema,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import type { Payments } from '../payments';
import { listCancelMembers } from './list-cancel-members';
import { listMyCancels } from './list-my-cancels';
import { listMyRegistrations } from './list-my-registrations';
import { requestCancel } from './request-cancel';

/** A member's application history and cancel requests (spec §2 Application history, §4, §5 Cancel, §7). */
export const registrationHistoryRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Pick<Payments, 'attemptsOf'>;
}> = async (app, { db, payments }) => {
  app.get(
    '/api/registered/conferences',
    {
      schema: {
        tags: ['registrations'],
        summary: '내 신청 내역',
        description:
          'The caller’s own registrations, newest first, 8 a page, optionally of one `status`; each with its attendees, its cancel requests and the flags canContinue, canCancel, cancelPending and hasReceipt.',
        querystring: registrationHistoryQuerySchema,
        response: { 200: apiEnvelope(registrationHistorySchema), ...refusals(401) },
      },
    },
    async (request) => {
      const member = await requireMember(request, historyMessages.loginRequired);
      return ok(
        await listMyRegistrations({
          db,
          memberIdx: member.memberIdx,
          status: request.query.status,
          page: request.query.page,
          payments,
        }),
      );
    },
  );

  app.post(
    '/api/payment/cancel',
    {
      schema: {
        tags: ['registrations'],
        summary: '취소 신청',
        description:
          'Files a cancel request (취소신청) for the caller’s 등록완료 registration `register_conf_idx`: 부분 for the attendees in `cancel_member_idxs` (comma-separated or an array), 전체 for everyone left (choosing everyone left makes it 전체). The refund is computed by the server (fee 0); `price` and `count` are ignored. A virtual-account payment needs the refund bank code, account number and holder. Refusals, in order: 401, 404/403 not the caller’s, 400 not 등록완료, 409 a request pending, 400 period over, 400 no or wrong attendees, 400 refund account missing.',
        // Optional, so a visitor without a body hears "log in" first, as the spec's order has it.
        body: cancelRequestSchema.nullish(),
        response: {
          200: apiEnvelope(cancelRequestResultSchema),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const member = await requireMember(request, historyMessages.loginRequired);
      const result = await requestCancel({ db, memberIdx: member.memberIdx, request: request.body ?? {} });
      request.log.info({ cancelIdx: result.idx, type: result.type }, 'cancel requested');
      return { ...ok(result), err_msg: historyMessages.requested };
    },
  );

  app.get(
    '/api/payment/cancel/regmember/list/:idx',
    {
      schema: {
        tags: ['registrations'],
        summary: '취소 신청 인원',
        description:
          'The attendees of cancel request {idx}; for the member who filed it or an administrator.',
        params: idParam('idx'),
        response: { 200: apiEnvelope(cancelMembersSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      const member = await requireMember(request, historyMessages.loginRequired);
      return ok(await listCancelMembers({ db, caller: member, cancelIdx: request.params.idx }));
    },
  );

  app.get(
    '/api/payment/cancels/mine',
    {
      schema: {
        tags: ['registrations'],
        summary: '내 취소 신청 내역',
        description: 'The caller’s own cancel requests, newest first, 20 a page.',
        querystring: myCancelsQuerySchema,
        response: { 200: apiEnvelope(myCancelsSchema), ...refusals(401) },
      },
    },
    async (request) => {
      const member = await requireMember(request, historyMessages.loginRequired);
      return ok(await listMyCancels({ db, memberIdx: member.memberIdx, page: request.query.page }));
    },
  );
};
