import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderExtras } from './orders.tables';

/** States of an extra charge the buyer still has to pay (a virtual account waiting for its deposit included). */
const unpaidStates = ['EXTRA_CREATED', 'EXTRA_TRY', 'EXTRA_FAIL', 'EXTRA_VBANK'];

/** The order's oldest extra charge not paid yet (its own order number, amount, reason, state), or undefined. */
export async function unpaidExtraChargeOf(db: Db, orderId: number) {
  const [extra] = await db
    .select({
      oid: mallOrderExtras.oid,
      amount: mallOrderExtras.amount,
      reason: mallOrderExtras.reason,
      status: mallOrderExtras.status,
    })
    .from(mallOrderExtras)
    .where(and(eq(mallOrderExtras.orderId, orderId), inArray(mallOrderExtras.status, unpaidStates)))
    .orderBy(asc(mallOrderExtras.id))
    .limit(1);
  return extra;
}
