import {
  cardCompanyName,
  type DeliveryStatus,
  deliveryStatusLabels,
  type OrderDetail,
  type OrderStatus,
  orderStatusLabels,
} from '@edu/shared';

/** An order status in Korean; a status this page does not know is shown as it is. */
export const orderStatusText = (status: string): string => orderStatusLabels[status as OrderStatus] ?? status;

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
export const optionLineText = (option: OptionLine): string =>
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

/** A virtual-account order: the deposit details are shown prominently. */
export const isVirtualAccount = (order: Pick<OrderDetail, 'gopaymethod' | 'paymentInfo'>): boolean =>
  order.gopaymethod === 'VBank' || Boolean(order.paymentInfo?.vact_Num);
