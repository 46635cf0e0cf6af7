import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallOrderItems, mallOrders } from './orders.tables';

/**
 * The states an exchange, return or cancellation moves an order and its lines through. The refunds
 * module decides; the order's records change only here.
 */

/** Puts the order on hold for a request (REFUND_WAIT) if it is still in one of `from`; answers whether it was. */
export async function holdOrderForRequest(
  tx: Db,
  orderId: number,
  from: readonly string[],
): Promise<boolean> {
  const [held] = await tx
    .update(mallOrders)
    .set({ status: 'REFUND_WAIT', updatedAt: new Date() })
    .where(and(eq(mallOrders.id, orderId), inArray(mallOrders.status, [...from])))
    .returning({ id: mallOrders.id });
  return Boolean(held);
}

/**
 * Locks the lines a request names, in one conditional statement that writes nothing, while none of them
 * is confirmed (구매확정): answers false when one is. A confirmation running at the same instant locks
 * the same rows, so one of the two waits and then sees what the other did.
 */
export async function lockUnconfirmedLines(tx: Db, lineIds: number[]): Promise<boolean> {
  if (lineIds.length === 0) return true;
  const locked = await tx
    .update(mallOrderItems)
    .set({ confirmedAt: sql`${mallOrderItems.confirmedAt}` })
    .where(and(inArray(mallOrderItems.id, lineIds), isNull(mallOrderItems.confirmedAt)))
    .returning({ id: mallOrderItems.id });
  return locked.length === new Set(lineIds).size;
}

/** Gives a held order (REFUND_WAIT) its status back: the request was withdrawn or denied. */
export async function releaseOrderHold(tx: Db, orderId: number, status: string): Promise<void> {
  await tx
    .update(mallOrders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(mallOrders.id, orderId), eq(mallOrders.status, 'REFUND_WAIT')));
}

/** The order and the lines a finished request named take the states it ends in. */
export async function closeRequestOnOrder(
  tx: Db,
  change: { orderId: number; orderStatus: string; lineIds: number[]; deliveryStatus: string },
): Promise<void> {
  await tx
    .update(mallOrders)
    .set({ status: change.orderStatus, updatedAt: new Date() })
    .where(eq(mallOrders.id, change.orderId));
  if (change.lineIds.length)
    await tx
      .update(mallOrderItems)
      .set({ status: change.orderStatus, deliveryStatus: change.deliveryStatus })
      .where(inArray(mallOrderItems.id, change.lineIds));
}

/** Every line of an order (a whole-order request refunds them all). */
export async function orderLineIds(db: Db, orderId: number): Promise<number[]> {
  const lines = await db
    .select({ id: mallOrderItems.id })
    .from(mallOrderItems)
    .where(eq(mallOrderItems.orderId, orderId));
  return lines.map((line) => line.id);
}
