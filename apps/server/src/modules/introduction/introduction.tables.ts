import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The five introduction pages (`/introduce/{category}`), edited by administrators. */
export const introductions = pgTable('introductions', {
  category: integer('category').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  contents: text('contents').notNull(),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});
