import { and, eq, inArray } from 'drizzle-orm';
import type { AuditActor } from '../../../platform/audit';
import { badRequest, conflict } from '../../../platform/http/app-error';
import { checkContentWithdrawalOnApproval } from './content-withdrawal-check';
import { finishRequest } from './finish-request';
import { amountToRefund, refundAccountOf } from './refund-amounts';
import {
  alreadyDecided,
  decidable,
  loadRequest,
  mallRefundKey,
  type RefundContext,
  undecidableMessage,
} from './refund-request';
import { mallRefunds } from './refunds.tables';

/**
 * An administrator approves a request: an exchange moves on; a return or cancellation refunds through
 * the payment provider first (partial or whole; to the buyer's account for a deposited virtual account),
 * under the request's ledger key, so two approvals at once or an approval repeated after a crash never
 * refund twice. Everything that can be judged here (the state, the amount against what is left of the
 * payment, the refund account a virtual account needs) is checked before anything changes, so such a
 * refusal leaves the request exactly as it was. The request is then claimed (REFUND_PAY_TRY) before the
 * provider is called. A refusal by the provider leaves it REFUND_PAY_FAIL with the reason, to approve
 * again; an unanswered refund stays in doubt until the provider's inquiry settles it.
 */
export async function approveRefund(
  ctx: RefundContext & { actor: AuditActor; refundId: number; amount?: number | undefined },
) {
  const { refund, order } = await loadRequest(ctx.db, ctx.refundId);
  const undecidable = undecidableMessage(refund.status);
  if (undecidable) throw conflict(undecidable);
  await checkContentWithdrawalOnApproval(ctx.db, order, refund);
  const amount = await amountToRefund(ctx.db, refund, order, ctx.amount);
  const account = order.payMethod === 'VBank' ? refundAccountOf(refund) : undefined;
  if (amount > 0 && order.payMethod === 'VBank' && !account)
    throw badRequest(
      '가상계좌 결제는 구매자의 환불 계좌(은행, 계좌번호, 예금주)가 있어야 환불할 수 있습니다. 신청을 거절하고 환불 계좌와 함께 다시 신청해 달라고 안내해 주세요.',
    );
  // Claimed with its amount before the provider is called: a repair after a crash knows what was asked.
  const [claimed] = await ctx.db
    .update(mallRefunds)
    .set({
      status: 'REFUND_PAY_TRY',
      refundAmount: amount,
      decidedBy: ctx.actor.memberIdx,
      decidedAt: new Date(),
      decisionNote: null,
    })
    .where(and(eq(mallRefunds.id, refund.id), inArray(mallRefunds.status, decidable)))
    .returning();
  // Another administrator moved it meanwhile.
  if (!claimed) throw conflict(alreadyDecided);
  if (claimed.refundType === 'EXCHANGE') {
    await finishRequest(ctx, claimed, order, ctx.actor, 0);
    return { status: 'REFUND_EXCHANGE', amount: 0 };
  }
  const handBack = async (note: string) => {
    await ctx.db
      .update(mallRefunds)
      .set({ status: 'REFUND_PAY_FAIL', decisionNote: note.slice(0, 300), updatedAt: new Date() })
      .where(and(eq(mallRefunds.id, claimed.id), eq(mallRefunds.status, 'REFUND_PAY_TRY')));
  };
  if (amount > 0) {
    const result = await ctx.payments.refund({
      key: mallRefundKey(claimed.id),
      purpose: 'mall',
      referenceIdx: order.id,
      amount,
      reason: `콘텐츠몰 ${claimed.refundType === 'CANCEL' ? '취소' : '반품'} (신청 ${claimed.id})`,
      ...(account && { refundAccount: account }),
    });
    if (!result.ok && result.inDoubt) {
      ctx.log.warn({ refundId: claimed.id }, 'mall refund in doubt: left for the provider inquiry');
      throw conflict(result.message);
    }
    if (!result.ok) {
      await handBack(result.message);
      throw badRequest(`환불하지 못했습니다: ${result.message}`);
    }
  }
  await finishRequest(ctx, claimed, order, ctx.actor, amount);
  return { status: 'REFUND_PAID', amount };
}
