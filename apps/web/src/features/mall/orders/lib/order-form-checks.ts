import { orderMessages } from '@edu/shared';
import type { OrderDraft } from './order-draft';

/** The fields the order form checks, in the spec's order (§5 Order form), then the payment method. */
export const orderFormFields = [
  'ordererName',
  'ordererPhone',
  'ordererEmail',
  'recipientName',
  'recipientPhone',
  'postcode',
  'address',
  'detailAddress',
  'payMethod',
] as const;
export type OrderFormField = (typeof orderFormFields)[number];

export type OrderFormProblem = { field: OrderFormField; message: string };

const messageOf: Record<OrderFormField, string> = {
  ordererName: orderMessages.ordererName,
  ordererPhone: orderMessages.ordererPhone,
  ordererEmail: orderMessages.ordererEmail,
  recipientName: orderMessages.recipientName,
  recipientPhone: orderMessages.recipientPhone,
  postcode: orderMessages.postcode,
  address: orderMessages.address,
  detailAddress: orderMessages.detailAddress,
  payMethod: orderMessages.selectPayMethod,
};

const blank = (value: string) => value.trim() === '';

/**
 * The first thing missing on the order form, with its own alert text, or null when it may be sent:
 * orderer name, phone, email; then, when goods are shipped, recipient name, phone, postcode, address,
 * detailed address; then the payment method when there is something to pay.
 */
export function firstOrderProblem(
  draft: OrderDraft,
  { needsShipping, free }: { needsShipping: boolean; free: boolean },
): OrderFormProblem | null {
  const missing: Record<OrderFormField, boolean> = {
    ordererName: blank(draft.ordererName),
    ordererPhone: blank(draft.ordererPhone),
    ordererEmail: blank(draft.ordererEmail),
    recipientName: needsShipping && blank(draft.recipientName),
    recipientPhone: needsShipping && blank(draft.recipientPhone),
    postcode: needsShipping && blank(draft.zipCode),
    address: needsShipping && blank(draft.address),
    detailAddress: needsShipping && blank(draft.detailedAddress),
    payMethod: !free && draft.payMethod === null,
  };
  const field = orderFormFields.find((candidate) => missing[candidate]);
  return field ? { field, message: messageOf[field] } : null;
}
