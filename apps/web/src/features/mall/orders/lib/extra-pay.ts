import {
  type ExtraPaymentInfo,
  type ExtraPayRequest,
  firstContactProblem,
  formatPhone,
  type OrderContactField,
  orderMessages,
} from '@edu/shared';
import { ApiError } from '../../../../lib/api-client';
import { defaultPayMethod, type PayMethodKey } from './order-draft';
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

/** The dialog as it opens: everything prefilled from the order (phones with their hyphens), the card chosen. */
export function initialExtraPayDraft(info: ExtraPaymentInfo): ExtraPayDraft {
  return {
    buyerName: info.orderName,
    buyerTel: formatPhone(info.orderPhone),
    buyerEmail: info.orderEmail,
    shippingPhone: formatPhone(info.shippingPhone),
    zipCode: info.postcode,
    address: info.address,
    detailedAddress: info.detailAddress,
    payMethod: defaultPayMethod,
  };
}

export type ExtraPayField = OrderContactField | 'payMethod';
export type ExtraPayProblem = { field: ExtraPayField; message: string };

/**
 * The first problem of the dialog, with its own alert, or null when the extra payment may be asked
 * for: the order form's shared rule (buyer name, phone, email; then, when goods are shipped, recipient
 * phone, postcode, address, detailed address — empty or malformed), then the payment method.
 */
export function firstExtraPayProblem(draft: ExtraPayDraft, needsShipping: boolean): ExtraPayProblem | null {
  const problem = firstContactProblem(draft, { needsShipping });
  if (problem) return problem;
  if (draft.payMethod === null) return { field: 'payMethod', message: orderMessages.selectPayMethod };
  return null;
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
