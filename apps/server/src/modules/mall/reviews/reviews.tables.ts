import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { mallItems } from '../catalog/catalog.tables';

/** A member's review of an item they bought (written in the after-sales issue; read on the item page). */
export const mallReviews = pgTable(
  'mall_reviews',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id, { onDelete: 'cascade' }),
    memberIdx: integer('member_idx').notNull(),
    /** The order line reviewed (null for reviews made before orders existed, such as demo data). */
    orderItemId: integer('order_item_id'),
    title: varchar('title', { length: 100 }).notNull(),
    /** HTML, sanitised when stored. */
    description: text('description').notNull(),
    /** Stars from 1 to 5 (the page asks for them); null on a review written without (the spec's call) or before stars existed. */
    rating: smallint('rating'),
    /** N, or Y once deleted by its author (kept for the order's history). */
    isDeleted: varchar('is_deleted', { length: 1 }).notNull().default('N'),
    /** Hidden by an administrator (not shown on the item page); the reason is kept, also after restoring. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: varchar('hidden_reason', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mall_reviews_item_idx').on(t.itemId, t.createdAt),
    // One live review per bought order line.
    uniqueIndex('mall_reviews_order_item_key').on(t.orderItemId).where(sql`${t.isDeleted} = 'N'`),
    index('mall_reviews_member_idx').on(t.memberIdx, t.createdAt),
  ],
);

export const mallReviewPhotos = pgTable(
  'mall_review_photos',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => mallReviews.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 300 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('mall_review_photos_review_idx').on(t.reviewId)],
);
