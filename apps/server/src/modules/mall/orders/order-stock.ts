import { and, eq, gt, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { StockClaim } from '../catalog';
import { mallOrderItemOptions, mallOrderItems } from './orders.tables';

/** The stock an order took when it was placed: its TREE lines' combinations and its items' own units. */
export function stockClaimOf(tx: Db, orderId: number): Promise<StockClaim> {
  return claimOf(tx, eq(mallOrderItems.orderId, orderId));
}

/** The stock some lines of an order took (the goods of a return, given back when they are received). */
export function stockClaimOfLines(tx: Db, orderItemIds: number[]): Promise<StockClaim> {
  return claimOf(tx, inArray(mallOrderItems.id, orderItemIds.length ? orderItemIds : [0]));
}

async function claimOf(tx: Db, lines: SQL): Promise<StockClaim> {
  const claim: StockClaim = { combinations: new Map(), products: new Map() };
  const options = await tx
    .select({ combinationId: mallOrderItemOptions.combinationId, quantity: mallOrderItemOptions.quantity })
    .from(mallOrderItemOptions)
    .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallOrderItemOptions.orderItemId))
    .where(and(lines, isNotNull(mallOrderItemOptions.combinationId)));
  for (const line of options)
    if (line.combinationId !== null)
      claim.combinations.set(
        line.combinationId,
        (claim.combinations.get(line.combinationId) ?? 0) + line.quantity,
      );
  const items = await tx
    .select({ itemId: mallOrderItems.itemId, units: mallOrderItems.productStockTaken })
    .from(mallOrderItems)
    .where(and(lines, gt(mallOrderItems.productStockTaken, 0)));
  for (const item of items)
    claim.products.set(item.itemId, (claim.products.get(item.itemId) ?? 0) + item.units);
  return claim;
}
