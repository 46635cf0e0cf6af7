import { and, eq, lt } from 'drizzle-orm';
import { failPayment } from './complete-return';
import { markForReview } from './mark-for-review';
import { eventOf, type PaymentContext } from './payment-context';
import { payments } from './payments.tables';

/** An approval still `approving` after this long was interrupted (the process died mid-way). */
const staleAfterMs = 2 * 60 * 1000;

/**
 * Repairs what a crash left behind (quality bar: no paid order lost, none paid without its seat):
 * attempts stuck in `approving` are net-cancelled with the call stored before approving and then
 * failed; virtual accounts past their deadline expire. Answers how many payments it settled.
 */
export async function reconcilePayments(ctx: PaymentContext, now = new Date()): Promise<number> {
  let settled = 0;
  const stuck = await ctx.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.status, 'approving'), lt(payments.updatedAt, new Date(now.getTime() - staleAfterMs))),
    )
    .limit(100);
  for (const payment of stuck) {
    const cancelled = payment.netCancel ? await ctx.gateway.netCancel(payment.netCancel) : false;
    if (!cancelled) {
      await markForReview(ctx, payment, { resultMessage: '승인 여부 확인 필요 (망취소 실패)' }, 'approving');
      ctx.log.error({ oid: payment.oid }, 'interrupted approval could not be cancelled: needs review');
      continue;
    }
    await failPayment(ctx, payment, 'approving', 'CANCELLED', '결제가 중단되어 승인을 취소했습니다.');
    ctx.log.warn({ oid: payment.oid }, 'interrupted approval cancelled');
    settled += 1;
  }

  const expired = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'waiting_deposit'), lt(payments.vbankDeadline, now)))
    .limit(500);
  for (const payment of expired) {
    await ctx.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(payments)
        .set({ status: 'expired', resultMessage: '입금 기한이 지났습니다.', updatedAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'waiting_deposit')))
        .returning({ id: payments.id });
      if (ended)
        await ctx.outcomes.of(payment.purpose).failed(tx, {
          ...eventOf(payment),
          reason: '입금 기한이 지났습니다.',
        });
    });
    settled += 1;
  }
  return settled;
}
