import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { mallOrderItems, mallOrders } from '../orders/orders.tables';

/**
 * A bought content in its buyer's content box (mall.md §3 Order content): NOT_PAID while a virtual
 * account waits, CREATE_DONE once paid, DOWNLOAD_DOING once downloaded, REFUNDED when its order is
 * refunded whole; downloads end at `download_expiration` (before 2000 = unlimited). The order puts its
 * contents here when it is paid (through this module's commands); the content box owns them from then on.
 */
export const mallOrderContents = pgTable(
  'mall_order_contents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mallOrders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => mallOrderItems.id, { onDelete: 'cascade' }),
    memberIdx: integer('member_idx').notNull(),
    itemId: integer('item_id').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    downloadExpiration: timestamp('download_expiration', { withTimezone: true }),
    /**
     * When a request asking the content back (a whole order's return or cancellation) was made; null
     * when none waits. While set, the content is not downloaded: the withdrawal is decided on the
     * content as it was asked for (issue 41: a download racing the approval got both).
     */
    withdrawalRequestedAt: timestamp('withdrawal_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_order_contents_item_key').on(t.orderItemId),
    index('mall_order_contents_member_idx').on(t.memberIdx, t.createdAt),
  ],
);

/** Every download of a bought content (one file or the zip of all), for the buyer's history. */
export const mallDownloadHistory = pgTable(
  'mall_download_history',
  {
    id: serial('id').primaryKey(),
    memberIdx: integer('member_idx').notNull(),
    orderContentId: integer('order_content_id')
      .notNull()
      .references(() => mallOrderContents.id, { onDelete: 'cascade' }),
    /** ONE (a file) or ZIP (all files). */
    downloadType: varchar('download_type', { length: 4 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mall_download_history_member_idx').on(t.memberIdx, t.createdAt)],
);
