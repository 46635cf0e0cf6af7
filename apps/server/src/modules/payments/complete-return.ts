import { payMethodLabels } from '@edu/shared';
import { and, eq } from 'drizzle-orm';
import { markForReview } from './mark-for-review';
import { eventOf, type PaymentContext } from './payment-context';
import type { Approval, PayDevice, PayMethod } from './payment-gateway.port';
import { PaymentRefused } from './payment-outcomes';
import { payments } from './payments.tables';

type Payment = typeof payments.$inferSelect;

/** The provider's success code as the result page expects it (spec §8: 0000 on PC, 00 on mobile). */
export const successCode = (device: string) => (device === 'pc' ? '0000' : '00');

/** Where the payer's browser goes after the return: the site's result page with the spec's query. */
export function resultPath(
  payment: Pick<Payment, 'donePath' | 'oid' | 'device' | 'status'>,
  code: string,
  message: string,
) {
  const query = new URLSearchParams({
    oid: payment.oid,
    payDevice: payment.device,
    resultCode: code,
    resultMsg: message,
  });
  return `${payment.donePath}?${query}`;
}

/** The result code of a payment still being approved, or left for a person: the page shows "결제 확인 중". */
export const checkingCode = 'CHECKING';
const checkingMessage = '결제 결과를 확인하고 있습니다.';

/** How long a repeated return waits for the first one's approval before answering "checking". */
const approvalWaitMs = 8_000;

/**
 * The result page address of a payment another return is handling, or has handled (a repeated or
 * replayed return changes nothing): one still being approved is waited for, so the payer never sees
 * a failure for a payment that succeeds a moment later.
 */
async function settledResultPath(ctx: PaymentContext, payment: Payment) {
  let current = payment;
  for (let waited = 0; current.status === 'approving' && waited < approvalWaitMs; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    [current = current] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
  }
  if (current.status === 'approving' || current.status === 'review')
    return resultPath(current, checkingCode, checkingMessage);
  const ok = current.status === 'paid' || current.status === 'waiting_deposit';
  return resultPath(
    current,
    ok ? successCode(current.device) : (current.resultCode ?? 'FAIL'),
    current.resultMessage ?? '',
  );
}

/** Marks a payment failed and tells its owner, in one transaction; only from the given status. */
export async function failPayment(
  ctx: PaymentContext,
  payment: Payment,
  from: string,
  code: string,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(payments)
      .set({
        status: 'failed',
        resultCode: code.slice(0, 20),
        resultMessage: reason.slice(0, 300),
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
      .returning({ id: payments.id });
    if (failed) await ctx.outcomes.of(payment.purpose).failed(tx, { ...eventOf(payment), reason });
  });
}

/**
 * Why the 확인 필요 desk should look at an approval paid another way than its window was opened for (the
 * payer left the KakaoPay window for a plain card or Naver Pay): the record follows the provider's
 * answer, and a person checks that the purchase, its receipt and the takings agree. Nothing when it matches.
 */
export function methodChangedAttention(asked: string, paid: PayMethod): string | undefined {
  if (asked === paid) return undefined;
  const askedLabel = Object.hasOwn(payMethodLabels, asked) ? payMethodLabels[asked as PayMethod] : asked;
  // Every method's label ends in a vowel, so 로 fits each.
  const paidLabel = payMethodLabels[paid];
  return `결제수단 변경: ${askedLabel} 결제창에서 ${paidLabel}로 결제되어 ${paidLabel}로 기록했습니다.`;
}

/**
 * Records an approval and the purchase's new state in one transaction. When that fails (the owner
 * refuses, the database is down) the approval is net-cancelled so no one pays for nothing; if even the
 * cancel fails the payment is left in `review` for the reconciliation job and a person.
 */
async function recordApproval(
  ctx: PaymentContext,
  payment: Payment,
  approval: Extract<Approval, { kind: 'approved' }>,
) {
  const handler = ctx.outcomes.of(payment.purpose);
  const event = { ...eventOf(payment), tid: approval.tid };
  try {
    const messageIds = await ctx.db.transaction(async (tx) => {
      const account = approval.virtualAccount;
      const receipt = approval.cashReceipt;
      // payment.method is still the attempt's: the window it opened.
      const attention = methodChangedAttention(payment.method, approval.method);
      await tx
        .update(payments)
        .set({
          status: account ? 'waiting_deposit' : 'paid',
          tid: approval.tid,
          method: approval.method,
          resultCode: successCode(payment.device),
          resultMessage: account ? '가상계좌가 발급되었습니다.' : '결제가 완료되었습니다.',
          raw: approval.raw,
          netCancel: null,
          updatedAt: new Date(),
          ...(attention && { attention, attentionAt: new Date() }),
          ...(account
            ? {
                vbankBankCode: account.bankCode,
                vbankBankName: account.bankName,
                vbankNumber: account.number,
                vbankHolder: account.holder,
                vbankDeadline: account.deadline,
              }
            : { paidAt: new Date() }),
          // A transfer's receipt is issued with the approval: kept like a deposit's (its kind as issued;
          // the masked number typed on our page only while it names the same kind).
          ...(receipt && {
            cashReceiptKind: receipt.kind,
            ...(payment.cashReceiptKind !== receipt.kind && { cashReceiptMaskedIdentifier: null }),
            cashReceiptApprovalNumber: receipt.approvalNumber,
            cashReceiptTid: receipt.tid,
            cashReceiptIssuedAt: receipt.issuedAt,
          }),
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'approving')));
      const outgoing = account
        ? await handler.awaitingDeposit(tx, { ...event, virtualAccount: account })
        : await handler.paid(tx, { ...event, method: approval.method });
      return ctx.messaging.enqueue(tx, outgoing);
    });
    await ctx.messaging.dispatch(messageIds);
    ctx.log.info(
      { oid: payment.oid, tid: approval.tid, method: approval.method, asked: payment.method },
      'payment approved',
    );
    return true;
  } catch (error) {
    ctx.log.error(
      { err: error, oid: payment.oid, tid: approval.tid },
      'approved payment could not be recorded: cancelling',
    );
    const cancelled = await approval.cancel();
    if (!cancelled) {
      await markForReview(ctx, payment, { tid: approval.tid, resultMessage: '승인 취소 실패: 확인 필요' });
      ctx.log.error({ oid: payment.oid, tid: approval.tid }, 'net cancel failed: payment needs review');
      return false;
    }
    // Only a handler's refusal is worded for the payer; anything else stays in the log.
    const [code, reason] =
      error instanceof PaymentRefused
        ? [error.resultCode, error.message]
        : ['CANCELLED', '결제를 완료하지 못해 승인을 취소했습니다.'];
    await failPayment(ctx, payment, 'approving', code, reason);
    return false;
  }
}

/**
 * Handles the payer's return from the provider's window (PC returnUrl or mobile P_NEXT_URL) and
 * answers the site path to send the browser to. Idempotent: a repeated or replayed return of a settled
 * payment changes nothing; a return for an unknown order is refused and logged.
 */
export async function completeReturn(
  ctx: PaymentContext,
  device: PayDevice,
  body: Record<string, string | undefined>,
): Promise<string> {
  const oid = device === 'pc' ? (body.orderNumber ?? body.merchantData) : (body.P_NOTI ?? body.P_OID);
  const [payment] = oid ? await ctx.db.select().from(payments).where(eq(payments.oid, oid)) : [];
  if (!payment || payment.device !== device) {
    ctx.log.warn({ oid, device }, 'payment return for an unknown order refused');
    return '/';
  }
  if (payment.status !== 'ready') {
    ctx.log.info({ oid, status: payment.status }, 'repeated payment return: nothing changed');
    return settledResultPath(ctx, payment);
  }

  const check = ctx.gateway.readReturn(device, body, {
    oid: payment.oid,
    amount: payment.amount,
    // Written by startPayment from a PayMethod: the window this attempt opened.
    method: payment.method as PayMethod,
  });
  if ('kind' in check) {
    if (check.kind === 'rejected') ctx.log.warn({ oid, reason: check.reason }, 'payment return rejected');
    const [code, message] =
      check.kind === 'declined'
        ? [check.code || 'FAIL', check.message]
        : ['REJECTED', '결제 정보가 올바르지 않습니다.'];
    await failPayment(ctx, payment, 'ready', code, message);
    return resultPath(payment, code, message);
  }

  // Claim the attempt before asking for approval, with what is needed to undo it: a second return, or
  // a crash after the approval, can then never approve twice or leave a charge without our record.
  const [claimed] = await ctx.db
    .update(payments)
    .set({ status: 'approving', netCancel: check.netCancel, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'ready')))
    .returning();
  if (!claimed) {
    const [current] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
    return current ? settledResultPath(ctx, current) : '/';
  }

  const approval = await check.approve();
  if (approval.kind === 'inDoubt') {
    ctx.log.error(
      { oid, reason: approval.reason },
      'approval neither confirmed nor undone: payment needs review',
    );
    await markForReview(ctx, claimed, { resultMessage: '결제 승인 여부 확인 필요' }, 'approving');
    return resultPath(claimed, checkingCode, checkingMessage);
  }
  if (approval.kind !== 'approved') {
    if (approval.kind === 'rejected')
      ctx.log.error({ oid, reason: approval.reason }, 'payment approval rejected and cancelled');
    const [code, message] =
      approval.kind === 'declined'
        ? [approval.code || 'FAIL', approval.message]
        : ['REJECTED', '결제 승인 정보가 올바르지 않아 취소되었습니다.'];
    await failPayment(ctx, claimed, 'approving', code, message);
    return resultPath(claimed, code, message);
  }
  const recorded = await recordApproval(ctx, claimed, approval);
  const [current] = await ctx.db.select().from(payments).where(eq(payments.id, payment.id));
  if (recorded || !current) return current ? settledResultPath(ctx, current) : '/';
  return resultPath(
    current,
    current.resultCode ?? 'FAIL',
    current.resultMessage ?? '결제를 완료하지 못했습니다.',
  );
}
