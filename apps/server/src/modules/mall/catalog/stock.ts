import type { OutOfStock } from '@edu/shared';
import { and, eq, gte, inArray, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallItems, mallOptionCombinations } from './catalog.tables';

type Shortage = OutOfStock['shortages'][number];

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

/**
 * Names of the constraints that keep stock from going below 0 (catalog.tables.ts). A statement taking more
 * than is left fails on one of them, and the whole statement with it.
 */
export const stockFloorConstraints: ReadonlySet<string> = new Set([
  'mall_option_combinations_stock_not_negative',
  'mall_items_product_stock_not_negative',
]);

/** `case <id column> when <id> then <units> … end`: each row's units in one UPDATE. */
function unitsById(idColumn: SQLWrapper, claimed: ReadonlyMap<number, number>) {
  const branches = [...claimed].map(([id, units]) => sql`when ${id}::int then ${units}::int`);
  return sql`(case ${idColumn} ${sql.join(branches, sql` `)} end)`;
}

/**
 * The claim as statements for a caller that writes its order in the same one statement
 * (orders/insert-order.ts): one UPDATE per table, with no condition of its own, because the floor
 * constraints refuse a row going below 0 and so abort the whole statement — order, lines and every
 * row taken — when any row is short. One statement means the hot row's lock is held only inside the
 * database, never across a round trip to this process. Answers no statement for an empty claim.
 */
export function stockTakingStatements(tx: Db, claim: StockClaim): SQL[] {
  const statements: SQL[] = [];
  if (claim.combinations.size > 0)
    statements.push(
      tx
        .update(mallOptionCombinations)
        .set({
          stock: sql`${mallOptionCombinations.stock} - ${unitsById(mallOptionCombinations.id, claim.combinations)}`,
        })
        .where(inArray(mallOptionCombinations.id, [...claim.combinations.keys()]))
        .getSQL(),
    );
  if (claim.products.size > 0)
    statements.push(
      tx
        .update(mallItems)
        .set({ productStock: sql`${mallItems.productStock} - ${unitsById(mallItems.id, claim.products)}` })
        .where(inArray(mallItems.id, [...claim.products.keys()]))
        .getSQL(),
    );
  return statements;
}

/** The units a claim takes of each stock row, by the row's name (for turns on hot rows: platform/db/hot-rows.ts). */
export const unitsByStockRow = (claim: StockClaim): Map<string, number> =>
  new Map([
    ...[...claim.combinations].map(([id, units]) => [combinationRow(id), units] as const),
    ...[...claim.products].map(([id, units]) => [productRow(id), units] as const),
  ]);

const combinationRow = (id: number) => `mall_option_combinations:${id}`;
const productRow = (id: number) => `mall_items:${id}`;

/**
 * The claimed rows now short, by name (`unitsByStockRow`), for the refusal's message after a statement
 * hit a floor constraint.
 */
export async function shortRowsOf(db: Db, claim: StockClaim): Promise<Map<string, Shortage>> {
  const short = new Map<string, Shortage>();
  for (const [id, units] of claim.combinations) {
    const shortage = await combinationShortage(db, id, units);
    if (shortage.available < units) short.set(combinationRow(id), shortage);
  }
  for (const [itemId, units] of claim.products) {
    const shortage = await productShortage(db, itemId, units);
    if (shortage.available < units) short.set(productRow(itemId), shortage);
  }
  return short;
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
