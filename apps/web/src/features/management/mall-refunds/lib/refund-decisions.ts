import { groupDigits } from '@edu/shared';
import { formatWon } from '../../../../lib/format-won';

/** The kinds of request (the shared RefundType): an exchange gives no money back. */
export type RefundKind = 'EXCHANGE' | 'PAYBACK' | 'CANCEL';

export type RefundAction = 'approve' | 'deny' | 'receive';

/** States the server lets an administrator decide from: waiting, or a refund the provider refused (to try again). */
const decidableStates = ['REFUND_REQUESTED', 'REFUND_PAY_FAIL'];

/** States whose goods are on their way back: a refunded return or cancellation, an approved exchange. */
const receivableStates = ['REFUND_PAID', 'REFUND_EXCHANGE'];

/**
 * What an administrator may do with a request in this state: approve or deny a waiting one, mark the
 * goods sent back received (a return's stock comes back; an exchange is done), or nothing.
 */
export const refundActionsOf = (status: string): RefundAction[] =>
  decidableStates.includes(status)
    ? ['approve', 'deny']
    : receivableStates.includes(status)
      ? ['receive']
      : [];

/** Returns and cancellations give money back, so their approval may name the amount; an exchange has none. */
export const takesAmount = (kind: RefundKind): boolean => kind !== 'EXCHANGE';

/** The server takes 1 to 100,000,000 won. */
export const maxRefundAmount = 100_000_000;

export const decisionMessages = {
  amountInvalid: `환불 금액은 1원부터 ${formatWon(maxRefundAmount)}까지 숫자로 입력해 주세요.`,
  amountHint: '비우면 신청 상품 금액(전체 신청은 배송비 포함)으로 환불합니다.',
  suggestedHint:
    '신청 상품 금액(전체 신청은 배송비 포함)이 입력되어 있습니다. 다른 금액을 환불하려면 고쳐 주세요.',
  reasonRequired: '거절 사유를 입력해 주세요.',
  reasonTooLong: '거절 사유는 300자까지 입력해 주세요.',
  denied: '신청이 거절되었습니다. 구매자에게 사유가 안내됩니다.',
  receiveConfirm: '반품 상품을 회수했습니까? 회수 완료로 처리하면 재고가 복구됩니다.',
  received: '회수 완료로 처리했습니다. 재고가 복구되었습니다.',
  exchangeConfirm: '교환 상품을 회수하고 새 상품을 보냈습니까? 교환 완료로 처리하면 구매자에게 안내됩니다.',
  exchanged: '교환 완료로 처리했습니다.',
} as const;

export const denyReasonMax = 300;

/** What the amount box opens with: the refund the server suggests ("12,000"), or empty when it has none. */
export const approveAmountText = (suggested: number | null): string =>
  suggested === null ? '' : groupDigits(suggested);

/** The body of POST …/approve: `amount` only when one was typed (none = the server's default). */
export type ApproveBody = { amount?: number };

export type ApproveRequest =
  | { ok: true; body: ApproveBody; amount: number | null }
  | { ok: false; problem: string };

/**
 * The approval the amount box asks for. Empty means the server's default; "12,000", "12000원" or
 * "12 000" mean 12000; zero, fractions, signs and anything over the server's limit are refused here.
 * An exchange never sends an amount, whatever the box says.
 */
export function approveRequestOf(kind: RefundKind, amountText: string): ApproveRequest {
  if (!takesAmount(kind)) return { ok: true, body: {}, amount: null };
  const bare = amountText.replace(/[\s,]/g, '').replace(/원$/, '');
  if (!bare) return { ok: true, body: {}, amount: null };
  if (!/^\d{1,9}$/.test(bare)) return { ok: false, problem: decisionMessages.amountInvalid };
  const amount = Number(bare);
  if (amount < 1 || amount > maxRefundAmount) return { ok: false, problem: decisionMessages.amountInvalid };
  return { ok: true, body: { amount }, amount };
}

/** The question asked before an approval is sent, naming the money that will go back. */
export function approveConfirmText(kind: RefundKind, oid: string, amount: number | null): string {
  if (!takesAmount(kind)) return '교환 신청을 승인하시겠습니까?';
  return `${oid} 신청을 승인하고 ${amount === null ? '신청 상품 금액' : formatWon(amount)}을 환불하시겠습니까?`;
}

/** What is said once an approval went through, from the server's answer {status, amount}. */
export function approvedMessage(answer: { status: string; amount: number }): string {
  if (answer.status === 'REFUND_EXCHANGE') return '교환 신청이 승인되었습니다.';
  if (answer.amount > 0) return `승인되었습니다. ${formatWon(answer.amount)}이 환불되었습니다.`;
  return '승인되었습니다.';
}

export type DenyRequest = { ok: true; body: { reason: string } } | { ok: false; problem: string };

/** The body of POST …/deny: the reason, trimmed, 1 to 300 characters. */
export function denyRequestOf(reasonText: string): DenyRequest {
  const reason = reasonText.trim();
  if (!reason) return { ok: false, problem: decisionMessages.reasonRequired };
  if (reason.length > denyReasonMax) return { ok: false, problem: decisionMessages.reasonTooLong };
  return { ok: true, body: { reason } };
}
