import { paidOrderStatuses } from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderItems, mallOrders } from './orders.tables';

/** Order lines as their buyer sees them elsewhere (the content box, downloads, reviews). */

/** What a line sold, as copied onto the order, with the order's number and date. */
export type BoughtLine = {
  title: string;
  contentType: string | null;
  thumbnailLink: string | null;
  licenseName: string | null;
  oid: string;
  orderedAt: Date;
};

/** The order lines with these ids, by id, as they were sold (a line without an order is absent). */
export async function boughtLinesByIds(db: Db, orderItemIds: number[]): Promise<Map<number, BoughtLine>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: mallOrderItems.id,
      title: mallOrderItems.title,
      contentType: mallOrderItems.contentType,
      thumbnailLink: mallOrderItems.thumbnailLink,
      licenseName: mallOrderItems.licenseName,
      oid: mallOrders.oid,
      orderedAt: mallOrders.createdAt,
    })
    .from(mallOrderItems)
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
    .where(inArray(mallOrderItems.id, [...new Set(orderItemIds)]));
  return new Map(rows.map(({ id, ...line }) => [id, line]));
}

/**
 * The member's own order line in a paid order (what a buyer may review), or undefined for a line of
 * anyone else, of an unpaid order or of none.
 */
export async function memberPaidLine(db: Db, memberIdx: number, orderItemId: number) {
  const [line] = await db
    .select({
      id: mallOrderItems.id,
      itemId: mallOrderItems.itemId,
      itemType: mallOrderItems.itemType,
      deliveryStatus: mallOrderItems.deliveryStatus,
    })
    .from(mallOrderItems)
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
    .where(
      and(
        eq(mallOrderItems.id, orderItemId),
        eq(mallOrders.memberIdx, memberIdx),
        inArray(mallOrders.status, [...paidOrderStatuses]),
      ),
    );
  return line;
}
