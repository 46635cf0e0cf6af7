import { type OrderForm, type PlaceOrderRequest, receiptOrganisationRequest } from '@edu/shared';
import { isFreeOrder, type OrderDraft, payMethods } from './order-draft';

export type PayDevice = 'pc' | 'mobile';

/**
 * One random key per order page, so a double click or a retry answers the same order
 * (crypto.randomUUID exists only on secure pages; plain http on a local network still gets a key).
 */
export function newOrderKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The method as the device's payment window names it (PC: Card, DirectBank, VBank; mobile: CARD, BANK, VBANK). */
export function gopaymethodOf(method: OrderDraft['payMethod'], device: PayDevice): string | undefined {
  const found = payMethods.find((candidate) => candidate.key === method);
  return found ? found[device] : undefined;
}

/**
 * The body of POST …/order/v2/pay/{device}: the typed fields trimmed, the shipping fields only when goods
 * are shipped, and no method for a free order. No prices: the server prices the order itself.
 */
export function buildPlaceOrderRequest({
  orderKey,
  form,
  draft,
  device,
}: {
  orderKey: string;
  form: OrderForm;
  draft: OrderDraft;
  device: PayDevice;
}): PlaceOrderRequest {
  const shipped = (value: string) => (form.needsShipping ? value.trim() : '');
  return {
    orderKey,
    cartIdSet: form.cartIdSet,
    buyerName: draft.ordererName.trim(),
    buyerTel: draft.ordererPhone.trim(),
    buyerEmail: draft.ordererEmail.trim(),
    shippingName: shipped(draft.recipientName),
    shippingPhone: shipped(draft.recipientPhone),
    zipCode: shipped(draft.zipCode),
    address: shipped(draft.address),
    detailedAddress: shipped(draft.detailedAddress),
    shippingMemo: shipped(draft.shippingMemo),
    deliveryRequestMessageJson: form.needsShipping
      ? form.productInfo.warehouses.map(({ warehouseId }) => ({
          warehouseId,
          requestMessage: (draft.requestMessages[warehouseId] ?? '').trim(),
        }))
      : [],
    ...receiptOrganisationRequest(draft),
    ...(isFreeOrder(form) ? {} : { gopaymethod: gopaymethodOf(draft.payMethod, device) }),
  };
}
