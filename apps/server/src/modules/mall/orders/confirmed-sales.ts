import { and, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderItems } from './orders.tables';

/**
 * Settled sales: won of the goods lines confirmed (구매확정) since `from`, each less the share of its units
 * given back before it was confirmed (a confirmed line can no longer be asked back).
 */
export async function confirmedSalesSince(db: Db, from: Date): Promise<number> {
  const [row] = await db
    .select({
      amount: sql<number>`coalesce(sum(${mallOrderItems.totalPrice} - ${mallOrderItems.totalPrice} * ${mallOrderItems.refundedQuantity} / greatest(${mallOrderItems.quantity}, 1)), 0)::int`,
    })
    .from(mallOrderItems)
    .where(and(isNotNull(mallOrderItems.confirmedAt), gte(mallOrderItems.confirmedAt, from)));
  return Number(row?.amount ?? 0);
}
