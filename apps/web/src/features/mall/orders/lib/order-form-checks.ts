import {
  firstContactProblem,
  firstReceiptOrganisationProblem,
  type OrderContactField,
  orderMessages,
  type ReceiptOrganisationField,
} from '@edu/shared';
import type { OrderDraft } from './order-draft';

/** The fields the order form checks (§5 Order form), the receipt's organisation, then the payment method. */
export type OrderFormField = OrderContactField | ReceiptOrganisationField | 'payMethod';

export type OrderFormProblem = { field: OrderFormField; message: string };

/**
 * The first problem of the order form, with its own alert text, or null when it may be sent: the shared
 * rule the server applies too (orderer name, phone, email; then, when goods are shipped, recipient name,
 * phone, postcode, address, detailed address — empty or malformed), then 영수증 발행 정보 (both or
 * neither, ten digits), then the payment method when there is something to pay.
 */
export function firstOrderProblem(
  draft: OrderDraft,
  { needsShipping, free }: { needsShipping: boolean; free: boolean },
): OrderFormProblem | null {
  const problem = firstContactProblem(
    {
      buyerName: draft.ordererName,
      buyerTel: draft.ordererPhone,
      buyerEmail: draft.ordererEmail,
      shippingName: draft.recipientName,
      shippingPhone: draft.recipientPhone,
      zipCode: draft.zipCode,
      address: draft.address,
      detailedAddress: draft.detailedAddress,
    },
    { needsShipping },
  );
  if (problem) return problem;
  const receipt = firstReceiptOrganisationProblem(draft);
  if (receipt) return receipt;
  if (!free && draft.payMethod === null)
    return { field: 'payMethod', message: orderMessages.selectPayMethod };
  return null;
}
