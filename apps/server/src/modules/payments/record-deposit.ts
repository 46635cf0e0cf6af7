import { and, eq } from 'drizzle-orm';
import { markForReview } from './mark-for-review';
import { eventOf, type PaymentContext } from './payment-context';
import type { Deposit } from './payment-gateway.port';
import { PaymentRefused } from './payment-outcomes';
import { payments } from './payments.tables';

type Payment = typeof payments.$inferSelect;

const won = (amount: number) => `${Number.isFinite(amount) ? amount.toLocaleString('ko-KR') : '?'}원`;

/**
 * The payment a notice names: by the approval TID of the account, and only if the order id agrees.
 * A notice naming a transaction we never issued finds nothing.
 */
async function paymentOfNotice(ctx: PaymentContext, deposit: Deposit): Promise<Payment | undefined> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.tid, deposit.approvalTid));
  return payment && payment.oid === deposit.oid ? payment : undefined;
}

/** Marks a payment for a person, once per reason, with an audit row in the same transaction. */
async function flagForPerson(ctx: PaymentContext, payment: Payment, attention: string, action: string) {
  if (payment.attention === attention) return;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({ attention: attention.slice(0, 300), attentionAt: new Date(), updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    await ctx.audit(tx, {
      action,
      target: `payment:${payment.oid}`,
      summary: `${payment.goodName} (${payment.oid}): ${attention}`.slice(0, 300),
      details: { paymentId: payment.id, purpose: payment.purpose, referenceIdx: payment.referenceIdx },
    });
  });
}

/**
 * Money that arrived after the deadline lapsed the purchase (issue 31: it was acknowledged and dropped).
 * It is not applied — the seats or stock may be gone — but left on the 확인 필요 desk (status `review`,
 * the deposit's id kept, audited): a person revives the purchase ('결제됨으로 확정', which takes its
 * seats or stock again if they are still there) or refunds the payer at the provider ('승인 안 됨으로
 * 확정'). A resent notice finds the payment in review and changes nothing.
 */
async function holdLateDeposit(ctx: PaymentContext, payment: Payment, deposit: Deposit) {
  ctx.log.error({ oid: payment.oid, amount: deposit.amount }, 'deposit after the account expired');
  const otherAmount = deposit.amount === payment.amount ? '' : ` (결제 금액 ${won(payment.amount)}과 다름)`;
  const note =
    `입금 기한이 지난 뒤 ${won(deposit.amount)}이 입금되었습니다${otherAmount}. 주문을 되살리려면 ` +
    `'결제됨으로 확정'을, 입금자에게 환불했다면 '승인 안 됨으로 확정'을 눌러 주세요.`;
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .update(payments)
      .set({
        status: 'review',
        depositTid: deposit.depositTid,
        resultMessage: note.slice(0, 300),
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'expired')))
      .returning({ id: payments.id });
    if (!held) return;
    await ctx.audit(tx, {
      action: 'payment.deposit_late',
      target: `payment:${payment.oid}`,
      summary: `${payment.goodName} (${payment.oid}): 기한 후 입금 ${won(deposit.amount)}`.slice(0, 300),
      details: { paymentId: payment.id, purpose: payment.purpose, depositTid: deposit.depositTid },
    });
  });
}

/**
 * Handles the provider's virtual-account notice and answers exactly what the provider expects: `OK`
 * once the deposit is recorded (or was already, or the notice needs nothing more from us), `FAIL` to
 * have it resent. A notice from elsewhere, for another merchant or for a transaction we never issued
 * is refused. A deposit of another amount or into another account, a deposit the bank cancelled after
 * the purchase was paid, and a deposit after the account expired change no purchase: the payment is
 * left for a person.
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
  if (notice.kind === 'ignore') {
    ctx.log.info({ reason: notice.reason }, 'payment notice acknowledged, nothing to do');
    return 'OK';
  }
  // An escrow status notice belongs to its own URL (escrow.ts): refused here.
  if (notice.kind === 'escrow') {
    ctx.log.warn({ sourceIp, tid: notice.escrow.tid }, 'escrow notice sent to the deposit URL');
    return 'FAIL';
  }
  const { deposit } = notice;
  const payment = await paymentOfNotice(ctx, deposit);
  if (!payment) {
    ctx.log.warn(
      { tid: deposit.approvalTid, oid: deposit.oid, sourceIp },
      'deposit notice for a transaction we never issued',
    );
    return 'FAIL';
  }

  if (notice.kind === 'depositCancelled') {
    if (payment.status === 'waiting_deposit') {
      // Nothing was recorded as paid: the account keeps waiting for a deposit until its deadline.
      ctx.log.warn({ oid: payment.oid }, 'deposit cancelled by the bank before it was recorded');
      return 'OK';
    }
    ctx.log.error(
      { oid: payment.oid, status: payment.status },
      'deposit cancelled by the bank after payment',
    );
    await flagForPerson(
      ctx,
      payment,
      `은행이 입금을 취소했습니다 (${won(deposit.amount)}, ${deposit.depositTid}). 입금 여부를 확인해 주세요.`,
      'payment.deposit_cancelled',
    );
    return 'OK';
  }

  if (payment.status === 'paid') return 'OK'; // a resent notice: recorded already
  if (payment.status === 'expired') {
    await holdLateDeposit(ctx, payment, deposit);
    return 'OK';
  }
  if (payment.status !== 'waiting_deposit') {
    ctx.log.error(
      { oid: payment.oid, status: payment.status },
      'deposit notice for a payment not waiting for one',
    );
    return 'OK';
  }
  const wrongAccount = deposit.accountNumber !== '' && deposit.accountNumber !== payment.vbankNumber;
  if (deposit.amount !== payment.amount || wrongAccount) {
    // Resending cannot fix it: acknowledged, left for a person, and the purchase stays unpaid.
    ctx.log.error(
      { oid: payment.oid, amount: deposit.amount, expected: payment.amount, wrongAccount },
      'deposit does not match the issued account',
    );
    await flagForPerson(
      ctx,
      payment,
      wrongAccount
        ? `발급하지 않은 계좌(${deposit.accountNumber})로 입금 통보가 왔습니다 (${won(deposit.amount)}). 확인해 주세요.`
        : `입금액(${won(deposit.amount)})이 결제 금액(${won(payment.amount)})과 다릅니다. 확인해 주세요.`,
      'payment.deposit_mismatch',
    );
    return 'OK';
  }

  try {
    const messageIds = await ctx.db.transaction(async (tx) => {
      const [paid] = await tx
        .update(payments)
        .set({
          status: 'paid',
          paidAt: new Date(),
          depositTid: deposit.depositTid,
          ...(deposit.cashReceipt && {
            cashReceiptApprovalNumber: deposit.cashReceipt.approvalNumber,
            cashReceiptTid: deposit.cashReceipt.tid,
            cashReceiptIssuedAt: deposit.cashReceipt.issuedAt,
          }),
          resultMessage: '입금이 확인되었습니다.',
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'waiting_deposit')))
        .returning({ id: payments.id });
      if (!paid) return [];
      const outgoing = await ctx.outcomes.of(payment.purpose).paid(tx, {
        ...eventOf(payment),
        tid: deposit.approvalTid,
        method: 'VBank',
      });
      return ctx.messaging.enqueue(tx, outgoing);
    });
    await ctx.messaging.dispatch(messageIds);
    ctx.log.info({ oid: payment.oid, depositTid: deposit.depositTid }, 'deposit recorded');
    return 'OK';
  } catch (error) {
    // A passing failure (database unreachable): the provider resends and the notice is applied then.
    if (!(error instanceof PaymentRefused)) {
      ctx.log.error({ err: error, oid: payment.oid }, 'deposit not recorded: asking for a resend');
      return 'FAIL';
    }
    // The money is in but the purchase refused it: kept for a person to refund; the provider stops resending.
    ctx.log.error({ err: error, oid: payment.oid }, 'deposit could not be applied: payment needs review');
    await markForReview(ctx, payment, { resultMessage: '입금 반영 실패: 환불 확인 필요' });
    return 'OK';
  }
}
