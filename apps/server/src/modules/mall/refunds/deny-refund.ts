import { and, eq, inArray } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../platform/audit';
import { conflict } from '../../../platform/http/app-error';
import { releaseContentsAskedBack } from '../contents';
import { releaseOrderHold } from '../orders';
import { alreadyDecided, buyerMessage, decidable, loadRequest, type RefundContext } from './refund-request';
import { mallRefunds } from './refunds.tables';

/** An administrator denies a waiting request with a reason; the order gets its status back and the buyer is told. */
export async function denyRefund(
  ctx: RefundContext & { actor: AuditActor; refundId: number; reason: string },
) {
  const { refund, order } = await loadRequest(ctx.db, ctx.refundId);
  const ids = await ctx.db.transaction(async (tx) => {
    const [denied] = await tx
      .update(mallRefunds)
      .set({
        status: 'REFUND_DENIED',
        decisionNote: ctx.reason.slice(0, 300),
        decidedBy: ctx.actor.memberIdx,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(mallRefunds.id, refund.id), inArray(mallRefunds.status, decidable)))
      .returning({ id: mallRefunds.id });
    if (!denied) throw conflict(alreadyDecided);
    await releaseOrderHold(tx, order.id, refund.orderStatusBefore);
    await releaseContentsAskedBack(tx, order.id);
    await recordAudit(tx, ctx.actor, {
      action: 'mall.refund.deny',
      target: `mall-order:${order.oid}`,
      summary: `${order.oid} 신청 ${refund.id} 거절: ${ctx.reason}`,
      details: { refundId: refund.id },
    });
    return ctx.messaging.enqueue(tx, [buyerMessage(order, `신청이 거절되었습니다. 사유: ${ctx.reason}`)]);
  });
  await ctx.messaging.dispatch(ids);
}
