import { and, isNotNull, isNull, lt, lte, not, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { afterSales } from './after-sale-records';
import { mallOrderItems, mallOrders } from './orders.tables';

const dayMs = 86_400_000;

/**
 * Confirms (구매확정, by `auto`) every line of goods delivered `days` days ago or earlier that is not
 * confirmed yet, has units left that were not given back, is not named by an exchange or return waiting
 * for a decision (it confirms itself once the request is decided), and was not paid through the
 * provider's escrow (the provider confirms those: escrow-orders.ts). All of it is the one UPDATE's
 * condition, so a request or a buyer's confirmation committed meanwhile is seen by the statement itself
 * (no list read first and updated later), and running it twice, or in two server processes at once,
 * confirms a line once and keeps the first time. Answers how many lines it confirmed.
 */
export async function autoConfirmPurchases(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * dayMs);
  const confirmed = await db
    .update(mallOrderItems)
    .set({ confirmedAt: now, confirmedBy: 'auto' })
    .where(
      and(
        isNull(mallOrderItems.confirmedAt),
        isNotNull(mallOrderItems.deliveredAt),
        lte(mallOrderItems.deliveredAt, cutoff),
        lt(mallOrderItems.refundedQuantity, mallOrderItems.quantity),
        not(afterSales().hasPendingRequest(mallOrderItems.id)),
        sql`not exists (select 1 from ${mallOrders} where ${mallOrders.id} = ${mallOrderItems.orderId} and ${mallOrders.escrow})`,
      ),
    )
    .returning({ id: mallOrderItems.id });
  return confirmed.length;
}
