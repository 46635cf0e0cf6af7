import {
  type PaymentHold,
  type PendingOrderPayment,
  paymentHold,
  paymentHoldExtensionMs,
  paymentHoldMessages,
  paymentHoldOf,
} from '@edu/shared';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/http/app-error';
import { mallOrders } from './orders.tables';

/** An unpaid order whose stock is still held for its buyer: a window opened and not paid yet. */
const heldForPayment = (now: Date) =>
  and(eq(mallOrders.status, 'PAY_WAIT'), eq(mallOrders.stockHeld, true), gt(mallOrders.holdExpiresAt, now));

const sameRows = (held: readonly number[], asked: readonly number[]) =>
  held.length === asked.length && asked.every((id) => held.includes(id));

/**
 * The order form after a closed payment window (KWCAG 2.2.1): the member's unpaid order of exactly these
 * cart rows, with the time its stock is still held. The page sends its key with the next attempt, which
 * pays that same order (place-order.ts payAgain) instead of placing a second one beside it.
 */
export async function findPendingOrderPayment(
  db: Db,
  memberIdx: number,
  cartIds: readonly number[],
  now = new Date(),
): Promise<PendingOrderPayment | null> {
  const candidates = await db
    .select({
      oid: mallOrders.oid,
      orderKey: mallOrders.orderKey,
      cartIds: mallOrders.cartIds,
      holdExpiresAt: mallOrders.holdExpiresAt,
      holdExtensions: mallOrders.holdExtensions,
    })
    .from(mallOrders)
    .where(and(eq(mallOrders.memberIdx, memberIdx), heldForPayment(now)))
    .orderBy(desc(mallOrders.id))
    .limit(5);
  const order = candidates.find((candidate) => sameRows(candidate.cartIds, cartIds));
  const hold = order && paymentHoldOf(order.holdExpiresAt, order.holdExtensions, now);
  if (!order?.orderKey || !hold) return null;
  return { oid: order.oid, orderKey: order.orderKey, hold };
}

/**
 * The buyer asks for more time on the order form: the stock of their unpaid order is held for another
 * 15 minutes from now, at most twice a hold, decided in one statement on the row as it is (it races
 * neither the hold job, which gives the stock back once the hold ran out, nor a second click).
 * Refusals: 404 not the caller's order, 409 not held any more, 409 no extension left.
 */
export async function extendOrderHold(options: {
  db: Db;
  memberIdx: number;
  oid: string;
  now?: Date;
}): Promise<PaymentHold> {
  const { db, memberIdx, oid } = options;
  const now = options.now ?? new Date();
  const mine = and(eq(mallOrders.oid, oid), eq(mallOrders.memberIdx, memberIdx));
  const [extended] = await db
    .update(mallOrders)
    .set({
      holdExpiresAt: new Date(now.getTime() + paymentHoldExtensionMs),
      holdExtensions: sql`${mallOrders.holdExtensions} + 1`,
      updatedAt: now,
    })
    .where(and(mine, heldForPayment(now), lt(mallOrders.holdExtensions, paymentHold.maxExtensions)))
    .returning({ holdExpiresAt: mallOrders.holdExpiresAt, holdExtensions: mallOrders.holdExtensions });
  const hold = extended && paymentHoldOf(extended.holdExpiresAt, extended.holdExtensions, now);
  if (hold) return hold;

  const [order] = await db
    .select({
      status: mallOrders.status,
      stockHeld: mallOrders.stockHeld,
      holdExpiresAt: mallOrders.holdExpiresAt,
      holdExtensions: mallOrders.holdExtensions,
    })
    .from(mallOrders)
    .where(mine);
  if (!order) throw notFound('주문 정보를 찾을 수 없습니다.');
  if (order.status !== 'PAY_WAIT' || !order.stockHeld) throw conflict(paymentHoldMessages.notHeld);
  if (!paymentHoldOf(order.holdExpiresAt, order.holdExtensions, now))
    throw conflict(paymentHoldMessages.expired);
  throw conflict(paymentHoldMessages.noMoreExtensions);
}
