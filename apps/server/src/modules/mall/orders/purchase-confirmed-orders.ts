import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { dottedDateTime } from '../../../platform/korean-days';
import { mallOrderItems } from './orders.tables';

/**
 * For each of these orders whose goods lines left (not all given back) are all confirmed (구매확정), the
 * time of the last confirmation, as the order list shows it; other orders are absent.
 */
export async function purchaseConfirmedAtOf(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const left = sql`${mallOrderItems.refundedQuantity} < ${mallOrderItems.quantity}`;
  const rows = await db
    .select({
      orderId: mallOrderItems.orderId,
      goods: sql<number>`count(*) filter (where ${left})::int`,
      confirmed: sql<number>`count(*) filter (where ${left} and ${mallOrderItems.confirmedAt} is not null)::int`,
      lastConfirmedAt: sql<string | null>`max(${mallOrderItems.confirmedAt})`,
    })
    .from(mallOrderItems)
    .where(and(inArray(mallOrderItems.orderId, orderIds), eq(mallOrderItems.itemType, 'PRODUCT')))
    .groupBy(mallOrderItems.orderId);
  const confirmedAt = new Map<number, string>();
  for (const row of rows)
    if (row.goods > 0 && row.confirmed === row.goods && row.lastConfirmedAt)
      confirmedAt.set(row.orderId, dottedDateTime(new Date(row.lastConfirmedAt)));
  return confirmedAt;
}
