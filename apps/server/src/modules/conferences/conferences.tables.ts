import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A conference as administrators publish it. */
export const conferences = pgTable('conferences', {
  idx: serial('idx').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  category: varchar('category', { length: 50 }).notNull().default(''),
  contents: text('contents').notNull().default(''),
  thumbnail: text('thumbnail'),
  rsdatetime: timestamp('rsdatetime', { withTimezone: true }).notNull(),
  redatetime: timestamp('redatetime', { withTimezone: true }).notNull(),
  cancelDay: integer('cancel_day').notNull().default(0),
  isAddress: char('is_address', { length: 1 }).notNull().default('N'),
  isView: char('is_view', { length: 1 }).notNull().default('Y'),
  createdMember: integer('created_member'),
  createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A session row: one department of one session number at one place. Seats are counted here and the
 * check constraint keeps `registered_personnel` within `limit_personnel` (0 = unlimited) whatever
 * the application does, so no race can oversell.
 */
export const conferenceDetails = pgTable(
  'conference_details',
  {
    idx: serial('idx').primaryKey(),
    conferenceIdx: integer('conference_idx')
      .notNull()
      .references(() => conferences.idx, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    label: varchar('label', { length: 50 }),
    local: varchar('local', { length: 100 }).notNull(),
    place: varchar('place', { length: 200 }).notNull(),
    schedule: varchar('schedule', { length: 200 }).notNull(),
    dept: varchar('dept', { length: 100 }).notNull(),
    price: integer('price').notNull().default(0),
    limitPersonnel: integer('limit_personnel').notNull().default(0),
    registeredPersonnel: integer('registered_personnel').notNull().default(0),
    view: char('view', { length: 1 }).notNull().default('Y'),
    rsdatetime: timestamp('rsdatetime', { withTimezone: true }).notNull(),
    redatetime: timestamp('redatetime', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('conference_details_conference_idx').on(t.conferenceIdx, t.number, t.sort),
    check('conference_details_price_check', sql`${t.price} >= 0`),
    check(
      'conference_details_capacity_check',
      sql`${t.registeredPersonnel} >= 0 and (${t.limitPersonnel} = 0 or ${t.registeredPersonnel} <= ${t.limitPersonnel})`,
    ),
  ],
);
