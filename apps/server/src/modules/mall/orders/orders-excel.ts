import {
  type adminOrderListQuerySchema,
  type DeliveryStatus,
  deliveryStatusLabels,
  formatPhone,
  type OrderStatus,
  orderStatusLabels,
} from '@edu/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { spreadsheetSafe } from '../../../platform/excel/spreadsheet-safe';
import { badRequest } from '../../../platform/http/app-error';
import { dottedDateTime } from '../../../platform/korean-days';
import { orderCondition } from './admin-orders';
import { invoiceColumns } from './invoice-sheet';
import { mallOrderDeliveries, mallOrderItemOptions, mallOrderItems, mallOrders } from './orders.tables';
import { defaultCourierOf, warehouseCouriers } from './shipping-defaults';

/** An export holds at most this many orders (narrow the period for more). */
const maxOrders = 10_000;

type Line = {
  order: typeof mallOrders.$inferSelect;
  item: typeof mallOrderItems.$inferSelect;
  requestMessage: string;
  options: string;
  /** The courier a line not yet shipped would go with (its warehouse's): filled in for the upload. */
  courier: string | null;
};

const columns: { header: string; width: number; cell: (line: Line) => string | number }[] = [
  { header: '주문일시', width: 20, cell: (l) => dottedDateTime(l.order.createdAt) },
  { header: '주문번호', width: 24, cell: (l) => l.order.oid },
  {
    header: '주문 상태',
    width: 12,
    cell: (l) => orderStatusLabels[l.order.status as OrderStatus] ?? l.order.status,
  },
  { header: '주문자', width: 10, cell: (l) => l.order.buyerName },
  { header: '주문자 연락처', width: 15, cell: (l) => formatPhone(l.order.buyerTel) },
  { header: '영수증 단체명', width: 18, cell: (l) => l.order.receiptOrgName ?? '' },
  { header: '영수증 등록번호', width: 14, cell: (l) => l.order.receiptOrgNumber ?? '' },
  { header: '받는 분', width: 10, cell: (l) => l.order.shippingName },
  { header: '받는 분 연락처', width: 15, cell: (l) => formatPhone(l.order.shippingPhone ?? '') },
  { header: '우편번호', width: 8, cell: (l) => l.order.zipCode },
  { header: '주소', width: 36, cell: (l) => l.order.address },
  { header: '상세주소', width: 20, cell: (l) => l.order.detailedAddress },
  { header: '배송 메모', width: 20, cell: (l) => l.order.shippingMemo },
  { header: '배송 요청사항', width: 20, cell: (l) => l.requestMessage },
  { header: invoiceColumns.line, width: 12, cell: (l) => l.item.id },
  { header: '상품', width: 30, cell: (l) => l.item.title },
  { header: '옵션', width: 30, cell: (l) => l.options },
  { header: '수량', width: 6, cell: (l) => l.item.quantity },
  { header: '금액', width: 10, cell: (l) => l.item.totalPrice },
  {
    header: '배송 상태',
    width: 10,
    cell: (l) => deliveryStatusLabels[l.item.deliveryStatus as DeliveryStatus] ?? '',
  },
  {
    header: invoiceColumns.courier,
    width: 12,
    cell: (l) => (l.item.invoiceNumber ? (l.item.deliveryCompany ?? '') : (l.courier ?? '')),
  },
  { header: invoiceColumns.invoice, width: 18, cell: (l) => l.item.invoiceNumber ?? '' },
];

/**
 * The orders the list's filters select as an .xlsx workbook, one row per product line with where it
 * goes; the last two columns are filled in and uploaded back to ship in bulk (택배사 comes filled in with
 * the warehouse's courier for lines not yet shipped, so only 송장번호 is typed).
 */
export async function buildOrdersWorkbook(
  db: Db,
  query: z.output<typeof adminOrderListQuerySchema>,
): Promise<Buffer> {
  const orders = await db
    .select()
    .from(mallOrders)
    .where(orderCondition(query))
    .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
    .limit(maxOrders + 1);
  if (orders.length > maxOrders) throw badRequest('주문이 너무 많습니다. 기간을 줄여 다시 내려받아 주세요.');
  const ids = orders.map((order) => order.id);
  const items = ids.length
    ? await db
        .select({
          item: mallOrderItems,
          requestMessage: mallOrderDeliveries.requestMessage,
          warehouseId: mallOrderDeliveries.warehouseId,
        })
        .from(mallOrderItems)
        .leftJoin(mallOrderDeliveries, eq(mallOrderDeliveries.id, mallOrderItems.deliveryId))
        .where(inArray(mallOrderItems.orderId, ids))
        .orderBy(asc(mallOrderItems.id))
    : [];
  const products = items.filter(({ item }) => item.itemType === 'PRODUCT');
  const options = products.length
    ? await db
        .select()
        .from(mallOrderItemOptions)
        .where(
          inArray(
            mallOrderItemOptions.orderItemId,
            products.map(({ item }) => item.id),
          ),
        )
    : [];
  const byId = new Map(orders.map((order) => [order.id, order]));
  const couriers = await warehouseCouriers(
    db,
    products.flatMap(({ warehouseId }) => (warehouseId === null ? [] : [warehouseId])),
  );
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('주문 목록', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  for (const { item, requestMessage, warehouseId } of products) {
    const order = byId.get(item.orderId);
    if (!order) continue;
    const text = options
      .filter((line) => line.orderItemId === item.id)
      .map((line) => `${line.details.map((detail) => detail.elementName).join(' / ')} ×${line.quantity}`)
      .join(', ');
    // What buyers typed (names, addresses, memos) must never become a live formula.
    sheet.addRow(
      columns.map((column) =>
        spreadsheetSafe(
          column.cell({
            order,
            item,
            requestMessage: requestMessage ?? '',
            options: text,
            courier: defaultCourierOf(
              warehouseId === null ? null : couriers.get(warehouseId),
              item.deliveryCompany,
            ),
          }),
        ),
      ),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
