import type { RefundType } from '@edu/shared';
import { and, asc, count, eq, gt, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database';
import type { AfterSaleRecords } from '../orders';
import { mallRefundItems, mallRefunds } from './refunds.tables';

/** What the orders module reads of the requests on its lines (it is below this module and cannot import it). */

/** States of a request not yet decided, or approved with its refund not through: its goods stay put. */
const undecidedStates = ['REFUND_REQUESTED', 'REFUND_PAY_TRY', 'REFUND_PAY_FAIL'];

/** Request states whose money is back with the buyer (approved and refunded, then perhaps received). */
const refundedStates = ['REFUND_PAID', 'REFUND_DONE'];

/** Returns and cancellations that gave money back (exchanges give none). */
const moneyBack = (orderIds: number[]) =>
  and(
    inArray(mallRefunds.orderId, orderIds),
    inArray(mallRefunds.status, refundedStates),
    ne(mallRefunds.refundType, 'EXCHANGE'),
    gt(mallRefunds.refundAmount, 0),
  );

async function pendingRequestsOf(db: Db, orderItemIds: number[]): Promise<Map<number, RefundType>> {
  const pending = new Map<number, RefundType>();
  // Bounded lists: a statement's parameters are limited.
  for (let start = 0; start < orderItemIds.length; start += 1_000) {
    const rows = await db
      .select({ orderItemId: mallRefundItems.orderItemId, refundType: mallRefunds.refundType })
      .from(mallRefundItems)
      .innerJoin(mallRefunds, eq(mallRefunds.id, mallRefundItems.refundId))
      .where(
        and(
          inArray(mallRefundItems.orderItemId, orderItemIds.slice(start, start + 1_000)),
          inArray(mallRefunds.status, undecidedStates),
        ),
      );
    for (const row of rows) pending.set(row.orderItemId, row.refundType as RefundType);
  }
  return pending;
}

/** Whether an undecided request names the line: `exists (…)` over this module's tables. */
function hasPendingRequest(orderItemId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${mallRefundItems} inner join ${mallRefunds} on ${mallRefunds.id} = ${mallRefundItems.refundId} where ${mallRefundItems.orderItemId} = ${orderItemId} and ${inArray(mallRefunds.status, undecidedStates)})`;
}

async function moneyBackOf(db: Db, orderId: number) {
  return db
    .select({
      id: mallRefunds.id,
      refundType: mallRefunds.refundType,
      refundAmount: mallRefunds.refundAmount,
      decidedAt: mallRefunds.decidedAt,
      updatedAt: mallRefunds.updatedAt,
      refundAccountBankName: mallRefunds.refundAccountBankName,
      refundAccountNumber: mallRefunds.refundAccountNumber,
      refundAccountOwner: mallRefunds.refundAccountOwner,
    })
    .from(mallRefunds)
    .where(moneyBack([orderId]))
    .orderBy(asc(mallRefunds.decidedAt), asc(mallRefunds.id));
}

async function refundedAmounts(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({
      orderId: mallRefunds.orderId,
      total: sql<number>`coalesce(sum(${mallRefunds.refundAmount}), 0)::int`,
    })
    .from(mallRefunds)
    .where(moneyBack(orderIds))
    .groupBy(mallRefunds.orderId);
  return new Map(rows.map((row) => [row.orderId, row.total]));
}

function refundedLinesSince(db: Db, from: Date) {
  return db
    .select({ orderItemId: mallRefundItems.orderItemId })
    .from(mallRefundItems)
    .innerJoin(mallRefunds, eq(mallRefunds.id, mallRefundItems.refundId))
    .where(and(inArray(mallRefunds.status, refundedStates), gte(mallRefunds.decidedAt, from)))
    .as('refunded_lines');
}

async function countOpenRequests(db: Db): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(mallRefunds)
    .where(inArray(mallRefunds.status, undecidedStates));
  return open?.n ?? 0;
}

export const afterSaleAnswers: AfterSaleRecords = {
  pendingRequestsOf,
  hasPendingRequest,
  moneyBackOf,
  refundedAmounts,
  refundedLinesSince,
  countOpenRequests,
};
