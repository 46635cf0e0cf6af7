import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { PaymentContext } from './payment-context';
import type { PayMethod, RefundResult } from './payment-gateway.port';
import { paymentRefunds, payments } from './payments.tables';

/** What became of the refund asked under a key: `requesting` means a crash cut it off and nobody knows. */
export type RefundState = 'requesting' | 'done' | 'refused';

export const refundInDoubtMessage =
  '이전 환불 요청의 결과를 확인할 수 없습니다. 결제사 관리자 화면에서 환불 여부를 확인해 주세요.';

/** Said when the provider did not answer a refund: it is asked about it (inquiry) before anything else. */
export const refundUnansweredMessage =
  '결제사가 환불 요청에 응답하지 않아 결과를 확인하는 중입니다. 결제사 조회로 확인되면 자동으로 처리됩니다.';

type Ledger = typeof paymentRefunds.$inferSelect;
type Payment = typeof payments.$inferSelect;

/** A refund the provider made: the ledger row done and the payment's balance down, together. */
export async function recordRefundDone(
  ctx: Pick<PaymentContext, 'db'>,
  ledger: Pick<Ledger, 'id' | 'amount'>,
  payment: Pick<Payment, 'id' | 'amount'>,
  refundTid: string,
  /** More to write in the same transaction (a person's resolution: its audit line). */
  alongside?: (tx: Db) => Promise<void>,
): Promise<boolean> {
  const finishedAt = new Date();
  return ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(paymentRefunds)
      .set({ status: 'done', refundTid, doubt: null, finishedAt })
      .where(and(eq(paymentRefunds.id, ledger.id), eq(paymentRefunds.status, 'requesting')))
      .returning({ id: paymentRefunds.id });
    if (!done) return false;
    await alongside?.(tx);
    await tx
      .update(payments)
      .set({
        refundedAmount: sql`${payments.refundedAmount} + ${ledger.amount}`,
        status: sql`case when ${payments.refundedAmount} + ${ledger.amount} >= ${payments.amount} then 'refunded' else 'partially_refunded' end`,
        updatedAt: finishedAt,
      })
      .where(eq(payments.id, payment.id));
    return true;
  });
}

/**
 * Gives back part or all of what was paid for a purchase, through the provider. The balance the
 * provider is told remains is computed from what was refunded before, so repeated partial refunds add
 * up. The refund is written to the ledger under `key` before the provider is asked: the same key never
 * refunds twice (a done refund answers its result again), and one cut off mid-call is reported in
 * doubt rather than asked again. A refusal by the provider changes nothing and answers its reason.
 */
export async function refundPayment(
  ctx: PaymentContext,
  options: {
    /** The caller's idempotency key, e.g. `cancel:12`. */
    key: string;
    purpose: string;
    referenceIdx: number;
    amount: number;
    reason: string;
    refundAccount?: { bankCode: string; number: string; holder: string };
  },
): Promise<RefundResult> {
  const [earlier] = await ctx.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.refundKey, options.key));
  if (earlier?.status === 'done') return { ok: true, refundTid: earlier.refundTid ?? '' };
  if (earlier?.status === 'requesting')
    return { ok: false, inDoubt: true, code: 'IN_DOUBT', message: refundInDoubtMessage };

  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, options.purpose),
        eq(payments.referenceIdx, options.referenceIdx),
        inArray(payments.status, ['paid', 'partially_refunded']),
      ),
    );
  if (!payment?.tid) return { ok: false, code: 'NOT_PAID', message: '환불할 결제가 없습니다.' };
  const balance = payment.amount - payment.refundedAmount;
  if (!(options.amount > 0) || options.amount > balance)
    return { ok: false, code: 'AMOUNT', message: `환불 금액이 결제 잔액(${balance}원)을 넘습니다.` };

  // Claim the key: a refused refund may be asked again; a concurrent claim loses and is in doubt.
  const claimed = earlier
    ? await ctx.db
        .update(paymentRefunds)
        .set({
          status: 'requesting',
          amount: options.amount,
          balanceBefore: balance,
          message: null,
          doubt: null,
          createdAt: new Date(),
        })
        .where(and(eq(paymentRefunds.id, earlier.id), eq(paymentRefunds.status, 'refused')))
        .returning({ id: paymentRefunds.id })
    : await ctx.db
        .insert(paymentRefunds)
        .values({
          paymentId: payment.id,
          refundKey: options.key,
          amount: options.amount,
          balanceBefore: balance,
        })
        .onConflictDoNothing()
        .returning({ id: paymentRefunds.id });
  const ledgerId = claimed[0]?.id;
  if (ledgerId === undefined)
    return { ok: false, inDoubt: true, code: 'IN_DOUBT', message: refundInDoubtMessage };

  const result = await ctx.gateway.refund({
    tid: payment.tid,
    method: payment.method as PayMethod,
    amount: options.amount,
    remainingAfter: balance - options.amount,
    refundedBefore: payment.refundedAmount,
    reason: options.reason,
    ...(options.refundAccount && { refundAccount: options.refundAccount }),
  });
  if (!result.ok && result.inDoubt) {
    // The money may have gone back: the row stays `requesting` and the repair job asks the provider.
    await ctx.db
      .update(paymentRefunds)
      .set({ doubt: `${result.code}: ${result.message}`.slice(0, 300) })
      .where(eq(paymentRefunds.id, ledgerId));
    ctx.log.error(
      { oid: payment.oid, code: result.code },
      'refund unanswered: in doubt until the provider says',
    );
    return { ok: false, inDoubt: true, code: 'IN_DOUBT', message: refundUnansweredMessage };
  }
  if (!result.ok) {
    await ctx.db
      .update(paymentRefunds)
      .set({
        status: 'refused',
        message: `${result.code}: ${result.message}`.slice(0, 300),
        finishedAt: new Date(),
      })
      .where(eq(paymentRefunds.id, ledgerId));
    ctx.log.warn(
      { oid: payment.oid, code: result.code, message: result.message },
      'refund refused by the provider',
    );
    return result;
  }
  const cancel = result.cashReceiptCancel;
  await recordRefundDone(
    ctx,
    { id: ledgerId, amount: options.amount },
    payment,
    result.refundTid,
    // The provider cancels the cash receipt with the refund, in proportion: what it said is kept.
    cancel &&
      (async (tx) => {
        await tx
          .update(payments)
          .set({
            cashReceiptCancelledAmount: sql`${payments.cashReceiptCancelledAmount} + ${cancel.amount ?? options.amount}`,
            ...(cancel.number && { cashReceiptCancelNumber: cancel.number }),
          })
          .where(eq(payments.id, payment.id));
      }),
  );
  ctx.log.info({ oid: payment.oid, amount: options.amount, refundTid: result.refundTid }, 'payment refunded');
  return result;
}

/** The state of the refund asked under `key`, or null when none was asked. */
export async function refundState(ctx: Pick<PaymentContext, 'db'>, key: string): Promise<RefundState | null> {
  const [row] = await ctx.db
    .select({ status: paymentRefunds.status })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.refundKey, key));
  return (row?.status as RefundState | undefined) ?? null;
}
