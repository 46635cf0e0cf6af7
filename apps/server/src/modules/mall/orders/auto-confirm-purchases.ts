import { and, eq, inArray, isNotNull, isNull, lt, lte, not, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { afterSales } from './after-sale-records';
import { mallOrderItems, mallOrders } from './orders.tables';

const dayMs = 86_400_000;

/**
 * Confirms (구매확정, by `auto`) every line of goods delivered `days` days ago or earlier that is not
 * confirmed yet, has units left that were not given back, is not named by an exchange or return waiting
 * for a decision (it confirms itself once the request is decided), and was not paid through the
 * provider's escrow (the provider confirms those: escrow-orders.ts). Answers how many lines it confirmed.
 *
 * The candidates are locked first, skipping any line a request (or the buyer's own 구매확정) holds at
 * this instant, and judged again in the next statement, which sees every request committed by then. In
 * one statement a line a request was locking would be confirmed as soon as the request committed: the
 * statement re-reads the line itself, but judges "no waiting request" by its own snapshot, taken before
 * the request existed, so the line was returned and confirmed both. A line skipped now is judged on the
 * next run. Running it twice, or in two server processes at once, confirms a line once and keeps the first time.
 */
export async function autoConfirmPurchases(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * dayMs);
  const due = and(
    isNull(mallOrderItems.confirmedAt),
    isNotNull(mallOrderItems.deliveredAt),
    lte(mallOrderItems.deliveredAt, cutoff),
    lt(mallOrderItems.refundedQuantity, mallOrderItems.quantity),
    notExists(
      db
        .select({ one: sql`1` })
        .from(mallOrders)
        .where(and(eq(mallOrders.id, mallOrderItems.orderId), eq(mallOrders.escrow, true))),
    ),
  );
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: mallOrderItems.id })
      .from(mallOrderItems)
      .where(and(due, not(afterSales().hasPendingRequest(mallOrderItems.id))))
      .for('update', { of: mallOrderItems, skipLocked: true });
    if (candidates.length === 0) return 0;
    const confirmed = await tx
      .update(mallOrderItems)
      .set({ confirmedAt: now, confirmedBy: 'auto' })
      .where(
        and(
          inArray(
            mallOrderItems.id,
            candidates.map((line) => line.id),
          ),
          due,
          not(afterSales().hasPendingRequest(mallOrderItems.id)),
        ),
      )
      .returning({ id: mallOrderItems.id });
    return confirmed.length;
  });
}
