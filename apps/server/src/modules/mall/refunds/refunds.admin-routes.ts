import { apiEnvelope, limits, refundSchema } from '@edu/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { ok, refusals } from '../../../platform/http/envelope';
import { idParam } from '../../../platform/http/id-param';
import type { Messaging } from '../../messaging';
import type { Payments } from '../../payments';
import { ordersByIds } from '../orders';
import { approveRefund } from './approve-refund';
import { denyRefund } from './deny-refund';
import { receiveReturn } from './receive-return';
import { offeredAmount } from './refund-amounts';
import { mallRefunds } from './refunds.tables';
import { refundsOfOrders } from './request-refund';

const tags = ['admin'];
const idParams = idParam('refundId');

/** The administration's side of exchange, return and cancellation requests (issue 16). Administrators only. */
export const refundAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: Payments;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}> = async (app, { db, payments, messaging, log }) => {
  app.get(
    '/api/admin/mall/refunds',
    {
      schema: {
        tags,
        summary: '쇼핑몰 교환·반품·취소 신청 목록',
        description:
          'Requests of every order, newest first, 30 a page, by state (REFUND_REQUESTED by default; `all` for every state).',
        querystring: z.object({
          status: z.string().max(30).default('REFUND_REQUESTED'),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: {
          200: apiEnvelope(
            z.object({
              pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
              list: z.array(
                refundSchema.extend({
                  oid: z.string(),
                  buyerName: z.string(),
                  orderStatus: z.string(),
                  refundAmount: z.number().int().nullable(),
                  suggestedAmount: z
                    .number()
                    .int()
                    .nullable()
                    .describe(
                      'what approving a waiting return or cancellation refunds unless another amount is given (its goods, or the whole order’s rest with the delivery fees); null for an exchange or a decided request',
                    ),
                  decisionNote: z.string().nullable(),
                  refundAccount: z.string(),
                }),
              ),
            }),
          ),
          ...refusals(401, 403),
        },
      },
    },
    async (request) => {
      const size = limits.adminPageSize;
      const where = request.query.status === 'all' ? undefined : eq(mallRefunds.status, request.query.status);
      const [counted] = await db.select({ total: count() }).from(mallRefunds).where(where);
      const refunds = await db
        .select()
        .from(mallRefunds)
        .where(where)
        .orderBy(desc(mallRefunds.id))
        .limit(size)
        .offset((request.query.page - 1) * size);
      const orders = await ordersByIds(
        db,
        refunds.map((refund) => refund.orderId),
      );
      // A request always has its order (deleting an order deletes its requests).
      const rows = refunds.flatMap((refund) => {
        const order = orders.get(refund.orderId);
        return order ? [{ refund, order }] : [];
      });
      const presented = await refundsOfOrders(
        db,
        rows.map((row) => row.refund),
      );
      const offered: (number | null)[] = [];
      for (const { refund, order } of rows) offered.push(await offeredAmount(db, refund, order));
      return ok({
        pageInfo: { page: request.query.page, size, total: counted?.total ?? 0 },
        list: rows.map(({ refund, order }, index) => ({
          ...(presented[index] as (typeof presented)[number]),
          oid: order.oid,
          buyerName: order.buyerName,
          orderStatus: order.status,
          refundAmount: refund.refundAmount,
          suggestedAmount: offered[index] ?? null,
          decisionNote: refund.decisionNote,
          refundAccount: [refund.refundAccountBankName, refund.refundAccountNumber, refund.refundAccountOwner]
            .filter(Boolean)
            .join(' '),
        })),
      });
    },
  );

  app.post(
    '/api/admin/mall/refunds/:refundId/approve',
    {
      schema: {
        tags,
        summary: '신청 승인',
        description:
          'Approves a waiting request (or one whose refund the provider refused): an exchange moves on; a return or cancellation refunds `amount` (default: the list’s suggestedAmount — its goods, plus the delivery fees for the whole order) through the payment provider first, exactly once under the request’s ledger key. 400, the request left exactly as it was, for an amount over what is left of the payment or a virtual account without the buyer’s refund account; 400 with the provider’s reason when it refuses (the request is then REFUND_PAY_FAIL, to approve again); 409 when already handled, in progress, or in doubt.',
        params: idParams,
        body: z.object({ amount: z.coerce.number().int().min(1).max(100_000_000).optional() }).default({}),
        response: {
          200: apiEnvelope(z.object({ status: z.string(), amount: z.number().int() })),
          ...refusals(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return ok(
        await approveRefund({
          db,
          payments,
          messaging,
          log,
          actor,
          refundId: request.params.refundId,
          amount: request.body.amount,
        }),
      );
    },
  );

  app.post(
    '/api/admin/mall/refunds/:refundId/received',
    {
      schema: {
        tags,
        summary: '반품·교환 회수 완료',
        description:
          'The goods sent back are in: a refunded return or cancellation (REFUND_PAID) gives their stock back once; an approved exchange (REFUND_EXCHANGE) does not (the replacement went out). The request is done (REFUND_DONE) and the buyer told. 409 for any other state.',
        params: idParams,
        response: { 200: apiEnvelope(z.null()), ...refusals(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      await receiveReturn({ db, messaging, actor, refundId: request.params.refundId });
      return ok(null);
    },
  );

  app.post(
    '/api/admin/mall/refunds/:refundId/deny',
    {
      schema: {
        tags,
        summary: '신청 거절',
        description:
          'Denies a waiting request with a reason; the order gets its status back and the buyer is told.',
        params: idParams,
        body: z.object({ reason: z.string().trim().min(1).max(300) }),
        response: { 200: apiEnvelope(z.null()), ...refusals(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      await denyRefund({
        db,
        payments,
        messaging,
        log,
        actor,
        refundId: request.params.refundId,
        reason: request.body.reason,
      });
      return ok(null);
    },
  );
};
