import { and, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import { conflict } from '../../../platform/http/app-error';
import type { Messaging } from '../../messaging';
import { releaseStock } from '../catalog';
import { markLinesRestocked, stockClaimOfUnits } from '../orders';
import { buyerMessage, loadRequest, requestedUnits } from './refund-request';
import { mallRefunds } from './refunds.tables';

/**
 * The goods sent back are in the warehouse. A refunded return or cancellation gives their stock back;
 * an exchange does not (the replacement went out for what came in). Either way the request is done
 * (REFUND_DONE) and the buyer told, once — only the statement that moves the request does the rest.
 * Audited in the same transaction.
 */
export async function receiveReturn(ctx: {
  db: Db;
  messaging: Messaging;
  actor: AuditActor;
  refundId: number;
}) {
  const { refund, order } = await loadRequest(ctx.db, ctx.refundId);
  const exchange = refund.refundType === 'EXCHANGE';
  const ids = await ctx.db.transaction(async (tx) => {
    const [received] = await tx
      .update(mallRefunds)
      .set({ status: 'REFUND_DONE', updatedAt: new Date() })
      .where(
        and(
          eq(mallRefunds.id, refund.id),
          eq(mallRefunds.status, exchange ? 'REFUND_EXCHANGE' : 'REFUND_PAID'),
        ),
      )
      .returning({ id: mallRefunds.id });
    if (!received) throw conflict('승인된 교환이나 환불이 끝난 반품·취소만 회수 완료로 처리할 수 있습니다.');
    const lines = await requestedUnits(tx, refund.id);
    // Only units not restocked before: a line's goods come back once, however they are asked.
    if (!exchange) await releaseStock(tx, await stockClaimOfUnits(tx, await markLinesRestocked(tx, lines)));
    await recordAudit(tx, ctx.actor, {
      action: 'mall.refund.received',
      target: `mall-order:${order.oid}`,
      summary: `${order.oid} 신청 ${refund.id} ${exchange ? '교환 회수 완료' : '반품 회수 완료 (재고 복구)'}`,
      details: { refundId: refund.id, orderItemIds: lines.map((line) => line.id) },
    });
    const text = exchange
      ? '교환 상품 회수가 끝나 교환이 완료되었습니다.'
      : '반품 상품 회수가 끝나 처리가 완료되었습니다.';
    return ctx.messaging.enqueue(tx, [buyerMessage(order, text)]);
  });
  await ctx.messaging.dispatch(ids);
}
