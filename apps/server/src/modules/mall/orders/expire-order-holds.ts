import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { failOrder } from './mall-payment-outcome';
import { mallOrders } from './orders.tables';

const batchSize = 200;
const holdExpired = '결제 시간이 지나 주문이 취소되었습니다.';

/**
 * Ends the holds that ran out (a closed payment window, a lapsed virtual account): the order becomes
 * PAY_FAIL and its stock goes back, each order in its own transaction. Answers how many expired. Safe in
 * several processes at once: failOrder changes an order only once.
 */
export async function expireOrderHolds(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: mallOrders.id })
    .from(mallOrders)
    .where(
      and(
        inArray(mallOrders.status, ['PAY_WAIT', 'VBANK_WAIT']),
        eq(mallOrders.stockHeld, true),
        lt(mallOrders.holdExpiresAt, now),
      ),
    )
    .orderBy(asc(mallOrders.id))
    .limit(batchSize);
  let expired = 0;
  for (const order of due)
    if (await db.transaction((tx) => failOrder(tx, order.id, holdExpired, now))) expired += 1;
  return expired;
}
