import { paidOrderStatuses } from '@edu/shared';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { kstDay } from '../../../platform/korean-time';
import type { Payments } from '../../payments';
import { mallCategories, mallItems } from '../catalog/catalog.tables';
import { mallRefundItems, mallRefunds } from '../refunds/refunds.tables';
import { mallOrderItems, mallOrders } from './orders.tables';

/** How many Korean days the mall's sales chart covers, today included. */
export const mallDashboardDays = 30;
const dayMs = 86_400_000;

/** Orders whose goods were paid for and may still be refunded: what a category's sales count. */
const soldStatuses = [...paidOrderStatuses, 'FULL_RETURNED', 'CANCEL', 'REFUNDED'];

/**
 * The mall's figures for the dashboard: won taken per Korean day (paid minus refunded) over the last 30
 * days, sales per category over the same days (goods and contents sold minus the lines refunded), the
 * goods waiting to ship and the requests waiting for a decision.
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

  const category = sql<number>`coalesce(${mallCategories.parentId}, ${mallCategories.id})`;
  const sold = await db
    .select({ categoryId: category, amount: sql<number>`sum(${mallOrderItems.totalPrice})::int` })
    .from(mallOrderItems)
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
    .innerJoin(mallItems, eq(mallItems.id, mallOrderItems.itemId))
    .innerJoin(mallCategories, eq(mallCategories.id, mallItems.categoryId))
    .where(and(inArray(mallOrders.status, soldStatuses), gte(mallOrders.paidAt, from)))
    .groupBy(category);
  const refunded = await db
    .select({ categoryId: category, amount: sql<number>`sum(${mallOrderItems.totalPrice})::int` })
    .from(mallRefundItems)
    .innerJoin(mallRefunds, eq(mallRefunds.id, mallRefundItems.refundId))
    .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallRefundItems.orderItemId))
    .innerJoin(mallItems, eq(mallItems.id, mallOrderItems.itemId))
    .innerJoin(mallCategories, eq(mallCategories.id, mallItems.categoryId))
    .where(and(inArray(mallRefunds.status, ['REFUND_PAID', 'REFUND_DONE']), gte(mallRefunds.decidedAt, from)))
    .groupBy(category);
  const names = await db.select({ id: mallCategories.id, name: mallCategories.name }).from(mallCategories);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
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
  const [openRequests] = await db
    .select({ n: count() })
    .from(mallRefunds)
    .where(inArray(mallRefunds.status, ['REFUND_REQUESTED', 'REFUND_PAY_FAIL', 'REFUND_PAY_TRY']));
  return { daily, byCategory, toShip: toShip?.n ?? 0, openRequests: openRequests?.n ?? 0 };
}
