import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderItemOptions, mallOrderItems, type OptionUnits } from './orders.tables';

/**
 * What is left of an order's lines after returns and cancellations (issue 31: one line was refunded
 * twice and its stock came back twice). Each line counts the units whose money went back and the units
 * whose stock came back; a line moves only by what is left of it, under its row lock, so a repeat
 * changes nothing whatever the order of events.
 */

const none = (ids: number[]) => (ids.length ? ids : [0]);

/** The lines of an order whose money has not all gone back yet (what a new request may still ask for). */
export async function linesLeftToRefund(db: Db, orderId: number, itemType?: 'PRODUCT' | 'CONTENT') {
  return db
    .select({ id: mallOrderItems.id, totalPrice: mallOrderItems.totalPrice })
    .from(mallOrderItems)
    .where(
      and(
        eq(mallOrderItems.orderId, orderId),
        lt(mallOrderItems.refundedQuantity, mallOrderItems.quantity),
        itemType ? eq(mallOrderItems.itemType, itemType) : undefined,
      ),
    );
}

/** The option lines of these order lines with what is left of each to ask back, by order line. */
export async function optionLinesOf(db: Db, orderItemIds: number[]) {
  const rows = await db
    .select({
      id: mallOrderItemOptions.id,
      orderItemId: mallOrderItemOptions.orderItemId,
      quantity: mallOrderItemOptions.quantity,
      refundedQuantity: mallOrderItemOptions.refundedQuantity,
    })
    .from(mallOrderItemOptions)
    .where(inArray(mallOrderItemOptions.orderItemId, none(orderItemIds)))
    .orderBy(asc(mallOrderItemOptions.id));
  const byLine = new Map<number, typeof rows>();
  for (const row of rows) byLine.set(row.orderItemId, [...(byLine.get(row.orderItemId) ?? []), row]);
  return byLine;
}

/**
 * A line and the units a request gives back of it (null = all that is left of it); for a line with option
 * lines, which of them (absent = its option lines in order, each up to what is left of it).
 */
export type { OptionUnits };
export type LineUnits = { id: number; units: number | null; options?: OptionUnits[] | null };

/** What a line actually moved: its units, and those of each of its option lines. */
export type MovedLine = {
  id: number;
  itemId: number;
  units: number;
  quantity: number;
  options: OptionUnits[];
};

type Count = 'refundedQuantity' | 'restockedQuantity';

/**
 * The units each option line moves: those asked of it, or (no split given) the line's units spread over
 * its option lines in order; never past what is left of an option line.
 */
function optionShares(
  options: { id: number; quantity: number; counted: number }[],
  line: LineUnits,
): OptionUnits[] {
  let unspread = line.units ?? Number.POSITIVE_INFINITY;
  return options.flatMap((option) => {
    const left = option.quantity - option.counted;
    const asked = line.options
      ? (line.options.find((share) => share.orderItemOptionId === option.id)?.units ?? 0)
      : unspread;
    const units = Math.max(0, Math.min(left, asked));
    unspread -= units;
    return units > 0 ? [{ orderItemOptionId: option.id, units }] : [];
  });
}

/**
 * Adds the units to a line's count (and its option lines'), never past their quantities; answers the
 * units each line actually moved (none for a line already at its quantity), so what follows (stock
 * given back) happens once.
 */
async function addUnits(tx: Db, lines: LineUnits[], count: Count): Promise<MovedLine[]> {
  const moved: MovedLine[] = [];
  for (const line of lines) {
    const [row] = await tx
      .select({
        itemId: mallOrderItems.itemId,
        quantity: mallOrderItems.quantity,
        counted: mallOrderItems[count],
      })
      .from(mallOrderItems)
      .where(eq(mallOrderItems.id, line.id))
      .for('update');
    if (!row) continue;
    const options = await tx
      .select({
        id: mallOrderItemOptions.id,
        quantity: mallOrderItemOptions.quantity,
        counted: mallOrderItemOptions[count],
      })
      .from(mallOrderItemOptions)
      .where(eq(mallOrderItemOptions.orderItemId, line.id))
      .orderBy(asc(mallOrderItemOptions.id))
      .for('update');
    const shares = optionShares(options, line);
    for (const share of shares)
      await tx
        .update(mallOrderItemOptions)
        .set({ [count]: sql`${mallOrderItemOptions[count]} + ${share.units}` })
        .where(eq(mallOrderItemOptions.id, share.orderItemOptionId));
    const asked = options.length > 0 ? shares.reduce((sum, share) => sum + share.units, 0) : line.units;
    const units = Math.min(row.quantity - row.counted, asked ?? row.quantity);
    if (units <= 0) continue;
    await tx
      .update(mallOrderItems)
      .set({ [count]: row.counted + units })
      .where(eq(mallOrderItems.id, line.id));
    moved.push({ id: line.id, itemId: row.itemId, units, quantity: row.quantity, options: shares });
  }
  return moved;
}

/** Marks the lines' units as refunded; answers the lines (and units) not refunded before. */
export const markLinesRefunded = (tx: Db, lines: LineUnits[]) => addUnits(tx, lines, 'refundedQuantity');

/** Marks the lines' units as back in stock; answers the units whose stock is to be given back now. */
export const markLinesRestocked = (tx: Db, lines: LineUnits[]) => addUnits(tx, lines, 'restockedQuantity');
