import { and, eq } from 'drizzle-orm';
import { systemActor } from '../../../platform/audit';
import { finishRequest } from './finish-request';
import { loadRequest, mallRefundKeyPrefix, type RefundContext } from './refund-request';
import { mallRefunds } from './refunds.tables';

/**
 * A refund whose outcome was unknown is now known (the provider's inquiry or a person): made → the
 * request is finished; not made → it is handed back as REFUND_PAY_FAIL to approve again.
 */
export async function settleMallRefund(ctx: RefundContext, event: { refundKey: string; made: boolean }) {
  const refundId = Number(/^mall-refund:(\d+)$/.exec(event.refundKey)?.[1]);
  if (!Number.isSafeInteger(refundId)) return;
  const { refund, order } = await loadRequest(ctx.db, refundId);
  if (refund.status !== 'REFUND_PAY_TRY') return;
  if (event.made) {
    await finishRequest(ctx, refund, order, systemActor, refund.refundAmount ?? 0);
    return;
  }
  await ctx.db
    .update(mallRefunds)
    .set({
      status: 'REFUND_PAY_FAIL',
      decisionNote: '결제사 확인 결과 환불되지 않았습니다. 다시 승인할 수 있습니다.',
      updatedAt: new Date(),
    })
    .where(and(eq(mallRefunds.id, refundId), eq(mallRefunds.status, 'REFUND_PAY_TRY')));
}

/** Tells payments that the refunds requests ask are this module's to settle once known. */
export function settleMallRefundsThrough(ctx: RefundContext) {
  ctx.payments.registerRefundSettlement(mallRefundKeyPrefix, (event) => settleMallRefund(ctx, event));
}
