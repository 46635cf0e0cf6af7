import type { Db } from '../../../platform/db/database';
import { outOfStock } from '../cart';
import { readRowsToOrder } from './order-cart-rows';
import { shortagesAsRead } from './place-order';
import { noteStockShort, stockShortLately } from './stock-short-lately';

/**
 * An order call that admission refused (platform/http/admission.ts, `whenRefused`) is told 품절 — the
 * order path's own 409 with the short lines — when the stock it asks for is gone: a refused buyer of a
 * sold-out drop would only come back for that answer. Read only while stock was short lately in this
 * process; otherwise, or while units remain, the call stays refused with 503. The same submission
 * again (its order may hold that very stock) is refused as any other, to come back.
 */
export async function refuseIfSoldOut(
  db: Db,
  memberIdx: number,
  request: { cartIdSet: readonly number[]; orderKey: string },
): Promise<void> {
  if (!stockShortLately()) return;
  const { rows, keyTaken } = await readRowsToOrder(
    db,
    memberIdx,
    [...new Set(request.cartIdSet)],
    request.orderKey,
  );
  if (keyTaken) return;
  const shortages = shortagesAsRead(rows);
  if (shortages.length === 0) return;
  noteStockShort();
  throw outOfStock(shortages);
}
