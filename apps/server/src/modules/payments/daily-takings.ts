import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { paymentRefunds, payments } from './payments.tables';

/** The Korean day (yyyy-mm-dd) of a timestamp column, in SQL. */
const kstDayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'Asia/Seoul', 'YYYY-MM-DD')`;

/**
 * Money in and out per Korean day since `from` for the purchases of some purposes: what was paid (by
 * the day it was paid) and what was refunded (by the day the refund was made). For dashboards.
 */
export async function dailyTakings(db: Db, purposes: string[], from: Date) {
  const paid = await db
    .select({ day: kstDayOf(payments.paidAt), amount: sql<number>`sum(${payments.amount})::int` })
    .from(payments)
    .where(and(inArray(payments.purpose, purposes), gte(payments.paidAt, from)))
    .groupBy(kstDayOf(payments.paidAt));
  const refunded = await db
    .select({
      day: kstDayOf(paymentRefunds.finishedAt),
      amount: sql<number>`sum(${paymentRefunds.amount})::int`,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        inArray(payments.purpose, purposes),
        eq(paymentRefunds.status, 'done'),
        gte(paymentRefunds.finishedAt, from),
      ),
    )
    .groupBy(kstDayOf(paymentRefunds.finishedAt));
  return {
    paid: new Map(paid.map((row) => [row.day, Number(row.amount)])),
    refunded: new Map(refunded.map((row) => [row.day, Number(row.amount)])),
  };
}
