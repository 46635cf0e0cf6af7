import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallCarts } from './cart.tables';

/** Takes these rows out of the member's cart (an order paid for them), in the caller's transaction. */
export async function removeCartRows(tx: Db, memberIdx: number, cartIds: readonly number[]): Promise<void> {
  if (cartIds.length === 0) return;
  await tx
    .delete(mallCarts)
    .where(and(eq(mallCarts.memberIdx, memberIdx), inArray(mallCarts.id, [...cartIds])));
}
