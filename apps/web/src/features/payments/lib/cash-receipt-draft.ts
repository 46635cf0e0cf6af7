import {
  type CashReceiptKind,
  type CashReceiptRequest,
  cashReceiptProblem,
  takesCashReceipt,
} from '@edu/shared';

/** What the payer picks for 현금영수증: none, or a kind with the number typed for it. */
export type CashReceiptDraft = { kind: CashReceiptKind | 'none'; number: string };

export const initialCashReceiptDraft: CashReceiptDraft = { kind: 'none', number: '' };

/** The input the cash-receipt number is typed into (focused when it is refused). */
export const cashReceiptNumberInputName = 'cashReceiptNumber';

/**
 * Why the choice cannot be sent (a Korean sentence), or undefined: checked only for a real-time
 * transfer or a virtual account, the methods it is issued for.
 */
export function cashReceiptDraftProblem(draft: CashReceiptDraft, method: string | null): string | undefined {
  if (!takesCashReceipt(method) || draft.kind === 'none') return undefined;
  return cashReceiptProblem(draft.kind, draft.number);
}

/** The request's `cashReceipt`, only when one is asked with a method it is issued for. */
export function cashReceiptRequestOf(
  draft: CashReceiptDraft,
  method: string | null,
): { cashReceipt?: CashReceiptRequest } {
  if (!takesCashReceipt(method) || draft.kind === 'none') return {};
  return { cashReceipt: { kind: draft.kind, identifier: draft.number.trim() } };
}
