import { type ExtraPaymentInfo, type ExtraPayRequest, orderMessages } from '@edu/shared';
import { ApiError } from '../../../../lib/api-client';
import type { PayMethodKey } from './order-draft';
import type { FailureStep } from './order-failures';
import { gopaymethodOf, type PayDevice } from './pay-request';

/** What the payer confirms or types in the extra-pay dialog (spec §3 Extra payment info). */
export type ExtraPayDraft = {
  buyerName: string;
  buyerTel: string;
  buyerEmail: string;
  shippingPhone: string;
  zipCode: string;
  address: string;
  detailedAddress: string;
  payMethod: PayMethodKey | null;
};

/** The dialog as it opens: everything prefilled from the order, the method still to choose. */
export function initialExtraPayDraft(info: ExtraPaymentInfo): ExtraPayDraft {
  return {
    buyerName: info.orderName,
    buyerTel: info.orderPhone,
    buyerEmail: info.orderEmail,
    shippingPhone: info.shippingPhone,
    zipCode: info.postcode,
    address: info.address,
    detailedAddress: info.detailAddress,
    payMethod: null,
  };
}

/** The fields checked, in the spec's order (§5 Extra payment), then the payment method. */
export const extraPayFields = [
  'buyerName',
  'buyerTel',
  'buyerEmail',
  'shippingPhone',
  'zipCode',
  'address',
  'detailedAddress',
  'payMethod',
] as const;
export type ExtraPayField = (typeof extraPayFields)[number];
export type ExtraPayProblem = { field: ExtraPayField; message: string };

const messageOf: Record<ExtraPayField, string> = {
  buyerName: orderMessages.ordererName,
  buyerTel: orderMessages.ordererPhone,
  buyerEmail: orderMessages.ordererEmail,
  shippingPhone: orderMessages.recipientPhone,
  zipCode: orderMessages.postcode,
  address: orderMessages.address,
  detailedAddress: orderMessages.detailAddress,
  payMethod: orderMessages.selectPayMethod,
};

/** The first field left empty, with its own alert, or null when the extra payment may be asked for. */
export function firstExtraPayProblem(draft: ExtraPayDraft): ExtraPayProblem | null {
  const field = extraPayFields.find((candidate) =>
    candidate === 'payMethod' ? draft.payMethod === null : draft[candidate].trim() === '',
  );
  return field ? { field, message: messageOf[field] } : null;
}

/** The body of POST …/order/v2/extra/pay/{device}: the fields trimmed, the method as the device's window names it. */
export function buildExtraPayRequest(
  orderExtraOid: string,
  draft: ExtraPayDraft,
  device: PayDevice,
): ExtraPayRequest {
  return {
    orderExtraOid,
    buyerName: draft.buyerName.trim(),
    buyerTel: draft.buyerTel.trim(),
    buyerEmail: draft.buyerEmail.trim(),
    shippingPhone: draft.shippingPhone.trim(),
    postcode: draft.zipCode.trim(),
    address: draft.address.trim(),
    detailAddress: draft.detailedAddress.trim(),
    gopaymethod: gopaymethodOf(draft.payMethod, device),
  };
}

/**
 * A refused extra payment (spec §4 payment window messages, §8): no authorization (401) is
 * "잘못된 요청입니다."; anything else is the "exception": its message. Either way the page is loaded afresh.
 */
export function extraPayFailureOf(error: unknown): { message: string; next: FailureStep } {
  if (error instanceof ApiError && error.status === 401)
    return { message: orderMessages.invalidRequest, next: 'reload' };
  const message = error instanceof Error && error.message ? error.message : orderMessages.systemError;
  return { message, next: 'reload' };
}
