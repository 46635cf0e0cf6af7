import { type Courier, couriers, type DeliveryUpdate, trackingUrl } from '@edu/shared';

/**
 * What an administrator may do with a product line, by its delivery status: ship a READY line (courier
 * and invoice), then mark a START line delivered or correct its invoice; anything else is read-only.
 */
export type DeliveryAction = 'ship' | 'deliver' | 'correctInvoice';

export function deliveryActionsOf(deliveryStatus: string): DeliveryAction[] {
  if (deliveryStatus === 'READY') return ['ship'];
  if (deliveryStatus === 'START') return ['deliver', 'correctInvoice'];
  return [];
}

export const isCourier = (value: string | null | undefined): value is Courier =>
  (couriers as readonly string[]).includes(value ?? '');

/** The invoice form as typed. */
export type InvoiceDraft = { deliveryCompany: string; invoiceNumber: string };

/**
 * The form a line's invoice opens with. A line to ship: the courier its warehouse ships with (the
 * server's `defaultCourier`), else its own when it is one of ours, else none chosen. A line shipped
 * (with an invoice, to correct): its courier and invoice number as they are.
 */
export const invoiceDraftOf = (
  line: { deliveryCompany: string | null; invoiceNumber: string | null },
  defaultCourier: Courier | null = null,
): InvoiceDraft => {
  const own = isCourier(line.deliveryCompany) ? line.deliveryCompany : '';
  return {
    deliveryCompany: line.invoiceNumber ? own : (defaultCourier ?? own),
    invoiceNumber: line.invoiceNumber ?? '',
  };
};

export const invoiceMessages = {
  courierRequired: '택배사를 선택해 주세요.',
  invoiceRequired: '송장번호를 입력해 주세요.',
  invoiceInvalid: '송장번호는 숫자와 영문으로 30자까지 입력해 주세요.',
  invoiceUnchanged: '바뀐 송장 정보가 없습니다.',
} as const;

/** Invoice numbers are often written with spaces or hyphens ("6894-1234-5678"); couriers take the bare one. */
export const bareInvoiceNumber = (text: string): string => text.replace(/[\s-]/g, '');

export type DeliveryRequest =
  | { ok: true; body: DeliveryUpdate }
  | { ok: false; problem: string; field: keyof InvoiceDraft };

/**
 * The body of PUT …/order-items/{id}/delivery for an action: DELIVERED as it is; START with a chosen
 * courier and a bare invoice number, which for a correction must differ from the line's current one.
 */
export function deliveryRequestOf(
  action: DeliveryAction,
  draft?: InvoiceDraft,
  current?: { deliveryCompany: string | null; invoiceNumber: string | null },
): DeliveryRequest {
  if (action === 'deliver') return { ok: true, body: { deliveryStatus: 'DELIVERED' } };
  const deliveryCompany = draft?.deliveryCompany ?? '';
  const invoiceNumber = bareInvoiceNumber(draft?.invoiceNumber ?? '');
  if (!isCourier(deliveryCompany))
    return { ok: false, problem: invoiceMessages.courierRequired, field: 'deliveryCompany' };
  if (!invoiceNumber) return { ok: false, problem: invoiceMessages.invoiceRequired, field: 'invoiceNumber' };
  if (!/^[0-9A-Za-z]{1,30}$/.test(invoiceNumber))
    return { ok: false, problem: invoiceMessages.invoiceInvalid, field: 'invoiceNumber' };
  if (
    action === 'correctInvoice' &&
    current?.deliveryCompany === deliveryCompany &&
    bareInvoiceNumber(current.invoiceNumber ?? '') === invoiceNumber
  )
    return { ok: false, problem: invoiceMessages.invoiceUnchanged, field: 'invoiceNumber' };
  return { ok: true, body: { deliveryStatus: 'START', deliveryCompany, invoiceNumber } };
}

/** The short line said (role=status) once an action went through. */
export const deliveryDoneMessages: Record<DeliveryAction, string> = {
  ship: '발송 처리되었습니다. 구매자에게 배송 안내가 발송됩니다.',
  deliver: '배송 완료로 처리되었습니다.',
  correctInvoice: '송장 정보가 수정되었습니다.',
};

/** The tracking page of a line's parcel, or null for a courier we do not know or no invoice number. */
export function trackingUrlOf(deliveryCompany: string | null, invoiceNumber: string | null): string | null {
  const invoice = bareInvoiceNumber(invoiceNumber ?? '');
  if (!isCourier(deliveryCompany) || !invoice) return null;
  return trackingUrl(deliveryCompany, invoice);
}
