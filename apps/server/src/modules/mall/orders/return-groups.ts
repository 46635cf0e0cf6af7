import type { ReturnGroup } from '@edu/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallWarehouses } from '../catalog/catalog.tables';
import { mallOrderDeliveries } from './orders.tables';

/**
 * An order's delivery groups by id, each with what a return of its goods costs one way (its warehouse's
 * delivery fee now; the fee the order paid when the warehouse is gone) and what the order paid for its
 * delivery: what the return delivery fee rule (`returnDeliveryFee`) reads.
 */
export async function returnGroupsOf(db: Db, orderId: number): Promise<Map<number, ReturnGroup>> {
  const rows = await db
    .select({
      id: mallOrderDeliveries.id,
      chargedFee: mallOrderDeliveries.deliveryFee,
      oneWayFee: sql<number>`coalesce(${mallWarehouses.deliveryFee}, ${mallOrderDeliveries.deliveryFee})`,
    })
    .from(mallOrderDeliveries)
    .leftJoin(mallWarehouses, eq(mallWarehouses.id, mallOrderDeliveries.warehouseId))
    .where(eq(mallOrderDeliveries.orderId, orderId));
  return new Map(
    rows.map((row) => [row.id, { oneWayFee: Number(row.oneWayFee), chargedFee: row.chargedFee }]),
  );
}
