import type { RefundType } from '@edu/shared';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/database';

/**
 * What orders reads of the exchanges, returns and cancellations asked of its lines. Their records belong
 * to the refunds module, which builds on this one (it holds, closes and refunds orders through
 * `index.ts`), so orders cannot import it: refunds hands these answers in once, when it is loaded
 * (`readAfterSalesThrough`), the way payments is handed each purpose's outcomes.
 */
export type AfterSaleRecords = {
  /**
   * The kind of the undecided request naming each of these lines (absent for a line no request waiting
   * for a decision names), in the caller's transaction when given one.
   */
  pendingRequestsOf(db: Db, orderItemIds: number[]): Promise<Map<number, RefundType>>;
  /**
   * A condition true for an order line (the column naming it) that an undecided request names: a
   * statement on the lines puts it in its own WHERE, so its check and its change are one statement.
   */
  hasPendingRequest(orderItemId: AnyPgColumn): SQL;
  /** The returns and cancellations that gave money back on an order, oldest decision first. */
  moneyBackOf(db: Db, orderId: number): Promise<MoneyBack[]>;
  /** Won given back on each of the orders, by order id (an order without a refund is absent). */
  refundedAmounts(db: Db, orderIds: number[]): Promise<Map<number, number>>;
  /**
   * The lines given back by requests refunded since `from` (a line once for each request naming it), as a
   * subquery, so the dashboard sums them by category in one statement.
   */
  refundedLinesSince(db: Db, from: Date): RefundedLines;
  /** How many requests wait for the administration (undecided, or their refund not through). */
  countOpenRequests(db: Db): Promise<number>;
};

/** A return or cancellation that gave money back: how much, when, and the account a deposit went back to. */
export type MoneyBack = {
  id: number;
  refundType: string;
  refundAmount: number | null;
  decidedAt: Date | null;
  updatedAt: Date;
  refundAccountBankName: string;
  refundAccountNumber: string;
  refundAccountOwner: string;
};

/** Order lines given back, one row per request naming the line. */
export type RefundedLines = SubqueryWithSelection<
  { orderItemId: AnyPgColumn<{ data: number; notNull: true }> },
  string
>;

let records: AfterSaleRecords | undefined;

/** From now on orders reads the requests on its lines through these (the refunds module's answers). */
export function readAfterSalesThrough(answers: AfterSaleRecords): void {
  records = answers;
}

/** The refunds module's answers; a wiring mistake (refunds never loaded) fails loudly rather than reading nothing. */
export function afterSales(): AfterSaleRecords {
  if (!records) throw new Error('orders: the refunds module has not handed in its after-sale records');
  return records;
}
