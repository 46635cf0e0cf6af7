import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { mallOrderContents } from '../orders/orders.tables';

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
