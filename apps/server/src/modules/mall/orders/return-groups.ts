import type { ReturnGroup } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { warehousesOf } from '../catalog';
import { mallOrderDeliveries } from './orders.tables';

/**
 * An order's delivery groups by id, each with what a return of its goods costs one way (its warehouse's
 * delivery fee now; the fee the order paid when the warehouse is gone) and what the order paid for its
 * delivery: what the return delivery fee rule (`returnDeliveryFee`) reads.
 */
export async function returnGroupsOf(db: Db, orderId: number): Promise<Map<number, ReturnGroup>> {
  const groups = await db
    .select({
      id: mallOrderDeliveries.id,
      warehouseId: mallOrderDeliveries.warehouseId,
      chargedFee: mallOrderDeliveries.deliveryFee,
    })
    .from(mallOrderDeliveries)
    .where(eq(mallOrderDeliveries.orderId, orderId));
  const warehouses = await warehousesOf(
    db,
    groups.map((group) => group.warehouseId),
  );
  return new Map(
    groups.map((group) => [
      group.id,
      {
        oneWayFee: warehouses.get(group.warehouseId)?.deliveryFee ?? group.chargedFee,
        chargedFee: group.chargedFee,
      },
    ]),
  );
}
