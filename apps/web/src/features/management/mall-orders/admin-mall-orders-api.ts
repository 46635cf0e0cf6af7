import {
  type AdminOrderDetail,
  type AdminOrderList,
  type DeliveryUpdate,
  type DeliveryUpdated,
  type InvoiceUploadReport,
  limits,
  type OrderStatement,
} from '@edu/shared';
import { api } from '@/lib/api-client';
import { downloadFile } from '../components/download-file';
import type { ExtraChargeBody } from './lib/extra-charge';
import { type MallOrderFilter, mallOrderExportQuery, mallOrderQuery } from './lib/mall-order-filter';

export const mallOrderPageSize = limits.adminPageSize;

/** Every query of the tab (the list and the details) sits under this key, so one update refreshes both. */
export const mallOrdersQueryKey = ['admin', 'mall-orders'] as const;

/** GET /api/admin/mall/orders: the orders of the filter, 30 a page. */
export const getAdminMallOrders = (filter: MallOrderFilter, signal?: AbortSignal) =>
  api<AdminOrderList>(`/api/admin/mall/orders?${mallOrderQuery(filter)}`, { signal });

/**
 * GET /api/admin/mall/orders/excel: the orders of the filter (every page) as an .xlsx, one row per product
 * line, saved by the browser; a refusal throws the server's Korean message.
 */
export const downloadMallOrdersExcel = (filter: MallOrderFilter) =>
  downloadFile(`/api/admin/mall/orders/excel?${mallOrderExportQuery(filter)}`, '쇼핑몰주문.xlsx');

/**
 * POST /api/admin/mall/invoices: the export filled in with 택배사 and 송장번호 ships its rows in bulk;
 * answers, row by row, what shipped, what was shipped before and what was refused and why.
 */
export function uploadInvoices(file: File): Promise<InvoiceUploadReport> {
  const body = new FormData();
  body.append('file', file);
  return api<InvoiceUploadReport>('/api/admin/mall/invoices', { method: 'POST', body });
}

/** GET /api/admin/mall/orders/{oid}: the order as its buyer sees it, with the member who placed it. */
export const getAdminMallOrder = (oid: string, signal?: AbortSignal) =>
  api<AdminOrderDetail>(`/api/admin/mall/orders/${encodeURIComponent(oid)}`, { signal });

/** A product line once its delivery changed, as the update answers it (the contract has no schema for it). */
export type UpdatedDelivery = DeliveryUpdated;

/**
 * PUT /api/admin/mall/order-items/{orderItemId}/delivery: ships a line (the buyer is told with a tracking
 * link), marks it delivered, or corrects its invoice; a refusal throws the server's Korean message.
 */
export const updateDelivery = (orderItemId: number, body: DeliveryUpdate) =>
  api<UpdatedDelivery>(`/api/admin/mall/order-items/${orderItemId}/delivery`, { method: 'PUT', body });

/**
 * POST /api/admin/mall/orders/{oid}/extra: asks the buyer of a paid order for an extra charge (they are
 * told by KakaoTalk); 400 with the server's message for an order that cannot have one.
 */
export const requestExtraCharge = (oid: string, body: ExtraChargeBody) =>
  api<{ orderExtraOid: string }>(`/api/admin/mall/orders/${encodeURIComponent(oid)}/extra`, {
    method: 'POST',
    body,
  });

/** GET /api/admin/mall/orders/{oid}/statement: any order's 거래명세서, every amount worked out by the server. */
export const getAdminOrderStatement = (oid: string, signal?: AbortSignal) =>
  api<OrderStatement>(`/api/admin/mall/orders/${encodeURIComponent(oid)}/statement`, { signal });
