import { boolean, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { mallOrderItems, mallOrders, type OptionUnits } from '../orders/orders.tables';

/**
 * A buyer's request to exchange, return or cancel (mall.md §3 Refund request). It waits as
 * REFUND_REQUESTED until the mall administration decides; the buyer may withdraw it until then. The
 * order shows REFUND_WAIT meanwhile and goes back to `order_status_before` when it is withdrawn.
 */
export const mallRefunds = pgTable(
  'mall_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mallOrders.id, { onDelete: 'cascade' }),
    memberIdx: integer('member_idx').notNull(),
    refundType: varchar('refund_type', { length: 10 }).notNull(),
    reasonType: varchar('reason_type', { length: 20 }).notNull(),
    refundAll: boolean('refund_all').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    reasonDetail: varchar('reason_detail', { length: 2000 }).notNull().default(''),
    refundAccountBankName: varchar('refund_account_bank_name', { length: 50 }).notNull().default(''),
    refundAccountNumber: varchar('refund_account_number', { length: 50 }).notNull().default(''),
    refundAccountOwner: varchar('refund_account_owner', { length: 50 }).notNull().default(''),
    /** Public paths of the photos (checked as images when uploaded). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    status: varchar('status', { length: 30 }).notNull().default('REFUND_REQUESTED'),
    orderStatusBefore: varchar('order_status_before', { length: 20 }).notNull(),
    /** Won given back (PAYBACK, CANCEL), set when an administrator approves. */
    refundAmount: integer('refund_amount'),
    /** Why the provider refused the refund, or why an administrator denied the request. */
    decisionNote: varchar('decision_note', { length: 300 }),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_refunds_order_idx').on(t.orderId)],
);

/**
 * The product lines a request is about (all the order's goods when `refund_all`), each with the units
 * asked for; null on requests made before units could be chosen (the whole line).
 */
export const mallRefundItems = pgTable(
  'mall_refund_items',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => mallRefunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => mallOrderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity'),
    /** Of a line with option lines, the units asked of each (their sum is `quantity`). */
    optionUnits: jsonb('option_units').$type<OptionUnits[]>(),
  },
  (t) => [index('mall_refund_items_refund_idx').on(t.refundId)],
);
