import { and, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderItems } from './orders.tables';
import { pendingRequestsOf } from './pending-requests';

const dayMs = 86_400_000;

/**
 * Confirms (구매확정, by `auto`) every line of goods delivered `days` days ago or earlier that is not
 * confirmed yet, has units left that were not given back, and is not named by an exchange or return
 * waiting for a decision (it confirms itself once the request is decided). The update keeps its
 * `confirmed_at is null` condition, so running it twice, or in two server processes at once, confirms a
 * line once and keeps the first time. Answers how many lines it confirmed.
 */
export async function autoConfirmPurchases(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * dayMs);
  const due = await db
    .select({ id: mallOrderItems.id })
    .from(mallOrderItems)
    .where(
      and(
        isNull(mallOrderItems.confirmedAt),
        isNotNull(mallOrderItems.deliveredAt),
        lte(mallOrderItems.deliveredAt, cutoff),
        lt(mallOrderItems.refundedQuantity, mallOrderItems.quantity),
      ),
    );
  let confirmed = 0;
  // Bounded lists: a statement's parameters are limited.
  for (let start = 0; start < due.length; start += 1_000) {
    const ids = due.slice(start, start + 1_000).map((line) => line.id);
    const pending = await pendingRequestsOf(db, ids);
    const free = ids.filter((id) => !pending.has(id));
    if (free.length === 0) continue;
    const updated = await db
      .update(mallOrderItems)
      .set({ confirmedAt: now, confirmedBy: 'auto' })
      .where(and(inArray(mallOrderItems.id, free), isNull(mallOrderItems.confirmedAt)))
      .returning({ id: mallOrderItems.id });
    confirmed += updated.length;
  }
  return confirmed;
}
