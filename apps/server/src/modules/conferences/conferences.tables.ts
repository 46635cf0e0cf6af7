import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

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
  /** A virtual account takes deposits for at least this many days (ending 23:59, never after registration closes). */
  depositDays: integer('deposit_days').notNull().default(1),
  isAddress: char('is_address', { length: 1 }).notNull().default('N'),
  isView: char('is_view', { length: 1 }).notNull().default('Y'),
  createdMember: integer('created_member'),
  // Settings that the old pages tied to particular conference ids (spec §2, §4), edited by administrators.
  /** Shown at /hana with its banners. */
  isFeatured: char('is_featured', { length: 1 }).notNull().default('N'),
  /** Banner image paths for /hana and the conference page, in order. */
  banners: jsonb('banners').$type<string[]>().notNull().default([]),
  benefitNote: text('benefit_note'),
  parkingNote: text('parking_note'),
  /** Hide seat counts on the conference page. */
  hideHeadcount: char('hide_headcount', { length: 1 }).notNull().default('N'),
  /** Show the registration deadline as its date plus 자정 (midnight) instead of the time. */
  deadlineAtMidnight: char('deadline_at_midnight', { length: 1 }).notNull().default('N'),
  /** Online meeting (/online/{idx}), shown to members with a completed registration. */
  onlineUrl: varchar('online_url', { length: 500 }),
  onlineMeetingId: varchar('online_meeting_id', { length: 50 }),
  onlineMeetingPasscode: varchar('online_meeting_passcode', { length: 50 }),
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
    /** The session's first day: cancel requests close `cancel_day` days before it. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The row stays hidden until then (the old "round 5 hidden before 17:00 on 12 May"). */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** Where to go on the day, shown on the barcode ticket. */
    roomGuide: text('room_guide'),
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
