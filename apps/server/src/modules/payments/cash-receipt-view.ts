import type { CashReceipt, CashReceiptKind } from '@edu/shared';
import type { PaymentGateway } from './payment-gateway.port';
import type { payments } from './payments.tables';

type CashReceiptColumns = Pick<
  typeof payments.$inferSelect,
  | 'method'
  | 'cashReceiptKind'
  | 'cashReceiptMaskedIdentifier'
  | 'cashReceiptApprovalNumber'
  | 'cashReceiptTid'
  | 'cashReceiptIssuedAt'
  | 'cashReceiptCancelledAmount'
>;

/**
 * A payment's cash receipt as its buyer sees it: asked for (kind and masked number), and once the
 * provider issued it (with a virtual account's deposit, or with a transfer's approval), its approval
 * number when the provider named one, its time and the provider's page of it.
 * Null when none was asked.
 */
export function cashReceiptView(
  gateway: Pick<PaymentGateway, 'cashReceiptUrl'>,
  row: CashReceiptColumns,
): CashReceipt | null {
  if (row.cashReceiptKind !== 'deduction' && row.cashReceiptKind !== 'proof') return null;
  return {
    kind: row.cashReceiptKind satisfies CashReceiptKind,
    maskedIdentifier: row.cashReceiptMaskedIdentifier ?? '',
    approvalNumber: row.cashReceiptApprovalNumber,
    issuedAt: row.cashReceiptIssuedAt?.toISOString() ?? null,
    url: row.cashReceiptTid ? gateway.cashReceiptUrl(row.cashReceiptTid) : null,
    cancelledAmount: row.cashReceiptCancelledAmount,
    // A virtual account's receipt comes with the deposit; a transfer's came with its approval or not at all.
    awaitsDeposit: !row.cashReceiptIssuedAt && row.method === 'VBank',
  };
}
