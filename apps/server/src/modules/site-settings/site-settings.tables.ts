import { integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Settings of the whole site an administrator edits, one row per setting (`business-details`: the
 * supplier's details of the footer and of an order's statement). A setting without a row shows its
 * defaults from packages/shared, so a fresh database needs no data.
 */
export const siteSettings = pgTable('site_settings', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: integer('updated_by'),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});
