/** A refund account as the payments module takes it. */
export type RefundAccount = { bankCode: string; number: string; holder: string };

/** The three refund-account fields as the cancel and move forms send them (already trimmed by zod or not). */
type TypedAccount = {
  refundBankCode?: string | null | undefined;
  refundAccountNumber?: string | null | undefined;
  refundAccountHolder?: string | null | undefined;
};

/** The three refund-account columns of a cancel request or a move (`refundAccountColumns`). */
type StoredAccount = {
  refundBankCode: string | null;
  refundAccountNumber: string | null;
  refundAccountHolder: string | null;
};

const filled = (value: string | null | undefined) => value?.trim() || null;

/** The first part of a typed account left empty, in the form's order, or null when all are there. */
export function missingRefundAccountPart(typed: TypedAccount): keyof TypedAccount | null {
  if (!filled(typed.refundBankCode)) return 'refundBankCode';
  if (!filled(typed.refundAccountNumber)) return 'refundAccountNumber';
  if (!filled(typed.refundAccountHolder)) return 'refundAccountHolder';
  return null;
}

/**
 * The columns to store for a typed account: trimmed when a deposit is refunded to it, all null otherwise
 * (a card refund goes back to the card, so an account typed anyway is not kept).
 */
export function refundAccountColumnsOf(typed: TypedAccount, byDeposit: boolean): StoredAccount {
  return {
    refundBankCode: byDeposit ? filled(typed.refundBankCode) : null,
    refundAccountNumber: byDeposit ? filled(typed.refundAccountNumber) : null,
    refundAccountHolder: byDeposit ? filled(typed.refundAccountHolder) : null,
  };
}

/** The stored account as the payments module's refund takes it, or undefined when none was kept. */
export function refundAccountOfRow(row: StoredAccount): RefundAccount | undefined {
  return row.refundBankCode && row.refundAccountNumber && row.refundAccountHolder
    ? { bankCode: row.refundBankCode, number: row.refundAccountNumber, holder: row.refundAccountHolder }
    : undefined;
}
