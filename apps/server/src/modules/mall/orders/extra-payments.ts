import {
  afterSaleMessages,
  type ExtraPaymentInfo,
  extraChargeStatuses,
  type extraPayRequestSchema,
  firstContactProblem,
  formatWon,
  orderMessages,
} from '@edu/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/http/app-error';
import { newOrderNumber } from '../../../platform/order-number';
import type { Messaging } from '../../messaging';
import {
  depositDeadline,
  type PayDevice,
  type PaymentForm,
  type PaymentOutcomeHandler,
  PaymentRefused,
  type Payments,
  payMethodNamed,
} from '../../payments';
import { mallOrderExtras, mallOrders } from './orders.tables';

/** Extra charges the buyer can (still, or again) pay. */
const payable = ['EXTRA_CREATED', 'EXTRA_TRY', 'EXTRA_FAIL'];

/**
 * The administration asks an extra charge of a paid order (POST /api/admin/mall/orders/{oid}/extra, until
 * the mall administration screens land): the order shows (추가)결제생성 and the buyer is told.
 */
export async function createExtraPayment(options: {
  db: Db;
  messaging: Messaging;
  actor: AuditActor;
  oid: string;
  amount: number;
  reason: string;
}): Promise<{ orderExtraOid: string; messageIds: number[] }> {
  return options.db.transaction(async (tx) => {
    const [order] = await tx.select().from(mallOrders).where(eq(mallOrders.oid, options.oid)).for('update');
    if (!order) throw notFound(orderMessages.orderNotFound);
    if (!(extraChargeStatuses as readonly string[]).includes(order.status))
      throw badRequest('추가 결제를 만들 수 없는 주문입니다.');
    const orderExtraOid = newOrderNumber('HM', new Date());
    await tx.insert(mallOrderExtras).values({
      orderId: order.id,
      oid: orderExtraOid,
      amount: options.amount,
      reason: options.reason.trim(),
      orderStatusBefore: order.status,
      createdBy: options.actor.memberIdx,
    });
    await tx
      .update(mallOrders)
      .set({ status: 'EXTRA_CREATED', updatedAt: new Date() })
      .where(eq(mallOrders.id, order.id));
    await recordAudit(tx, options.actor, {
      action: 'mall.extra-payment.create',
      target: `mall-order:${order.oid}`,
      summary: `주문 ${order.oid} 추가 결제 ${formatWon(options.amount)} 요청 (${options.reason.trim()})`,
      details: { orderExtraOid, amount: options.amount },
    });
    const text = `[하나바이블] ${order.buyerName}님, 주문 ${order.oid}에 추가 결제 ${formatWon(options.amount)}이 요청되었습니다.
사유: ${options.reason.trim()}
마이페이지 > 주문/결제 내역의 주문 상세에서 결제하실 수 있습니다.`;
    const recipient = order.buyerTel.replace(/\D/g, '');
    return {
      orderExtraOid,
      messageIds: await options.messaging.enqueue(tx, [
        { recipient, template: 'mall_extra', text, fallbackText: text },
      ]),
    };
  });
}

/** The member's order and its payable extra charge; 404 when there is none. */
async function payableExtra(db: Db, memberIdx: number, where: { oid?: string; orderExtraOid?: string }) {
  const [row] = await db
    .select({ order: mallOrders, extra: mallOrderExtras })
    .from(mallOrderExtras)
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderExtras.orderId))
    .where(
      and(
        eq(mallOrders.memberIdx, memberIdx),
        where.oid ? eq(mallOrders.oid, where.oid) : undefined,
        where.orderExtraOid ? eq(mallOrderExtras.oid, where.orderExtraOid) : undefined,
        inArray(mallOrderExtras.status, payable),
      ),
    )
    .orderBy(desc(mallOrderExtras.id))
    .limit(1);
  if (!row) throw notFound(afterSaleMessages.extraNotFound);
  return row;
}

/** GET /new_api/customer/order/v2/extra/{oid}: the extra-pay dialog, prefilled from the order. */
export async function getExtraPaymentInfo(db: Db, memberIdx: number, oid: string): Promise<ExtraPaymentInfo> {
  const { order, extra } = await payableExtra(db, memberIdx, { oid });
  return {
    orderExtraOid: extra.oid,
    amount: extra.amount,
    reason: extra.reason,
    orderName: order.buyerName,
    orderPhone: order.buyerTel,
    orderEmail: order.buyerEmail,
    shippingPhone: order.shippingPhone,
    postcode: order.zipCode,
    address: order.address,
    detailAddress: order.detailedAddress,
    needsShipping: order.needsShipping,
  };
}

/**
 * The extra-pay form's first problem in the spec's order (mall.md §5 Extra payment), as a 400, by the
 * order form's rule; an order that ships nothing (contents only) is not asked for a recipient's phone
 * and address.
 */
function checkExtraForm(request: z.output<typeof extraPayRequestSchema>, needsShipping: boolean) {
  const problem = firstContactProblem(
    { ...request, zipCode: request.postcode, detailedAddress: request.detailAddress },
    { needsShipping },
  );
  if (problem) throw badRequest(problem.message);
}

/** POST /new_api/customer/order/v2/extra/pay/{device}: opens the payment window of the extra charge. */
export async function startExtraPayment(options: {
  db: Db;
  payments: Payments;
  memberIdx: number;
  device: PayDevice;
  request: z.output<typeof extraPayRequestSchema>;
  now?: Date;
}): Promise<{ oid: string; form: PaymentForm | null }> {
  const { db, request } = options;
  const now = options.now ?? new Date();
  const { order, extra } = await payableExtra(db, options.memberIdx, {
    orderExtraOid: request.orderExtraOid,
  });
  checkExtraForm(request, order.needsShipping);
  const method = payMethodNamed(request.gopaymethod);
  if (!method) throw badRequest(orderMessages.selectPayMethod);
  await db.transaction(async (tx) => {
    await tx
      .update(mallOrderExtras)
      .set({ status: 'EXTRA_TRY', updatedAt: now })
      .where(eq(mallOrderExtras.id, extra.id));
    await tx
      .update(mallOrders)
      .set({ status: 'EXTRA_TRY', updatedAt: now })
      .where(eq(mallOrders.id, order.id));
  });
  const started = await options.payments.start({
    purpose: 'mall-extra',
    referenceIdx: extra.id,
    memberIdx: options.memberIdx,
    orderId: extra.oid,
    amount: extra.amount,
    goodName: `${order.goodName} 추가 결제`.slice(0, 80),
    buyer: { name: request.buyerName.trim(), tel: request.buyerTel.trim(), email: request.buyerEmail.trim() },
    device: options.device,
    method,
    donePath: `/mypage/detail/${order.oid}`,
    closePath: `/mypage/detail/${order.oid}?payment=closed`,
    vbankDeadline: depositDeadline(now),
  });
  return { oid: started.oid, form: started.form };
}

/** What an extra charge does when its payment moves: EXTRA_DONE when paid, EXTRA_VBANK while a deposit waits, EXTRA_FAIL otherwise. */
export function extraPaymentOutcome(): PaymentOutcomeHandler {
  const move = async (
    tx: Db,
    extraId: number,
    status: string,
    extra: Partial<typeof mallOrderExtras.$inferInsert> = {},
  ) => {
    const [row] = await tx
      .update(mallOrderExtras)
      .set({ status, updatedAt: new Date(), ...extra })
      .where(
        and(eq(mallOrderExtras.id, extraId), inArray(mallOrderExtras.status, [...payable, 'EXTRA_VBANK'])),
      )
      .returning({ orderId: mallOrderExtras.orderId, amount: mallOrderExtras.amount });
    if (row)
      await tx
        .update(mallOrders)
        .set({ status, updatedAt: new Date() })
        .where(eq(mallOrders.id, row.orderId));
    return row;
  };
  return {
    async paid(tx, event) {
      const row = await move(tx, event.referenceIdx, 'EXTRA_DONE', {
        tid: event.tid,
        payMethod: event.method,
        paidAt: new Date(),
      });
      if (!row) throw new PaymentRefused('이미 처리된 추가 결제입니다.');
      if (row.amount !== event.amount) throw new PaymentRefused('결제 금액이 추가 결제 금액과 다릅니다.');
      return [];
    },
    async awaitingDeposit(tx, event) {
      const row = await move(tx, event.referenceIdx, 'EXTRA_VBANK', { tid: event.tid, payMethod: 'VBank' });
      if (!row) throw new PaymentRefused('이미 처리된 추가 결제입니다.');
      return [];
    },
    async failed(tx, event) {
      await move(tx, event.referenceIdx, 'EXTRA_FAIL');
    },
  };
}
