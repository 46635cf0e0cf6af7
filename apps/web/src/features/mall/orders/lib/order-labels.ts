import {
  cardCompanyName,
  type DeliveryStatus,
  deliveryStatusLabels,
  isEasyPay,
  type OrderDetail,
  type OrderStatus,
  orderStatusLabels,
  payMethodLabels,
} from '@edu/shared';

/** A payment of which part was given back (the payment history's own state; an order has none such). */
export const partlyRefundedStatus = 'PART_REFUNDED';

/** An order status in Korean; a status this page does not know is shown as it is. */
export const orderStatusText = (status: string): string =>
  status === partlyRefundedStatus ? '부분 환불' : (orderStatusLabels[status as OrderStatus] ?? status);

/** A product's delivery status in Korean; an unknown one as it is. */
export const deliveryStatusText = (status: string): string =>
  deliveryStatusLabels[status as DeliveryStatus] ?? status;

/** Spec §4: a failed payment is shown in red, a done order in grey, everything else in the usual colour. */
export function orderStatusTone(status: string): 'failed' | 'done' | 'normal' {
  if (status === 'PAY_FAIL') return 'failed';
  if (status === 'ORDER_DONE') return 'done';
  return 'normal';
}

type OptionLine = OrderDetail['deliveryList'][number]['orderProductList'][number]['optionList'][number];

/** An ordered option line as "색상: 빨강 / 크기: L"; a line without details is left empty. */
export const optionLineText = (option: Pick<OptionLine, 'infoDetailList'>): string =>
  option.infoDetailList
    .map(({ optionName, elementName }) => (optionName ? `${optionName}: ${elementName}` : elementName))
    .join(' / ');

type PaymentInfo = NonNullable<OrderDetail['paymentInfo']>;

/** The card company's Korean name: the server's, else looked up by its code (spec §4). */
export const cardCompanyOf = (info: PaymentInfo): string => info.cardName || cardCompanyName(info.card_Code);

/** The virtual account's deposit deadline "yyyy.mm.dd hh:mm:ss" as the server writes it, or null. */
export function depositDeadline(info: PaymentInfo): string | null {
  const parts = [info.vact_Date, info.vact_Time].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A card's instalments as the payer chose them: 00 (or none) is 일시불, 03 is 3개월. */
export function cardQuotaText(quota: string | null): string {
  const months = Number(quota ?? 0);
  return Number.isInteger(months) && months > 1 ? `${months}개월` : '일시불';
}

/**
 * The payment rows an order shows: those of the method it was paid by (none before it was paid). An easy
 * pay shows none of its own: what the payer used inside KakaoPay or Naver Pay is theirs to see there.
 */
export type PaymentKind = 'card' | 'easyPay' | 'transfer' | 'account' | 'none';

/** Which rows to show for a stored pay method (Card and old VCard, KakaoPay, NaverPay, DirectBank, VBank). */
export function paymentKindOf(method: string | null): PaymentKind {
  if (method === 'Card' || method === 'VCard') return 'card';
  if (isEasyPay(method)) return 'easyPay';
  if (method === 'DirectBank') return 'transfer';
  if (method === 'VBank') return 'account';
  return 'none';
}

/** How a refund went back, by the method the order was paid with (an easy pay: to its own account). */
export function refundMethodText(method: string | null): string {
  const kind = paymentKindOf(method);
  if (kind === 'card') return '카드 결제 취소';
  if (isEasyPay(method)) return `${payMethodLabels[method]} 결제 취소`;
  if (kind === 'transfer') return '계좌이체 취소 (출금 계좌로 환불)';
  if (kind === 'account') return '환불 계좌로 입금';
  return '환불';
}

/** A virtual-account order: the deposit details are shown prominently. */
export const isVirtualAccount = (order: Pick<OrderDetail, 'gopaymethod' | 'paymentInfo'>): boolean =>
  order.gopaymethod === 'VBank' || Boolean(order.paymentInfo?.vact_Num);
