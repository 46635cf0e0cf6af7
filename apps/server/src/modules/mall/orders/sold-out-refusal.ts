import type { Db } from '../../../platform/db/database';
import { outOfStock } from '../cart';
import { readRowsToOrder } from './order-cart-rows';
import { shortagesAsRead } from './place-order';
import { noteStockShort, stockShortLately, stockTakenLately } from './stock-short-lately';

/**
 * An order call that admission refused (platform/http/admission.ts, `whenRefused`), read while a drop is
 * selling or sold out in this process: told 품절 — the order path's own 409 with the short lines — when
 * the stock it asks for is gone (a refused buyer of a sold-out drop would only come back for that
 * answer), and let in while the units it asks for remain (answers `admit`): its wait is its turn on the
 * stock row, which admission does not count as overload, while a 503 there left units unsold as the
 * buyers who would have taken them were told to come back (issue 41: on PGlite 8 of 9 drops sold all
 * their units but told 25–904 buyers 503 first). At other times, or for the same submission again (its
 * order may hold that very stock), the call stays refused with 503.
 */
export async function answerRefusedOrder(
  db: Db,
  memberIdx: number,
  request: { cartIdSet: readonly number[]; orderKey: string },
): Promise<'admit' | undefined> {
  if (!stockShortLately() && !stockTakenLately()) return;
  const { rows, keyTaken } = await readRowsToOrder(
    db,
    memberIdx,
    [...new Set(request.cartIdSet)],
    request.orderKey,
  );
  if (keyTaken) return;
  const shortages = shortagesAsRead(rows);
  if (shortages.length === 0) return 'admit';
  noteStockShort();
  throw outOfStock(shortages);
}
