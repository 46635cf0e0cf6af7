import { paidOrderStatuses, payMethodCounts } from '@edu/shared';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { kstDay } from '../../../platform/korean-time';
import type { Payments } from '../../payments';
import { categoryNames, itemTopCategories } from '../catalog';
import { afterSales } from './after-sale-records';
import { confirmedSalesSince } from './confirmed-sales';
import { mallOrderItems, mallOrders } from './orders.tables';

/** How many Korean days the mall's sales chart covers, today included. */
export const mallDashboardDays = 30;
const dayMs = 86_400_000;

/** Orders whose goods were paid for and may still be refunded: what a category's sales count. */
const soldStatuses = [...paidOrderStatuses, 'FULL_RETURNED', 'CANCEL', 'REFUNDED'];

/**
 * The mall's figures for the dashboard: won taken per Korean day (paid minus refunded) over the last 30
 * days, sales per category over the same days (goods and contents sold minus the lines refunded), the
 * goods confirmed over the same days (구매확정: settled sales), the goods waiting to ship and the requests
 * waiting for a decision.
 */
export async function mallDashboard(db: Db, payments: Pick<Payments, 'dailyTakings'>, now = new Date()) {
  const days = Array.from({ length: mallDashboardDays }, (_, i) =>
    kstDay(new Date(now.getTime() - (mallDashboardDays - 1 - i) * dayMs)),
  );
  const from = new Date(`${days[0]}T00:00:00+09:00`);
  const takings = await payments.dailyTakings(['mall', 'mall-extra'], from);
  const daily = days.map((date) => {
    const paid = takings.paid.get(date) ?? 0;
    const refunded = takings.refunded.get(date) ?? 0;
    return { date, paid, refunded, net: paid - refunded };
  });

  // Each figure is one statement: the catalogue and the refunds module hand in their part as a subquery.
  const amount = sql<number>`sum(${mallOrderItems.totalPrice})::int`;
  const categories = itemTopCategories(db);
  const sold = await db
    .select({ categoryId: categories.categoryId, amount })
    .from(mallOrderItems)
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
    .innerJoin(categories, eq(categories.itemId, mallOrderItems.itemId))
    .where(and(inArray(mallOrders.status, soldStatuses), gte(mallOrders.paidAt, from)))
    .groupBy(categories.categoryId);
  const refundedLines = afterSales().refundedLinesSince(db, from);
  const refunded = await db
    .select({ categoryId: categories.categoryId, amount })
    .from(refundedLines)
    .innerJoin(mallOrderItems, eq(mallOrderItems.id, refundedLines.orderItemId))
    .innerJoin(categories, eq(categories.itemId, mallOrderItems.itemId))
    .groupBy(categories.categoryId);
  const nameOf = await categoryNames(db);
  const refundedOf = new Map(refunded.map((row) => [Number(row.categoryId), Number(row.amount)]));
  const byCategory = sold
    .map((row) => {
      const id = Number(row.categoryId);
      const refundedAmount = refundedOf.get(id) ?? 0;
      return {
        categoryId: id,
        name: nameOf.get(id) ?? '',
        sold: Number(row.amount),
        refunded: refundedAmount,
        net: Number(row.amount) - refundedAmount,
      };
    })
    .sort((a, b) => b.net - a.net);

  const [toShip] = await db
    .select({ n: count() })
    .from(mallOrderItems)
    .where(eq(mallOrderItems.deliveryStatus, 'READY'));
  const openRequests = await afterSales().countOpenRequests(db);
  const confirmedSales = await confirmedSalesSince(db, from);
  // Orders paid over the same days by how they were paid (refunded ones too: they were paid so).
  const paidWith = await db
    .select({
      method: mallOrders.payMethod,
      amount: sql<number>`min(${mallOrders.totalPaidAmount})`.mapWith(Number),
      count: count(),
    })
    .from(mallOrders)
    .where(and(inArray(mallOrders.status, soldStatuses), gte(mallOrders.paidAt, from)))
    .groupBy(mallOrders.payMethod);
  return {
    daily,
    byCategory,
    byPayMethod: payMethodCounts(paidWith),
    toShip: toShip?.n ?? 0,
    confirmedSales,
    openRequests,
  };
}
