import { isEmailAddress, isMobilePhone } from '../site/contact-rules';
import { orderMessages } from './order.constants';

/**
 * The order form's fields in the order they are checked (mall.md §5 Order form; Extra payment the same
 * without the recipient's name), named as the order request names them.
 */
export const orderContactFields = [
  'buyerName',
  'buyerTel',
  'buyerEmail',
  'shippingName',
  'shippingPhone',
  'zipCode',
  'address',
  'detailedAddress',
] as const;
export type OrderContactField = (typeof orderContactFields)[number];

/** What the payer typed; the extra-pay form does not ask for `shippingName` (mall.md §5 Extra payment). */
export type OrderContact = Omit<Record<OrderContactField, string>, 'shippingName'> & {
  shippingName?: string;
};

export type OrderContactProblem = { field: OrderContactField; message: string };

/** Each field's message when it is left empty. */
const emptyMessages: Record<OrderContactField, string> = {
  buyerName: orderMessages.ordererName,
  buyerTel: orderMessages.ordererPhone,
  buyerEmail: orderMessages.ordererEmail,
  shippingName: orderMessages.recipientName,
  shippingPhone: orderMessages.recipientPhone,
  zipCode: orderMessages.postcode,
  address: orderMessages.address,
  detailedAddress: orderMessages.detailAddress,
};

/** The fields with a form of their own (the conference registration's rule), and the message when they break it. */
const formRules: Partial<Record<OrderContactField, [(value: string) => boolean, string]>> = {
  buyerTel: [isMobilePhone, orderMessages.ordererPhoneInvalid],
  buyerEmail: [isEmailAddress, orderMessages.ordererEmailInvalid],
  shippingPhone: [isMobilePhone, orderMessages.recipientPhoneInvalid],
};

const buyerFields: readonly OrderContactField[] = ['buyerName', 'buyerTel', 'buyerEmail'];

/**
 * The first problem of an order or extra-pay form, in the spec's order, each with its own message: a
 * field left empty, or a phone or e-mail that is not one. The recipient and the address are checked
 * only when goods are shipped. The order page, the extra-pay dialog and the server all use this rule.
 */
export function firstContactProblem(
  contact: OrderContact,
  { needsShipping }: { needsShipping: boolean },
): OrderContactProblem | null {
  for (const field of orderContactFields) {
    const value = contact[field];
    if (value === undefined || (!needsShipping && !buyerFields.includes(field))) continue;
    if (value.trim() === '') return { field, message: emptyMessages[field] };
    const rule = formRules[field];
    if (rule && !rule[0](value)) return { field, message: rule[1] };
  }
  return null;
}
