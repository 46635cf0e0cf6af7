import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** What the check-in kiosk and the tablets display: one row per device kind ('kiosk' or 'tablet'). */
export const kioskContents = pgTable('kiosk_contents', {
  device: varchar('device', { length: 10 }).primaryKey(),
  title: varchar('title', { length: 13 }).notNull(),
  description: varchar('description', { length: 39 }).notNull(),
  image: text('image'),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});
