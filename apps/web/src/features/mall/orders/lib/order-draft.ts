import {
  formatPhone,
  type OrderForm,
  type PayMethod,
  payMethodLabels,
  payMethodWindowNames,
} from '@edu/shared';

const choice = <Key extends string>(key: Key, method: PayMethod) => ({
  key,
  ...payMethodWindowNames[method],
  label: payMethodLabels[method],
});

/**
 * The payment methods offered, in the order Korean shops show them (the card, the easy pays, then
 * transfer and virtual account), with the provider's names of each: the PC window's and the mobile
 * window's (spec §7).
 */
export const payMethods = [
  choice('card', 'Card'),
  choice('kakaopay', 'KakaoPay'),
  choice('naverpay', 'NaverPay'),
  choice('bank', 'DirectBank'),
  choice('vbank', 'VBank'),
] as const;
export type PayMethodKey = (typeof payMethods)[number]['key'];

/** What the payer types on the order form (spec §3 Order form response: the client-side fields). */
export type OrderDraft = {
  ordererName: string;
  ordererPhone: string;
  ordererEmail: string;
  recipientName: string;
  recipientPhone: string;
  zipCode: string;
  address: string;
  detailedAddress: string;
  shippingMemo: string;
  /** 영수증 발행 정보 (교회·단체 명의): optional, both or neither. */
  receiptOrgName: string;
  receiptOrgNumber: string;
  /** The 배송 요청사항 of each warehouse, by warehouse id. */
  requestMessages: Record<number, string>;
  /** The card is chosen when the form opens; null only if the payer's choice is somehow lost (checked last, spec §5). */
  payMethod: PayMethodKey | null;
};

/** The method chosen when a payment form opens: the card, the one most payers use. */
export const defaultPayMethod: PayMethodKey = 'card';

/**
 * The form as it opens: the orderer prefilled from the member (the phone written with its hyphens), the
 * shipping fields empty, the card chosen.
 */
export function initialDraft(form: OrderForm): OrderDraft {
  return {
    ordererName: form.orderName,
    ordererPhone: formatPhone(form.orderPhone),
    ordererEmail: form.orderEmail,
    recipientName: '',
    recipientPhone: '',
    zipCode: '',
    address: '',
    detailedAddress: '',
    shippingMemo: '',
    receiptOrgName: '',
    receiptOrgNumber: '',
    requestMessages: {},
    payMethod: defaultPayMethod,
  };
}

/** "주문자 정보와 동일": the recipient becomes the orderer, at the member's own address when one is kept. */
export function withOrdererAsRecipient(draft: OrderDraft, form: OrderForm): OrderDraft {
  const hasAddress = form.orderZipCode.trim() !== '' && form.orderAddress.trim() !== '';
  return {
    ...draft,
    recipientName: draft.ordererName,
    recipientPhone: draft.ordererPhone,
    ...(hasAddress
      ? { zipCode: form.orderZipCode, address: form.orderAddress, detailedAddress: form.orderDetailedAddress }
      : {}),
  };
}

/** Unticking "주문자 정보와 동일" empties what it had filled in. */
export function withoutRecipient(draft: OrderDraft): OrderDraft {
  return { ...draft, recipientName: '', recipientPhone: '', zipCode: '', address: '', detailedAddress: '' };
}

/** Spec §9: the payment method is chosen only when something is to be paid. */
export const isFreeOrder = (form: Pick<OrderForm, 'totalPaidAmount'>) => form.totalPaidAmount <= 0;
