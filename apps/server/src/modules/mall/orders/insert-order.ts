import type { OutOfStock } from '@edu/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { databaseErrorOf, sqlState } from '../../../platform/db/database-error';
import type { HotRows } from '../../../platform/db/hot-rows';
import { outOfStock } from '../cart';
import { shortRowsOf, stockFloorConstraints, stockTakingStatements, unitsByStockRow } from '../catalog';
import type { OrderDraft } from './build-order';
import { mallOrderDeliveries, mallOrderItemOptions, mallOrderItems, mallOrders } from './orders.tables';
import { noteStockShort, noteStockTaken } from './stock-short-lately';

type OrderRow = typeof mallOrders.$inferInsert;

/**
 * The order, its deliveries, lines and option lines, and the stock they take, as one statement (data-
 * modifying WITH queries), which PostgreSQL runs all or nothing. One round trip instead of seven
 * (begin, four inserts, the stock, commit), and the hot stock row of a limited drop stays locked only
 * while the database finishes the statement, never across a round trip to this busy process: that lock
 * is what every buyer of the drop queues on (issue 30: the drop's p99).
 *
 * Rows written earlier in the statement are found by what they answered: the order by `o`, a delivery
 * by its warehouse (one per warehouse), a line by its place — a multi-row insert numbers its rows in the
 * order given, as the separate inserts did before.
 */
function orderStatement(tx: Db, order: OrderRow, draft: OrderDraft): SQL {
  const orderId = sql`(select id from o)`;
  const steps = [
    sql`o as (${tx.insert(mallOrders).values(order).returning({ id: mallOrders.id }).getSQL()})`,
  ];
  if (draft.deliveries.length > 0) {
    const deliveries = tx
      .insert(mallOrderDeliveries)
      .values(draft.deliveries.map((delivery) => ({ ...delivery, orderId })))
      .returning({ id: mallOrderDeliveries.id, warehouseId: mallOrderDeliveries.warehouseId });
    steps.push(sql`d as (${deliveries.getSQL()})`);
  }
  const items = tx
    .insert(mallOrderItems)
    .values(
      draft.items.map((item) => ({
        ...item.values,
        orderId,
        deliveryId:
          item.warehouseId === null ? null : sql`(select id from d where warehouse_id = ${item.warehouseId})`,
      })),
    )
    .returning({ id: mallOrderItems.id });
  steps.push(sql`i as (${items.getSQL()})`);
  const optionLines = draft.items.flatMap((item, place) =>
    item.options.map((line) => ({
      ...line,
      orderItemId: sql`(select id from i order by id offset ${place} limit 1)`,
    })),
  );
  if (optionLines.length > 0)
    steps.push(sql`p as (${tx.insert(mallOrderItemOptions).values(optionLines).getSQL()})`);
  stockTakingStatements(tx, draft.claim).forEach((statement, index) => {
    steps.push(sql`${sql.identifier(`stock${index}`)} as (${statement})`);
  });
  return sql`with ${sql.join(steps, sql`, `)} select id from o`;
}

/** Tries after the first: a deadlock between two orders, or stock short then back by the next look. */
const retries = 1;

type Shortage = OutOfStock['shortages'][number];

/**
 * Stock rows a turn found short, and when, by database. A buyer who was already waiting for a turn
 * on that row is refused from it without running the statement: after a drop sells out, the hundred
 * buyers still queued behind the last turns are answered at once instead of each failing the
 * statement and reading the stock again. Refusing from a shortage seen after the buyer's call began is
 * as true as reading it then. A turn that takes the row's stock forgets what was seen of it.
 */
const seenShortBy = new WeakMap<HotRows<Db>, Map<string, { at: number; shortage: Shortage }>>();

function seenShortOf(hotRows: HotRows<Db>) {
  let seen = seenShortBy.get(hotRows);
  if (!seen) {
    seen = new Map();
    seenShortBy.set(hotRows, seen);
  }
  return seen;
}

/** The claimed rows seen short, since `since`, of more than the claim takes; none: the statement runs. */
function shortagesSeenSince(
  seen: ReadonlyMap<string, { at: number; shortage: Shortage }>,
  units: ReadonlyMap<string, number>,
  since: number,
) {
  const shortages: Shortage[] = [];
  for (const [row, wanted] of units) {
    const seenShort = seen.get(row);
    if (seenShort && seenShort.at > since && seenShort.shortage.available < wanted)
      shortages.push({ ...seenShort.shortage, requested: wanted });
  }
  return shortages;
}

/**
 * Writes the order and takes its stock in one statement, in a turn on its stock rows (hot-rows.ts);
 * with `andThen`, that statement and `andThen` (completing an order that costs nothing) share one
 * transaction. Answers the new order's id with what `andThen` answered, or null when the member
 * already placed an order with this key (the same submission again: nothing written). Refuses with
 * 409 and the short lines when the stock is not there (nothing written either). A refusal is read
 * outside the failed statement's transaction, which is gone.
 */
export async function insertOrderTakingStock<T = undefined>(
  { db, hotRows }: { db: Db; hotRows: HotRows<Db> },
  order: OrderRow,
  draft: OrderDraft,
  andThen?: (tx: Db, orderId: number) => Promise<T>,
): Promise<{ id: number; followUp: T | undefined } | null> {
  const since = performance.now();
  const units = unitsByStockRow(draft.claim);
  const seen = seenShortOf(hotRows);
  const write = async (tx: Db) => {
    const result = await tx.execute(orderStatement(tx, order, draft));
    const [row] = (result as unknown as { rows: { id: number }[] }).rows;
    if (!row) throw new Error('the order statement answered no order');
    return { id: row.id, followUp: andThen ? await andThen(tx, row.id) : undefined };
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const placed = await hotRows.write([...units.keys()], (writer) => {
        const shortages = shortagesSeenSince(seen, units, since);
        if (shortages.length > 0) {
          noteStockShort();
          throw outOfStock(shortages);
        }
        return andThen ? writer.transaction(write) : write(writer);
      });
      for (const row of units.keys()) seen.delete(row);
      if (units.size > 0) noteStockTaken();
      return placed;
    } catch (error) {
      const refused = databaseErrorOf(error);
      if (refused?.code === sqlState.uniqueViolation && refused.constraint === 'mall_orders_member_key')
        return null;
      const short =
        refused?.code === sqlState.checkViolation && stockFloorConstraints.has(refused.constraint ?? '');
      if (short) {
        // Taken before the read, so whoever is refused from it had begun before the read looked.
        const at = performance.now();
        const shortRows = await shortRowsOf(db, draft.claim);
        for (const [row, shortage] of shortRows) seen.set(row, { at, shortage });
        noteStockShort(at);
        if (shortRows.size > 0 || attempt >= retries) throw outOfStock([...shortRows.values()]);
      } else if (refused?.code !== sqlState.deadlockDetected || attempt >= retries) throw error;
    }
  }
}
