import { type OrderDetail, orderPayMethodLabel } from '@edu/shared';
import { formatWon } from '@/lib/format-won';
import { cardCompanyOf, depositDeadline, isVirtualAccount } from '../lib/order-labels';
import { InfoList } from './info-list';

/**
 * How the order was paid: the amount and method, the card (company, number, approval) or the virtual
 * account (left out with `withAccount={false}` where the deposit notice already shows it).
 */
export function PaymentInfoList({
  order,
  withAccount = true,
}: {
  order: OrderDetail;
  withAccount?: boolean;
}) {
  const info = order.paymentInfo;
  const card = info && (info.card_Code || info.card_Num || info.applNum) ? info : null;
  const account = withAccount && info && isVirtualAccount(order) ? info : null;
  return (
    <InfoList
      items={[
        { label: '결제 금액', value: <strong>{formatWon(order.totalPaidAmount)}</strong> },
        { label: '결제 수단', value: orderPayMethodLabel(order.gopaymethod) },
        card && { label: '카드사', value: cardCompanyOf(card) },
        card?.card_Num ? { label: '카드 번호', value: card.card_Num } : null,
        card?.applNum ? { label: '승인 번호', value: card.applNum } : null,
        account && { label: '입금 은행', value: account.vactBankName ?? '-' },
        account && { label: '계좌번호', value: account.vact_Num ?? '-' },
        account && { label: '예금주', value: account.vact_Name ?? '-' },
        account && { label: '입금 기한', value: depositDeadline(account) ?? '-' },
      ]}
    />
  );
}
