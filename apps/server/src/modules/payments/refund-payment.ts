import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentContext } from './complete-return';
import type { RefundResult } from './payment-gateway.port';
import { payments } from './payments.tables';

/**
 * Gives back part or all of what was paid for a purchase, through the provider. The balance the
 * provider is told remains is computed from what was refunded before, so repeated partial refunds add
 * up. A refusal by the provider changes nothing here and answers its reason.
 */
export async function refundPayment(
  ctx: PaymentContext,
  options: {
    purpose: string;
    referenceIdx: number;
    amount: number;
    reason: string;
    refundAccount?: { bankCode: string; number: string; holder: string };
  },
): Promise<RefundResult> {
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

  const result = await ctx.gateway.refund({
    tid: payment.tid,
    method: payment.method as 'Card' | 'DirectBank' | 'VBank',
    amount: options.amount,
    remainingAfter: balance - options.amount,
    reason: options.reason,
    ...(options.refundAccount && { refundAccount: options.refundAccount }),
  });
  if (!result.ok) {
    ctx.log.warn(
      { oid: payment.oid, code: result.code, message: result.message },
      'refund refused by the provider',
    );
    return result;
  }
  await ctx.db
    .update(payments)
    .set({
      refundedAmount: sql`${payments.refundedAmount} + ${options.amount}`,
      status: balance - options.amount === 0 ? 'refunded' : 'partially_refunded',
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  ctx.log.info({ oid: payment.oid, amount: options.amount, refundTid: result.refundTid }, 'payment refunded');
  return result;
}
