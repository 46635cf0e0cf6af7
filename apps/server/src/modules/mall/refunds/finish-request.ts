import { formatWon } from '@edu/shared';
import { and, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../platform/audit';
import { closeRefundedContents } from '../contents';
import { closeRequestOnOrder, markLinesRefunded, orderLineIds } from '../orders';
import {
  buyerMessage,
  type Order,
  orderStatusAfter,
  type Refund,
  type RefundContext,
  requestedUnits,
} from './refund-request';
import { mallRefunds } from './refunds.tables';

/** The delivery state of the lines a finished request named. */
function deliveryStatusAfter(refund: Refund): string {
  if (refund.refundType === 'EXCHANGE') return refund.refundAll ? 'FULL_EXCHANGED' : 'RAPT_EXCHANGED';
  return refund.refundAll ? 'FULL_RETURNED' : 'PART_RETURNED';
}

/**
 * Finishes an approved request whose money (if any) is back: the request and the order move to their
 * final states, the lines are marked, the change is audited and the buyer told, in one transaction.
 * Only a request still REFUND_PAY_TRY moves, so a repeated finish changes nothing.
 */
export async function finishRequest(
  ctx: RefundContext,
  refund: Refund,
  order: Order,
  actor: AuditActor,
  amount: number,
) {
  const final = refund.refundType === 'EXCHANGE' ? 'REFUND_EXCHANGE' : 'REFUND_PAID';
  const ids = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(mallRefunds)
      .set({ status: final, refundAmount: amount, decisionNote: null, updatedAt: new Date() })
      .where(and(eq(mallRefunds.id, refund.id), eq(mallRefunds.status, 'REFUND_PAY_TRY')))
      .returning({ id: mallRefunds.id });
    if (!done) return [];
    const lines = await requestedUnits(tx, refund.id);
    await closeRequestOnOrder(tx, {
      orderId: order.id,
      orderStatus: orderStatusAfter(refund),
      lineIds: lines.map((line) => line.id),
      deliveryStatus: deliveryStatusAfter(refund),
    });
    if (refund.refundType !== 'EXCHANGE') {
      // The money is back: these lines (every line, for the whole order) can never be refunded again,
      // and a whole order's contents are closed in this same transaction.
      await markLinesRefunded(
        tx,
        refund.refundAll ? (await orderLineIds(tx, order.id)).map((id) => ({ id, units: null })) : lines,
      );
      if (refund.refundAll) await closeRefundedContents(tx, order.id);
    }
    await recordAudit(tx, actor, {
      action: 'mall.refund.approve',
      target: `mall-order:${order.oid}`,
      summary: `${order.oid} ${refund.refundType} 신청 ${refund.id} 승인${amount > 0 ? ` (${formatWon(amount)} 환불)` : ''}`,
      details: { refundId: refund.id, amount },
    });
    const text =
      refund.refundType === 'EXCHANGE'
        ? '교환 신청이 승인되었습니다. 교환 상품을 보내 드리겠습니다.'
        : `${refund.refundType === 'CANCEL' ? '취소' : '반품'} 신청이 승인되어 ${formatWon(amount)}이 환불되었습니다.`;
    return ctx.messaging.enqueue(tx, [buyerMessage(order, text)]);
  });
  await ctx.messaging.dispatch(ids);
}
