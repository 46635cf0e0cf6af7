import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The site's content pages (packages/shared sitePages), edited by administrators. */
export const sitePagesTable = pgTable('site_pages', {
  slug: varchar('slug', { length: 40 }).primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  contents: text('contents').notNull(),
  updatedBy: integer('updated_by'),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});
