// Data for the limited-stock drop, made inside the server process: a product whose one option
// combination has the last units, a cart row of one unit for each buyer, the check of what the drop
// left, and the reference: the bare conditional stock statement run directly, without HTTP.
import { and, eq, sql } from 'drizzle-orm';
import { mallCartOptions, mallCarts } from '../apps/server/src/modules/mall/cart/cart.tables';
import { takeStock } from '../apps/server/src/modules/mall/catalog';
import { mallOptionCombinations } from '../apps/server/src/modules/mall/catalog/catalog.tables';
import {
  mallOrderItemOptions,
  mallOrderItems,
  mallOrders,
} from '../apps/server/src/modules/mall/orders/orders.tables';
import type { Db } from '../apps/server/src/platform/db/database';
import { createProduct, createWarehouse } from '../apps/server/src/test/mall-factories';

let warehouseId: number | null = null;

/** A product whose only combination has `units` left, one unit of it in each buyer's cart. */
export async function createDrop(db: Db, options: { units: number; memberIdxs: number[] }) {
  warehouseId ??= await createWarehouse(db, { fee: 3000, freeOver: 50_000 });
  const product = await createProduct(db, {
    warehouseId,
    price: 18_000,
    tree: [{ path: ['한정판', '단일'], stock: options.units }],
  });
  const combinationId = product.combinations.get('한정판/단일') as number;
  if (options.memberIdxs.length === 0) return { itemId: product.itemId, combinationId, cartIds: [] };
  const carts = await db
    .insert(mallCarts)
    .values(options.memberIdxs.map((memberIdx) => ({ memberIdx, itemId: product.itemId, quantity: 0 })))
    .returning({ id: mallCarts.id });
  await db.insert(mallCartOptions).values(
    carts.map((cart) => ({
      cartId: cart.id,
      optionId: product.treeOptionId as number,
      combinationId,
      quantity: 1,
    })),
  );
  return { itemId: product.itemId, combinationId, cartIds: carts.map((cart) => cart.id) };
}

/** What a drop left: the stock, the orders holding units of it, and the units they hold. */
export async function checkDrop(db: Db, combinationId: number) {
  const [row] = await db
    .select({ stock: mallOptionCombinations.stock })
    .from(mallOptionCombinations)
    .where(eq(mallOptionCombinations.id, combinationId));
  const [held] = await db
    .select({
      orders: sql<number>`count(distinct ${mallOrders.id})::int`,
      units: sql<number>`coalesce(sum(${mallOrderItemOptions.quantity}), 0)::int`,
    })
    .from(mallOrderItemOptions)
    .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallOrderItemOptions.orderItemId))
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
    .where(and(eq(mallOrderItemOptions.combinationId, combinationId), eq(mallOrders.stockHeld, true)));
  return { stock: row?.stock ?? -1, orders: held?.orders ?? -1, units: held?.units ?? -1 };
}

/**
 * The reference: the bare conditional statement (`stock >= 1`, one unit) on a combination that never
 * runs out, `count` times, `concurrency` at a time, each in its own transaction as an order's is.
 */
export async function runBareStockStatement(db: Db, options: { count: number; concurrency: number }) {
  const { combinationId } = await createDrop(db, { units: options.count * 2, memberIdxs: [] });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.count) {
        next += 1;
        await db.transaction((tx) =>
          takeStock(tx, { combinations: new Map([[combinationId, 1]]), products: new Map() }),
        );
      }
    }),
  );
  return { perSecond: options.count / ((performance.now() - started) / 1000) };
}
