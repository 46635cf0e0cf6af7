import {
  escrowMessages,
  escrowWindowRequestSchema,
  escrowWindowSchema,
  extraPaymentInfoSchema,
  extraPayRequestSchema,
  newApiEnvelope,
  orderDetailSchema,
  orderFormRequestSchema,
  orderFormSchema,
  orderListQuerySchema,
  orderListSchema,
  orderMessages,
  orderStatementSchema,
  outOfStockSchema,
  paymentHoldSchema,
  placedOrderSchema,
  placeOrderRequestSchema,
  purchaseConfirmationMessages,
  purchaseConfirmedSchema,
  purchaseConfirmSchema,
} from '@edu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireMember } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import type { HotRows } from '../../../platform/db/hot-rows';
import type { AdmissionRouteConfig } from '../../../platform/http/admission';
import { badRequest, notFound } from '../../../platform/http/app-error';
import { newApiRefusals, okNew } from '../../../platform/http/envelope';
import { perCredential } from '../../accounts';
import type { Messaging } from '../../messaging';
import type { Payments } from '../../payments';
import { confirmPurchase } from './confirm-purchase';
import { getExtraPaymentInfo, startExtraPayment } from './extra-payments';
import { getOrderDetail } from './get-order-detail';
import { getOrderStatement } from './get-order-statement';
import { listOrders } from './list-orders';
import { getOrderForm } from './order-form';
import { extendOrderHold } from './order-hold';
import { memberOrderByOid } from './order-lookups';
import { placeOrder } from './place-order';
import { answerRefusedOrder } from './sold-out-refusal';

const tags = ['mall orders'];
const oidParams = z.object({ oid: z.string().min(1).max(40) });
const member = (request: Parameters<typeof requireMember>[0]) =>
  requireMember(request, orderMessages.loginRequired);

/** The member's orders (mall.md §7 /new_api/customer/order/v2/*): the form, placing and paying, lists, detail. */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hotRows: HotRows<Db>;
  payments: Payments;
  messaging: Messaging;
}> = async (app, { db, hotRows, payments, messaging }) => {
  app.post(
    '/new_api/customer/order/v2/form',
    {
      schema: {
        tags,
        summary: '주문서',
        description:
          'The caller’s chosen cart rows that can be ordered, priced by the server, with the orderer prefilled from the member. 400 "주문할 상품이 없습니다." when none is left.',
        body: orderFormRequestSchema,
        response: { 200: newApiEnvelope(orderFormSchema), ...newApiRefusals(400, 401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await getOrderForm({ db, memberIdx, cartIds: request.body.cartIdSet }));
    },
  );

  app.post(
    '/new_api/customer/order/v2/pay/:device',
    {
      config: {
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCredential },
        // Under overload a drop's buyer is let in while units remain and told 품절 once they are gone,
        // not to come back (admission.ts).
        whenRefused: async (request: FastifyRequest) => {
          const { memberIdx } = await member(request);
          return answerRefusedOrder(db, memberIdx, request.body as z.output<typeof placeOrderRequestSchema>);
        },
      } satisfies AdmissionRouteConfig & Record<string, unknown>,
      schema: {
        tags,
        summary: '주문하고 결제창 열기',
        description:
          'Places the order for the chosen cart rows (checks in the spec’s order: rows, orderer name, phone, email, then — when goods are ordered — recipient, phone, postcode, address, detail address, then the receipt organisation (both or neither), the withdrawal tick when a paid content is ordered, then the method; each phone must be a mobile number of 11 digits and the e-mail an address, as on the conference registration), takes the stock in the same transaction, and answers the signed form of the provider’s window (gopaymethod: PC Card, DirectBank, VBank; mobile CARD, BANK, VBANK; KakaoPay and Naver Pay on both: onlykakaopay, onlynaverpay). A free order completes at once (form null). Prices sent by the page are ignored. A repeated orderKey answers the same order. 031 (HTTP 409): not enough stock, data.shortages; 032: sales stopped.',
        params: z.object({ device: z.enum(['pc', 'mobile']) }),
        body: placeOrderRequestSchema,
        response: {
          200: newApiEnvelope(placedOrderSchema),
          ...newApiRefusals(400, 401),
          409: newApiEnvelope(outOfStockSchema.nullable()),
        },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      const placed = await placeOrder({
        db,
        hotRows,
        payments,
        messaging,
        memberIdx,
        device: request.params.device,
        request: request.body,
      });
      request.log.info({ oid: placed.oid, free: placed.form === null }, 'mall order placed');
      return okNew(placed);
    },
  );

  app.post(
    '/new_api/customer/order/v2/:oid/extend-hold',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags,
        summary: '결제 가능 시간 연장',
        description:
          'The caller’s unpaid order (its payment window closed) keeps its stock 15 more minutes from now, twice a hold at most (KWCAG 2.2.1). 404 not the caller’s order; 409 not held any more or no extension left.',
        params: oidParams,
        response: { 200: newApiEnvelope(paymentHoldSchema), ...newApiRefusals(401, 404, 409) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await extendOrderHold({ db, memberIdx, oid: request.params.oid }));
    },
  );

  app.get(
    '/new_api/customer/order/v2/list',
    {
      schema: {
        tags,
        summary: '주문/결제 내역',
        description:
          'The caller’s orders placed from startDate to endDate (Korean days; the last 30 by default), newest first, 10 a page, with what refunds gave back. Payment windows closed or declined before anything was paid are left out (the administration still sees them); a lapsed virtual account stays, with failReason.',
        querystring: orderListQuerySchema,
        response: { 200: newApiEnvelope(orderListSchema), ...newApiRefusals(400, 401) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await listOrders({ db, memberIdx, query: request.query }));
    },
  );

  app.get(
    '/new_api/customer/order/v2/order-result/:oid',
    {
      schema: {
        tags,
        summary: '주문 상세',
        description:
          'One of the caller’s orders with its goods per delivery, contents, buyer, payment info (only the rows of the method used), payment history, the refunds made and what remains paid; 404 for anyone else’s.',
        params: oidParams,
        response: { 200: newApiEnvelope(orderDetailSchema), ...newApiRefusals(401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await getOrderDetail({ db, payments, memberIdx, oid: request.params.oid }));
    },
  );

  app.post(
    '/new_api/customer/order/v2/escrow/:oid',
    {
      schema: {
        tags,
        summary: '에스크로 구매확정·구매거절 창',
        description:
          'The provider’s confirmation window of the caller’s escrow order (구매안전서비스), where they confirm or refuse the purchase: the signed form to open on PC (INIStdPay_escrow_conf.js) or to post on mobile. The outcome arrives by the provider’s status notice. 400 before the goods shipped, once decided, or for an order not paid by escrow; 404 for anyone else’s order.',
        params: oidParams,
        body: escrowWindowRequestSchema,
        response: { 200: newApiEnvelope(escrowWindowSchema), ...newApiRefusals(400, 401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      const order = await memberOrderByOid(db, memberIdx, request.params.oid);
      if (!order) throw notFound(orderMessages.orderNotFound);
      if (!order.escrow) throw badRequest(escrowMessages.notEscrow);
      const window = await payments.escrowWindow({
        purpose: 'mall',
        referenceIdx: order.id,
        memberIdx,
        device: request.body.device,
        backPath: `/mypage/detail/${order.oid}`,
      });
      if ('refusal' in window) throw badRequest(window.refusal);
      return okNew({ form: window.form });
    },
  );

  app.post(
    '/new_api/customer/order/v2/confirm/:oid',
    {
      schema: {
        tags,
        summary: '구매확정',
        description:
          'The caller confirms delivered goods lines of their order: after it they can no longer be exchanged or returned through the site. 400 for a line not delivered (or all given back), 409 for a line confirmed already or asked back and waiting for a decision, 404 for anyone else’s order or a line not of it.',
        params: oidParams,
        body: purchaseConfirmSchema,
        response: {
          200: newApiEnvelope(purchaseConfirmedSchema),
          ...newApiRefusals(400, 401, 404, 409),
        },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      const confirmed = await confirmPurchase({
        db,
        memberIdx,
        oid: request.params.oid,
        orderItemIds: request.body.orderItemIds,
      });
      return okNew(confirmed, purchaseConfirmationMessages.done);
    },
  );

  app.get(
    '/new_api/customer/order/v2/statement/:oid',
    {
      schema: {
        tags,
        summary: '거래명세서',
        description:
          'The 거래명세서 of one of the caller’s paid orders, as the administration prints it (supplier, buyer or the receipt’s organisation, lines with 공급가액 and 세액, delivery fees, totals); 400 while unpaid, 404 for anyone else’s.',
        params: oidParams,
        response: { 200: newApiEnvelope(orderStatementSchema), ...newApiRefusals(400, 401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await getOrderStatement({ db, memberIdx, oid: request.params.oid }));
    },
  );

  app.get(
    '/new_api/customer/order/v2/extra/:oid',
    {
      schema: {
        tags,
        summary: '추가 결제 정보',
        description:
          'The unpaid extra charge of the caller’s order with the buyer and address prefilled from the order; 404 when there is none.',
        params: oidParams,
        response: { 200: newApiEnvelope(extraPaymentInfoSchema), ...newApiRefusals(401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(await getExtraPaymentInfo(db, memberIdx, request.params.oid));
    },
  );

  app.post(
    '/new_api/customer/order/v2/extra/pay/:device',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perCredential } },
      schema: {
        tags,
        summary: '추가 결제창 열기',
        description:
          'Opens the payment window of the caller’s unpaid extra charge orderExtraOid, checked in the spec’s order by the order form’s rule (buyer name, phone, email, then — when goods are shipped — recipient phone, postcode, address, detail address, then the method). The amount is the charge’s own.',
        params: z.object({ device: z.enum(['pc', 'mobile']) }),
        body: extraPayRequestSchema,
        response: { 200: newApiEnvelope(placedOrderSchema), ...newApiRefusals(400, 401, 404) },
      },
    },
    async (request) => {
      const { memberIdx } = await member(request);
      return okNew(
        await startExtraPayment({
          db,
          payments,
          memberIdx,
          device: request.params.device,
          request: request.body,
        }),
      );
    },
  );

  app.get(
    '/new_api/customer/order/v2/receipt/:oid',
    {
      schema: {
        tags,
        summary: '결제 영수증',
        description:
          'Redirects the payer of a paid mall payment attempt {oid} to the provider’s receipt page.',
        params: oidParams,
        response: { 302: z.null(), ...newApiRefusals(401, 404) },
      },
    },
    async (request, reply) => {
      const { memberIdx } = await member(request);
      const attempt = await payments.memberAttempt(request.params.oid, memberIdx);
      return reply.redirect(receiptUrlOf(payments, attempt), 302);
    },
  );
};

/** The provider's receipt page of a paid (or since refunded) mall payment attempt; 404 for anything else. */
export function receiptUrlOf(
  payments: Payments,
  attempt: { tid: string | null; purpose: string; status: string } | undefined,
): string {
  if (
    !attempt?.tid ||
    !['mall', 'mall-extra'].includes(attempt.purpose) ||
    !['paid', 'partially_refunded', 'refunded'].includes(attempt.status)
  )
    throw notFound(orderMessages.receiptNotFound);
  return payments.receiptUrl(attempt.tid);
}
