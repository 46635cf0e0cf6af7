import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderItemOptions, mallOrderItems } from './orders.tables';

/** The lines of orders as a request for an exchange, return or cancellation reads them. */

/** The order's goods (its PRODUCT lines): units, units whose money went back, and where their delivery is. */
export async function productLinesOf(db: Db, orderId: number) {
  return db
    .select({
      id: mallOrderItems.id,
      quantity: mallOrderItems.quantity,
      refundedQuantity: mallOrderItems.refundedQuantity,
      deliveryStatus: mallOrderItems.deliveryStatus,
      /** 구매확정: a confirmed line can no longer be asked back. */
      confirmedAt: mallOrderItems.confirmedAt,
    })
    .from(mallOrderItems)
    .where(and(eq(mallOrderItems.orderId, orderId), eq(mallOrderItems.itemType, 'PRODUCT')));
}

/** The order lines with these ids, by id: name, units, price paid, units refunded and delivery group. */
export async function orderLinesByIds(db: Db, orderItemIds: number[]) {
  const rows = orderItemIds.length
    ? await db
        .select({
          id: mallOrderItems.id,
          title: mallOrderItems.title,
          quantity: mallOrderItems.quantity,
          totalPrice: mallOrderItems.totalPrice,
          refundedQuantity: mallOrderItems.refundedQuantity,
          deliveryId: mallOrderItems.deliveryId,
        })
        .from(mallOrderItems)
        .where(inArray(mallOrderItems.id, [...new Set(orderItemIds)]))
    : [];
  return new Map(rows.map((line) => [line.id, line]));
}

/** The option lines with these ids, by id: units, price paid and units refunded. */
export async function optionLinesByIds(db: Db, orderItemOptionIds: number[]) {
  const rows = orderItemOptionIds.length
    ? await db
        .select({
          id: mallOrderItemOptions.id,
          totalPrice: mallOrderItemOptions.totalPrice,
          quantity: mallOrderItemOptions.quantity,
          refundedQuantity: mallOrderItemOptions.refundedQuantity,
        })
        .from(mallOrderItemOptions)
        .where(inArray(mallOrderItemOptions.id, [...new Set(orderItemOptionIds)]))
    : [];
  return new Map(rows.map((option) => [option.id, option]));
}

/**
 * The names of the option lines of these order lines as the order shows them ("유아부 / 학생용 / 사랑반
 * 김교사"), by option line id, only for lines of several option lines (one of one is the line itself).
 */
export async function optionLabelsOf(db: Db, orderItemIds: number[]): Promise<Map<number, string>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: mallOrderItemOptions.id,
      orderItemId: mallOrderItemOptions.orderItemId,
      details: mallOrderItemOptions.details,
    })
    .from(mallOrderItemOptions)
    .where(inArray(mallOrderItemOptions.orderItemId, orderItemIds));
  const several = rows.filter(
    (row) => rows.filter((other) => other.orderItemId === row.orderItemId).length > 1,
  );
  return new Map(several.map((row) => [row.id, row.details.map((detail) => detail.elementName).join(' / ')]));
}
