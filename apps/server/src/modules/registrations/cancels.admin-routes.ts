import { apiEnvelope } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import type { Messaging } from '../messaging';
import type { Payments } from '../payments';
import { approveCancel } from './approve-cancel';
import { listCancels } from './list-cancels';

const cancelListSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(
    z.object({
      idx: z.number().int(),
      status: z.string().describe('취소신청, 환불처리중 or 처리완료'),
      type: z.string(),
      price: z.number().int(),
      refunded: z
        .number()
        .int()
        .describe('won refunded so far: the whole price once 처리완료, part of it when a later part failed'),
      count: z.number().int(),
      cancel_member_idxs: z.string(),
      refundError: z.string().nullable().describe('why the provider refused the last refund'),
      created_date: z.string(),
      confirm_date: z.string().nullable(),
      registerConference: z.object({
        idx: z.number().int(),
        oid: z.string(),
        name: z.string(),
        uid: z.string().describe('the member id of the applicant'),
        phone: z.string(),
        church: z.string(),
        pay_method: z.string().nullable(),
        total_price: z.number().int(),
        title: z.string(),
        dept: z.string(),
      }),
    }),
  ),
});

/** Administrators list and approve cancel requests (the screen comes with the admin area). */
export const cancelAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
  messaging: Messaging;
}> = async (app, { db, payments, messaging }) => {
  app.get(
    '/api/payment/cancels',
    {
      schema: {
        tags: ['admin'],
        summary: '취소 신청 목록',
        description:
          'Every cancel request, newest first, 20 a page (administrators only); `status` all, 취소신청 or 처리완료; `search` matches the applicant’s name or member id, the order number or the church.',
        querystring: z.object({
          status: z.string().max(10).optional(),
          search: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: apiEnvelope(cancelListSchema), ...refusals(401, 403) },
      },
    },
    async (request) => {
      return ok(await listCancels({ db, ...request.query }));
    },
  );

  app.put(
    '/api/payment/confirmCancels/:idx',
    {
      schema: {
        tags: ['admin'],
        summary: '취소 승인',
        description:
          'Approves cancel request {idx} (administrators only): refunds its amount through the payment provider, then cancels its attendees, releases their seats, marks the registration 등록취소 when nobody is left and tells the member. 409 when it was approved already or is being approved; 502 with the provider’s reason when the refund is refused (the request stays 취소신청).',
        params: idParam('idx'),
        response: {
          200: apiEnvelope(z.null()),
          ...refusals(401, 403, 404, 409, 502),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      await approveCancel({
        db,
        payments,
        messaging,
        cancelIdx: request.params.idx,
        actor,
        log: request.log,
      });
      return ok(null, '승인되었습니다.');
    },
  );
};
