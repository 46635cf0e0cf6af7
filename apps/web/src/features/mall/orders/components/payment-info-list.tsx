import { type OrderDetail, orderPayMethodLabel } from '@edu/shared';
import { CashReceiptSummary } from '@/features/payments';
import { formatWon } from '@/lib/format-won';
import { cardCompanyOf, cardQuotaText, paymentKindOf } from '../lib/order-labels';
import { AccountNumber } from './account-number';
import { DepositDeadline } from './deposit-deadline';
import { type InfoItem, InfoList } from './info-list';

type PaymentInfo = NonNullable<OrderDetail['paymentInfo']>;

/** The rows of the method the order was paid by: a card's, a transfer's bank, or the virtual account. */
function methodRows(order: OrderDetail, info: PaymentInfo, withAccount: boolean): (InfoItem | null)[] {
  const kind = paymentKindOf(order.gopaymethod);
  if (kind === 'card')
    return [
      { label: '카드사', value: cardCompanyOf(info) },
      info.card_Num ? { label: '카드 번호', value: info.card_Num } : null,
      { label: '할부', value: cardQuotaText(info.card_Quota) },
      info.applNum ? { label: '승인 번호', value: info.applNum } : null,
    ];
  if (kind === 'transfer') return [info.acctBankName ? { label: '은행', value: info.acctBankName } : null];
  if (kind === 'account' && withAccount)
    return [
      { label: '입금 은행', value: info.vactBankName ?? '-' },
      { label: '계좌번호', value: <AccountNumber number={info.vact_Num} /> },
      { label: '예금주', value: info.vact_Name ?? '-' },
      { label: '입금 기한', value: <DepositDeadline info={info} /> },
    ];
  return [];
}

/**
 * How the order was paid: the amount and method, then only the rows of that method — the card (company,
 * number, instalments, approval), the bank of a transfer, or the virtual account (left out with
 * `withAccount={false}` where the deposit notice already shows it) — the 현금영수증 asked for, and what
 * refunds gave back.
 */
export function PaymentInfoList({
  order,
  withAccount = true,
}: {
  order: OrderDetail;
  withAccount?: boolean;
}) {
  const info = order.paymentInfo;
  return (
    <InfoList
      items={[
        { label: '결제 금액', value: <strong>{formatWon(order.totalPaidAmount)}</strong> },
        { label: '결제 수단', value: orderPayMethodLabel(order.gopaymethod) },
        ...(info ? methodRows(order, info, withAccount) : []),
        order.cashReceipt && {
          label: '현금영수증',
          value: <CashReceiptSummary receipt={order.cashReceipt} />,
        },
        order.refundedAmount > 0 && {
          label: '환불 금액',
          value: <span className="text-red-700">-{formatWon(order.refundedAmount)}</span>,
        },
        order.refundedAmount > 0 && {
          label: '환불 후 결제 금액',
          value: <strong>{formatWon(order.remainingPaidAmount)}</strong>,
        },
      ]}
    />
  );
}
