// Data for the cart-edit burst, made inside the server process: a product without options whose stock
// is not counted (every edit can succeed), and the check of what a burst left in the carts.
import { eq, sql } from 'drizzle-orm';
import { mallCarts } from '../apps/server/src/modules/mall/cart/cart.tables';
import type { Db } from '../apps/server/src/platform/db/database';
import { createProduct, createWarehouse } from '../apps/server/src/test/mall-factories';

let warehouseId: number | null = null;

/** A fresh product for one burst, so each burst's check counts only its own edits. */
export async function createCartItem(db: Db) {
  warehouseId ??= await createWarehouse(db, { fee: 3000, freeOver: 50_000 });
  const product = await createProduct(db, { warehouseId, price: 9_000, stock: null });
  return { itemId: product.itemId };
}

/** Units of the item in every cart: each answered ADD put one there, each refused one none. */
export async function checkCartItem(db: Db, itemId: number) {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${mallCarts.quantity}), 0)::int` })
    .from(mallCarts)
    .where(eq(mallCarts.itemId, itemId));
  return { units: row?.units ?? -1 };
}
