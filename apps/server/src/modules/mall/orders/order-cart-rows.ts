import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { intList, preparedSql } from '../../../platform/db/prepared-sql';
import { cartRowOf, cartRowsStatement, chosenCartRows, type StoredCartRow } from '../cart';

/**
 * The chosen cart rows as an order reads them, and on each whether the member already placed an order
 * with this order key, in one round trip. Why: in a stock drop most attempts find the stock already
 * short in the rows and are refused, unless the same submission is coming again (its order may hold
 * that very stock); asking for the key apart made a third of those attempts' queries.
 */
const readOrderRows = preparedSql<StoredCartRow & { keyTaken: boolean }>(
  'cart_rows_for_order',
  cartRowsStatement(
    chosenCartRows,
    sql`, exists (select 1 from mall_orders mo where mo.member_idx = ${sql.placeholder('memberIdx')}
        and mo.order_key = ${sql.placeholder('orderKey')}) as "keyTaken"`,
  ),
);

/** The rows of `cartIds` priced, and whether an order with `orderKey` exists (false when no row is left). */
export async function readRowsToOrder(
  db: Db,
  memberIdx: number,
  cartIds: readonly number[],
  orderKey: string,
) {
  if (cartIds.length === 0) return { rows: [], keyTaken: false };
  const stored = await readOrderRows(db, { memberIdx, cartIds: intList(cartIds), orderKey });
  return {
    rows: stored.map(({ keyTaken: _key, ...row }) => cartRowOf(row)),
    keyTaken: stored.some((row) => row.keyTaken),
  };
}
