import type { RefundType } from '@edu/shared';
import type { Db } from '../../../platform/db/database';
import { afterSales } from './after-sale-records';

/**
 * The kind of the undecided exchange, return or cancellation naming each of these product lines (absent
 * for a line no such request names): a line asked back must not ship while the request waits.
 */
export async function pendingRequestsOf(db: Db, orderItemIds: number[]): Promise<Map<number, RefundType>> {
  return afterSales().pendingRequestsOf(db, orderItemIds);
}
