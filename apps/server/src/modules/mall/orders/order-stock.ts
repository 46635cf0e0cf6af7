import { and, eq, gt, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { StockClaim } from '../catalog';
import { mallOrderItemOptions, mallOrderItems } from './orders.tables';
import type { MovedLine } from './refunded-lines';

/** The stock an order took when it was placed: its TREE lines' combinations and its items' own units. */
export function stockClaimOf(tx: Db, orderId: number): Promise<StockClaim> {
  return claimOf(tx, eq(mallOrderItems.orderId, orderId));
}

/**
 * The stock some units of lines took (the goods of a return, given back when they are received): each
 * option line's units go back to its combination, or to the item's own stock when it took from it (a
 * product without options, or a WRITING line of one without a TREE).
 */
export async function stockClaimOfUnits(tx: Db, lines: MovedLine[]): Promise<StockClaim> {
  const claim: StockClaim = { combinations: new Map(), products: new Map() };
  const add = (map: Map<number, number>, id: number, units: number) =>
    map.set(id, (map.get(id) ?? 0) + units);
  for (const line of lines) {
    const [item] = await tx
      .select({ ownStock: mallOrderItems.productStockTaken })
      .from(mallOrderItems)
      .where(eq(mallOrderItems.id, line.id));
    const tookOwnStock = (item?.ownStock ?? 0) > 0;
    if (line.options.length === 0) {
      if (tookOwnStock) add(claim.products, line.itemId, line.units);
      continue;
    }
    const options = await tx
      .select({ id: mallOrderItemOptions.id, combinationId: mallOrderItemOptions.combinationId })
      .from(mallOrderItemOptions)
      .where(
        inArray(
          mallOrderItemOptions.id,
          line.options.map((share) => share.orderItemOptionId),
        ),
      );
    for (const share of line.options) {
      const combinationId = options.find((option) => option.id === share.orderItemOptionId)?.combinationId;
      if (combinationId != null) add(claim.combinations, combinationId, share.units);
      else if (tookOwnStock) add(claim.products, line.itemId, share.units);
    }
  }
  return claim;
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
