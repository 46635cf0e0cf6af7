import { and, eq } from 'drizzle-orm';
import { eventOf, type PaymentContext } from './complete-return';
import { PaymentRefused } from './payment-outcomes';
import { payments } from './payments.tables';

/**
 * Handles the provider's virtual-account notice and answers exactly what the provider expects: `OK`
 * once the deposit is recorded (or was already, or the notice needs nothing), anything else to have it
 * resent. A notice from elsewhere, for another merchant, another account or another amount changes
 * nothing and is logged.
 */
export async function recordDeposit(
  ctx: PaymentContext,
  body: Record<string, string | undefined>,
  sourceIp: string,
): Promise<'OK' | 'FAIL'> {
  const notice = ctx.gateway.readNotice(body, sourceIp);
  if (notice.kind === 'untrusted') {
    ctx.log.warn({ sourceIp, reason: notice.reason }, 'payment notice refused');
    return 'FAIL';
  }
  if (notice.kind === 'ignore') return 'OK';
  const { deposit } = notice;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.tid, deposit.tid));
  if (!payment || payment.oid !== deposit.oid) {
    ctx.log.warn({ tid: deposit.tid, oid: deposit.oid }, 'deposit notice for an unknown transaction');
    return 'FAIL';
  }
  if (payment.status === 'paid') return 'OK'; // a resent notice: recorded already
  if (payment.status !== 'waiting_deposit') {
    ctx.log.error(
      { oid: payment.oid, status: payment.status },
      'deposit notice for a payment not waiting for one',
    );
    return 'OK';
  }
  if (
    deposit.amount !== payment.amount ||
    (deposit.accountNumber && deposit.accountNumber !== payment.vbankNumber)
  ) {
    // Resending cannot fix it: acknowledged, left for a person, and the purchase stays unpaid.
    ctx.log.error(
      { oid: payment.oid, amount: deposit.amount, expected: payment.amount },
      'deposit does not match the issued account',
    );
    await ctx.db
      .update(payments)
      .set({ resultMessage: `입금 내역 불일치 (${deposit.amount}원): 확인 필요`, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return 'OK';
  }

  try {
    const messageIds = await ctx.db.transaction(async (tx) => {
      const [paid] = await tx
        .update(payments)
        .set({
          status: 'paid',
          paidAt: new Date(),
          resultMessage: '입금이 확인되었습니다.',
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'waiting_deposit')))
        .returning({ id: payments.id });
      if (!paid) return [];
      const outgoing = await ctx.outcomes.of(payment.purpose).paid(tx, {
        ...eventOf(payment),
        tid: deposit.tid,
        method: 'VBank',
      });
      return ctx.messaging.enqueue(tx, outgoing);
    });
    await ctx.messaging.dispatch(messageIds);
    ctx.log.info({ oid: payment.oid, tid: deposit.tid }, 'deposit recorded');
    return 'OK';
  } catch (error) {
    // A passing failure (database unreachable): the provider resends and the notice is applied then.
    if (!(error instanceof PaymentRefused)) {
      ctx.log.error({ err: error, oid: payment.oid }, 'deposit not recorded: asking for a resend');
      return 'FAIL';
    }
    // The money is in but the purchase refused it: kept for a person to refund; the provider stops resending.
    ctx.log.error({ err: error, oid: payment.oid }, 'deposit could not be applied: payment needs review');
    await ctx.db
      .update(payments)
      .set({ status: 'review', resultMessage: '입금 반영 실패: 환불 확인 필요', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return 'OK';
  }
}
