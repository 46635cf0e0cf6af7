import { orderMessages } from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import { mallOrders } from './orders.tables';

const summaryColumns = {
  id: mallOrders.id,
  oid: mallOrders.oid,
  memberIdx: mallOrders.memberIdx,
  status: mallOrders.status,
  buyerName: mallOrders.buyerName,
  buyerTel: mallOrders.buyerTel,
  payMethod: mallOrders.payMethod,
  totalPaidAmount: mallOrders.totalPaidAmount,
  paidAt: mallOrders.paidAt,
  escrow: mallOrders.escrow,
};

/** What another module decides on an order with: who bought it, its state, its payment. */
export type OrderSummary = {
  id: number;
  oid: string;
  memberIdx: number;
  status: string;
  buyerName: string;
  buyerTel: string;
  /** Card, DirectBank, VBank or free; null until paid (or the virtual account issued). */
  payMethod: string | null;
  totalPaidAmount: number;
  /** When the money arrived (a virtual account: its deposit); null until then. */
  paidAt: Date | null;
  /** 구매안전서비스: paid through the provider's escrow. */
  escrow: boolean;
};

/** The order with this id, or undefined. */
export async function orderById(db: Db, orderId: number): Promise<OrderSummary | undefined> {
  const [order] = await db.select(summaryColumns).from(mallOrders).where(eq(mallOrders.id, orderId));
  return order;
}

/** The orders with these ids, by id (an id without an order is absent). */
export async function ordersByIds(db: Db, orderIds: number[]): Promise<Map<number, OrderSummary>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select(summaryColumns)
    .from(mallOrders)
    .where(inArray(mallOrders.id, [...new Set(orderIds)]));
  return new Map(rows.map((order) => [order.id, order]));
}

/** The member's order with this order number, or undefined (someone else's order is not found either). */
export async function memberOrderByOid(
  db: Db,
  memberIdx: number,
  oid: string,
): Promise<OrderSummary | undefined> {
  const [order] = await db
    .select(summaryColumns)
    .from(mallOrders)
    .where(and(eq(mallOrders.oid, oid), eq(mallOrders.memberIdx, memberIdx)));
  return order;
}

/**
 * The whole order by its number, as its buyer (memberIdx) may see it, or an administrator (memberIdx
 * null) any order: 404 with the order messages' text when there is none for the caller.
 */
export async function orderSeenBy(db: Db, oid: string, memberIdx: number | null) {
  const [order] = await db
    .select()
    .from(mallOrders)
    .where(
      and(eq(mallOrders.oid, oid), memberIdx === null ? undefined : eq(mallOrders.memberIdx, memberIdx)),
    );
  if (!order) throw notFound(orderMessages.orderNotFound);
  return order;
}
