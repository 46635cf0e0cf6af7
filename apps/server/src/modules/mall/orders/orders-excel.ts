import {
  type adminOrderListQuerySchema,
  type DeliveryStatus,
  deliveryStatusLabels,
  formatPhone,
  type OrderStatus,
  orderStatusLabels,
  paidWithLabel,
} from '@edu/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { buildSheet, type SheetCell } from '../../../platform/excel/write-sheet';
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
  {
    header: '결제수단',
    width: 14,
    // Only once paid (or its account issued): an order still waiting for its window has none.
    cell: (l) => (l.order.payMethod ? paidWithLabel(l.order.payMethod, l.order.totalPaidAmount) : ''),
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

/** Orders read this many at a time, the event loop let run between (a chunk costs PGlite ~0.1 s). */
const chunkSize = 1_000;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rows of the product lines of some orders, with their line ids (to put them in order). */
async function productLines(db: Db, orderIds: number[]) {
  const orders = await db.select().from(mallOrders).where(inArray(mallOrders.id, orderIds));
  const items = await db
    .select({
      item: mallOrderItems,
      requestMessage: mallOrderDeliveries.requestMessage,
      warehouseId: mallOrderDeliveries.warehouseId,
    })
    .from(mallOrderItems)
    .leftJoin(mallOrderDeliveries, eq(mallOrderDeliveries.id, mallOrderItems.deliveryId))
    .where(and(inArray(mallOrderItems.orderId, orderIds), eq(mallOrderItems.itemType, 'PRODUCT')));
  const options = items.length
    ? await db
        .select()
        .from(mallOrderItemOptions)
        .where(
          inArray(
            mallOrderItemOptions.orderItemId,
            items.map(({ item }) => item.id),
          ),
        )
    : [];
  const optionsByLine = new Map<number, typeof options>();
  for (const line of options) {
    const group = optionsByLine.get(line.orderItemId);
    if (group) group.push(line);
    else optionsByLine.set(line.orderItemId, [line]);
  }
  const byId = new Map(orders.map((order) => [order.id, order]));
  const couriers = await warehouseCouriers(
    db,
    items.flatMap(({ warehouseId }) => (warehouseId === null ? [] : [warehouseId])),
  );
  return items.flatMap(({ item, requestMessage, warehouseId }) => {
    const order = byId.get(item.orderId);
    if (!order) return [];
    const line: Line = {
      order,
      item,
      requestMessage: requestMessage ?? '',
      options: (optionsByLine.get(item.id) ?? [])
        .map(
          (option) => `${option.details.map((detail) => detail.elementName).join(' / ')} ×${option.quantity}`,
        )
        .join(', '),
      courier: defaultCourierOf(
        warehouseId === null ? null : couriers.get(warehouseId),
        item.deliveryCompany,
      ),
    };
    return [{ id: item.id, row: columns.map((column) => column.cell(line)) }];
  });
}

/**
 * The orders the list's filters select as an .xlsx workbook, one row per product line with where it
 * goes; the last two columns are filled in and uploaded back to ship in bulk (택배사 comes filled in with
 * the warehouse's courier for lines not yet shipped, so only 송장번호 is typed). Up to 10,000 orders:
 * read in chunks so the event loop keeps answering other calls (on PGlite the database runs on it), and
 * the workbook is built on the worker pool.
 */
export async function buildOrdersWorkbook(
  db: Db,
  query: z.output<typeof adminOrderListQuerySchema>,
): Promise<Buffer> {
  const selected = await db
    .select({ id: mallOrders.id })
    .from(mallOrders)
    .where(orderCondition(query))
    .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
    .limit(maxOrders + 1);
  if (selected.length > maxOrders)
    throw badRequest('주문이 너무 많습니다. 기간을 줄여 다시 내려받아 주세요.');
  const lines: Awaited<ReturnType<typeof productLines>> = [];
  for (let from = 0; from < selected.length; from += chunkSize) {
    if (from > 0) await yieldToLoop();
    const chunk = selected.slice(from, from + chunkSize).map((order) => order.id);
    for (const line of await productLines(db, chunk)) lines.push(line);
  }
  // One row per product line, oldest line first.
  const rows: SheetCell[][] = lines.sort((a, b) => a.id - b.id).map((line) => line.row);
  // Built on the worker pool (seconds for 10,000 orders); what buyers typed is made inert text there.
  return buildSheet({
    name: '주문 목록',
    columns: columns.map(({ header, width }) => ({ header, width })),
    rows,
  });
}
