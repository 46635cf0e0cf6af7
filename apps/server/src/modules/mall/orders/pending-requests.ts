import type { RefundType } from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallRefundItems, mallRefunds } from '../refunds/refunds.tables';

/** States of a request not yet decided, or approved with its refund not through: its goods stay put. */
const undecidedStates = ['REFUND_REQUESTED', 'REFUND_PAY_TRY', 'REFUND_PAY_FAIL'];

/**
 * The kind of the undecided exchange, return or cancellation naming each of these product lines (absent
 * for a line no such request names): a line asked back must not ship while the request waits.
 */
export async function pendingRequestsOf(db: Db, orderItemIds: number[]): Promise<Map<number, RefundType>> {
  const pending = new Map<number, RefundType>();
  // Bounded lists: a statement's parameters are limited.
  for (let start = 0; start < orderItemIds.length; start += 1_000) {
    const rows = await db
      .select({ orderItemId: mallRefundItems.orderItemId, refundType: mallRefunds.refundType })
      .from(mallRefundItems)
      .innerJoin(mallRefunds, eq(mallRefunds.id, mallRefundItems.refundId))
      .where(
        and(
          inArray(mallRefundItems.orderItemId, orderItemIds.slice(start, start + 1_000)),
          inArray(mallRefunds.status, undecidedStates),
        ),
      );
    for (const row of rows) pending.set(row.orderItemId, row.refundType as RefundType);
  }
  return pending;
}
