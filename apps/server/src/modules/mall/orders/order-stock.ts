import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { StockClaim } from '../catalog';
import { mallOrderItemOptions, mallOrderItems } from './orders.tables';

/** The stock an order took when it was placed: its TREE lines' combinations and its items' own units. */
export async function stockClaimOf(tx: Db, orderId: number): Promise<StockClaim> {
  const claim: StockClaim = { combinations: new Map(), products: new Map() };
  const lines = await tx
    .select({ combinationId: mallOrderItemOptions.combinationId, quantity: mallOrderItemOptions.quantity })
    .from(mallOrderItemOptions)
    .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallOrderItemOptions.orderItemId))
    .where(and(eq(mallOrderItems.orderId, orderId), isNotNull(mallOrderItemOptions.combinationId)));
  for (const line of lines)
    if (line.combinationId !== null)
      claim.combinations.set(
        line.combinationId,
        (claim.combinations.get(line.combinationId) ?? 0) + line.quantity,
      );
  const items = await tx
    .select({ itemId: mallOrderItems.itemId, units: mallOrderItems.productStockTaken })
    .from(mallOrderItems)
    .where(and(eq(mallOrderItems.orderId, orderId), gt(mallOrderItems.productStockTaken, 0)));
  for (const item of items)
    claim.products.set(item.itemId, (claim.products.get(item.itemId) ?? 0) + item.units);
  return claim;
}
