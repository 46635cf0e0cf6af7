/** The provider's receipt of a payment: the server redirects to it (GET …/order/v2/receipt/{paymentOid}). */
export const receiptUrl = (paymentOid: string) =>
  `/new_api/customer/order/v2/receipt/${encodeURIComponent(paymentOid)}`;

/**
 * Opens the receipt in a small window (430×700, the provider's receipt size); answers false when the
 * browser blocked it, so the link can open it in a new tab instead.
 */
export function openReceiptWindow(paymentOid: string): boolean {
  const opened = window.open(receiptUrl(paymentOid), 'order-receipt', 'width=430,height=700,scrollbars=yes');
  if (!opened) return false;
  // The provider's page must not reach back into this one.
  opened.opener = null;
  return true;
}
