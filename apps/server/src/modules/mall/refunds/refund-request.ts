import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import type { Messaging } from '../../messaging';
import type { Payments } from '../../payments';
import { type LineUnits, type OrderSummary, orderById } from '../orders';
import { mallRefundItems, mallRefunds } from './refunds.tables';

/** What every decision on an exchange, return or cancellation request works with. */

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
export type Refund = typeof mallRefunds.$inferSelect;
export type Order = OrderSummary;
export type RefundContext = { db: Db; payments: Payments; messaging: Messaging; log: Log };

/** The ledger key of a request's refund: one refund per request, whatever is retried or repeated. */
/** The prefix of those keys (payments tells this module when such a refund settles). */
export const mallRefundKeyPrefix = 'mall-refund';
export const mallRefundKey = (refundId: number) => `${mallRefundKeyPrefix}:${refundId}`;

/** States an administrator decides from: waiting, or a refund the provider refused (to try again). */
export const decidable = ['REFUND_REQUESTED', 'REFUND_PAY_FAIL'];

/** A request and its order; 404 when there is no such request. */
export async function loadRequest(db: Db, refundId: number) {
  const [refund] = await db.select().from(mallRefunds).where(eq(mallRefunds.id, refundId));
  const order = refund && (await orderById(db, refund.orderId));
  if (!refund || !order) throw notFound('신청을 찾을 수 없습니다.');
  return { refund, order };
}

/** The order's status once a request is done (mall.md §4). */
export function orderStatusAfter(refund: Refund): string {
  if (refund.refundType === 'EXCHANGE') return refund.refundAll ? 'FULL_EXCHANGED' : 'PART_EXCHANGED';
  if (refund.refundType === 'CANCEL') return refund.refundAll ? 'CANCEL' : 'PART_RETURNED';
  return refund.refundAll ? 'FULL_RETURNED' : 'PART_RETURNED';
}

/** The lines a request names with the units it asks of each (null: a request made before units, all of the line). */
export async function requestedUnits(db: Db, refundId: number): Promise<LineUnits[]> {
  return db
    .select({
      id: mallRefundItems.orderItemId,
      units: mallRefundItems.quantity,
      options: mallRefundItems.optionUnits,
    })
    .from(mallRefundItems)
    .where(eq(mallRefundItems.refundId, refundId));
}

/** The buyer's KakaoTalk message about their request. */
export function buyerMessage(order: Order, text: string) {
  const body = `[하나바이블] ${order.buyerName}님, 주문 ${order.oid}의 ${text}`;
  return {
    recipient: order.buyerTel.replace(/\D/g, ''),
    template: 'mall_refund',
    text: body,
    fallbackText: body,
  };
}

export const alreadyDecided = '이미 처리된 신청입니다.';

/** Why a request in this state cannot be decided now, or null when it can. */
export const undecidableMessage = (status: string) =>
  decidable.includes(status)
    ? null
    : status === 'REFUND_PAY_TRY'
      ? '환불 처리가 진행 중입니다.'
      : alreadyDecided;
