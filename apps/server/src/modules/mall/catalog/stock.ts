import type { OutOfStock } from '@edu/shared';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallItems, mallOptionCombinations } from './catalog.tables';

/** Units to take or give back: per option combination, and per item without options (its own stock). */
export type StockClaim = { combinations: Map<number, number>; products: Map<number, number> };

/**
 * Takes the claimed units, each with one conditional statement (`stock >= n`), like the conference
 * seats: parallel orders can never take more than is left. In id order, so two orders never wait on
 * each other in a cycle. Answers the shortages (nothing is taken then: the caller rolls back).
 */
export async function takeStock(tx: Db, claim: StockClaim): Promise<OutOfStock['shortages']> {
  const shortages: OutOfStock['shortages'] = [];
  for (const [id, units] of [...claim.combinations].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(mallOptionCombinations)
      .set({ stock: sql`${mallOptionCombinations.stock} - ${units}` })
      .where(and(eq(mallOptionCombinations.id, id), gte(mallOptionCombinations.stock, units)))
      .returning({ id: mallOptionCombinations.id });
    if (!taken) shortages.push(await combinationShortage(tx, id, units));
  }
  for (const [itemId, units] of [...claim.products].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(mallItems)
      .set({ productStock: sql`${mallItems.productStock} - ${units}` })
      .where(
        and(eq(mallItems.id, itemId), isNotNull(mallItems.productStock), gte(mallItems.productStock, units)),
      )
      .returning({ id: mallItems.id });
    if (!taken) shortages.push(await productShortage(tx, itemId, units));
  }
  return shortages;
}

/** Gives units back (an unpaid order failed or expired); the caller makes sure it happens once. */
export async function releaseStock(tx: Db, claim: StockClaim): Promise<void> {
  for (const [id, units] of [...claim.combinations].sort(([a], [b]) => a - b))
    await tx
      .update(mallOptionCombinations)
      .set({ stock: sql`${mallOptionCombinations.stock} + ${units}` })
      .where(eq(mallOptionCombinations.id, id));
  for (const [itemId, units] of [...claim.products].sort(([a], [b]) => a - b))
    await tx
      .update(mallItems)
      .set({ productStock: sql`${mallItems.productStock} + ${units}` })
      .where(and(eq(mallItems.id, itemId), isNotNull(mallItems.productStock)));
}

/** Counts sold units for the popular sort (items of a paid order). */
export async function countSales(tx: Db, unitsByItem: Map<number, number>): Promise<void> {
  for (const [itemId, units] of [...unitsByItem].sort(([a], [b]) => a - b))
    await tx
      .update(mallItems)
      .set({ salesCount: sql`${mallItems.salesCount} + ${units}` })
      .where(eq(mallItems.id, itemId));
}

async function combinationShortage(tx: Db, id: number, requested: number) {
  const [row] = await tx
    .select({
      path: mallOptionCombinations.path,
      stock: mallOptionCombinations.stock,
      title: mallItems.title,
    })
    .from(mallOptionCombinations)
    .innerJoin(mallItems, eq(mallItems.id, mallOptionCombinations.itemId))
    .where(eq(mallOptionCombinations.id, id));
  return {
    optionName: row?.title ?? '',
    optionPathNames: row?.path ?? [],
    requested,
    available: Math.max(row?.stock ?? 0, 0),
  };
}

async function productShortage(tx: Db, itemId: number, requested: number) {
  const [row] = await tx
    .select({ title: mallItems.title, stock: mallItems.productStock })
    .from(mallItems)
    .where(inArray(mallItems.id, [itemId]));
  return {
    optionName: row?.title ?? '',
    optionPathNames: [],
    requested,
    available: Math.max(row?.stock ?? 0, 0),
  };
}
