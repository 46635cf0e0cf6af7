import { and, eq, lt } from 'drizzle-orm';
import { eventOf, type PaymentContext } from './payment-context';
import type { TransactionState } from './payment-gateway.port';
import { paymentRefunds, payments } from './payments.tables';
import { recordRefundDone } from './refund-payment';

/** A refund still being asked after this long lost its answer (a call gives up after 15 s). */
const unansweredAfterMs = 2 * 60_000;

export const refundNotMadeMessage = '결제사 조회 결과 환불되지 않았습니다. 다시 승인할 수 있습니다.';

type Ledger = typeof paymentRefunds.$inferSelect;
type Payment = typeof payments.$inferSelect;

/**
 * What the provider's inquiry says of one refund in doubt: made, not made, or not decidable (the
 * inquiry failed, or an earlier partial refund makes "partly cancelled" say nothing about this one).
 */
function verdict(
  state: TransactionState,
  ledger: Ledger,
  payment: Payment,
): 'made' | 'notMade' | { undecided: string } {
  if (state.status === 'unknown') return { undecided: state.reason };
  const remainingAfter = (ledger.balanceBefore ?? payment.amount - payment.refundedAmount) - ledger.amount;
  const nothingRefundedBefore = payment.refundedAmount === 0;
  if (state.status === 'cancelled') return remainingAfter === 0 ? 'made' : { undecided: '전체 취소 상태' };
  if (state.status === 'approved')
    return nothingRefundedBefore ? 'notMade' : { undecided: '승인 상태이나 이전 부분 환불이 있음' };
  // Partly cancelled: this refund made it so only if nothing was refunded before and something remains.
  if (nothingRefundedBefore && remainingAfter > 0) return 'made';
  if (nothingRefundedBefore) return 'notMade';
  return { undecided: '부분 취소 상태 (이전 부분 환불과 구분할 수 없음)' };
}

/**
 * Settles refunds whose call lost its answer (quality bar 16: money in doubt is never guessed): the
 * provider is asked what became of the transaction. Made: recorded as done. Not made: refused, so its
 * owner may hand the request back. Undecidable: left in doubt, saying why, for a person to check in
 * the provider's back office. Answers how many were settled.
 */
export async function settleRefundsInDoubt(ctx: PaymentContext, now = new Date()): Promise<number> {
  const inDoubt = await ctx.db
    .select({ ledger: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, 'requesting'),
        lt(paymentRefunds.createdAt, new Date(now.getTime() - unansweredAfterMs)),
      ),
    )
    .limit(50);
  let settled = 0;
  for (const { ledger, payment } of inDoubt) {
    const state = payment.tid
      ? await ctx.gateway.inquire(payment.tid)
      : ({ status: 'unknown', reason: 'no tid' } as const);
    const outcome = verdict(state, ledger, payment);
    if (outcome === 'made' || outcome === 'notMade') {
      const made = outcome === 'made';
      const settledNow = made
        ? await recordRefundDone(ctx, ledger, payment, `${payment.tid} (조회로 확인)`.slice(0, 64))
        : (
            await ctx.db
              .update(paymentRefunds)
              .set({ status: 'refused', message: refundNotMadeMessage, doubt: null, finishedAt: now })
              .where(and(eq(paymentRefunds.id, ledger.id), eq(paymentRefunds.status, 'requesting')))
              .returning({ id: paymentRefunds.id })
          ).length > 0;
      if (!settledNow) continue;
      ctx.log.warn(
        { oid: payment.oid, refundKey: ledger.refundKey, made },
        'refund in doubt settled by inquiry',
      );
      await ctx.refundSettlements.of(ledger.refundKey)?.({
        ...eventOf(payment),
        refundKey: ledger.refundKey,
        made,
      });
      settled += 1;
    } else {
      const doubt =
        `결제사 조회로 확인하지 못했습니다 (${outcome.undecided}). 결제사 관리자 화면에서 확인해 주세요.`.slice(
          0,
          300,
        );
      if (ledger.doubt !== doubt) {
        await ctx.db.update(paymentRefunds).set({ doubt }).where(eq(paymentRefunds.id, ledger.id));
        ctx.log.error(
          { oid: payment.oid, refundKey: ledger.refundKey },
          'refund in doubt: a person must check',
        );
      }
    }
  }
  return settled;
}
