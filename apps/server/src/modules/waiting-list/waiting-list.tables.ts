import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from '../accounts/accounts.tables';
import { conferenceDetails } from '../conferences/conferences.tables';

/**
 * A group waiting for seats of a full session department (대기 신청). `position` orders the list
 * (smaller first); an administrator may reorder it. 대기 while waiting, 제안중 while an offer holds seats
 * for it, then 신청함 (registered through its offer), 기회만료 (the offer lapsed), 양보 (let it pass),
 * 취소 (the member withdrew) or 삭제 (an administrator removed it).
 */
export const waitingEntries = pgTable(
  'waiting_entries',
  {
    idx: serial('idx').primaryKey(),
    conferenceDetailIdx: integer('conference_detail_idx')
      .notNull()
      .references(() => conferenceDetails.idx),
    memberIdx: integer('member_idx')
      .notNull()
      .references(() => members.idx),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    headcount: integer('headcount').notNull(),
    /** 일부 좌석도 받기: the group takes fewer seats than it asked for. */
    acceptPartial: boolean('accept_partial').notNull().default(false),
    position: integer('position').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('대기'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waiting_entries_detail_idx').on(t.conferenceDetailIdx, t.status, t.position),
    index('waiting_entries_member_idx').on(t.memberIdx, t.createdAt),
    // One live entry per member and department.
    uniqueIndex('waiting_entries_live_member')
      .on(t.conferenceDetailIdx, t.memberIdx)
      .where(sql`${t.status} in ('대기', '제안중')`),
    check('waiting_entries_headcount', sql`${t.headcount} >= 1`),
  ],
);

/**
 * Seats held for one waiting entry (제안중) until `expires_at`: they count in the department's
 * registered_personnel like an unpaid registration's hold, so nobody else can take them. 수락 when the
 * entry registered through the private link, 만료 when it lapsed, 양보 when let pass, 취소 when the entry
 * was removed.
 */
export const waitingOffers = pgTable(
  'waiting_offers',
  {
    idx: serial('idx').primaryKey(),
    entryIdx: integer('entry_idx')
      .notNull()
      .references(() => waitingEntries.idx),
    conferenceDetailIdx: integer('conference_detail_idx')
      .notNull()
      .references(() => conferenceDetails.idx),
    memberIdx: integer('member_idx')
      .notNull()
      .references(() => members.idx),
    seats: integer('seats').notNull(),
    /** The secret of the private link the member is sent. */
    token: varchar('token', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('제안중'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The registration made through the offer (수락). */
    registrationIdx: integer('registration_idx'),
  },
  (t) => [
    uniqueIndex('waiting_offers_token').on(t.token),
    index('waiting_offers_live_idx').on(t.status, t.expiresAt),
    index('waiting_offers_entry_idx').on(t.entryIdx),
    index('waiting_offers_detail_idx').on(t.conferenceDetailIdx, t.status),
    check('waiting_offers_seats', sql`${t.seats} >= 1`),
  ],
);

/** The waiting list's site-wide settings (one row, idx 1): how long an offer holds its seats. */
export const waitingListSettings = pgTable('waiting_list_settings', {
  idx: integer('idx').primaryKey(),
  offerHours: integer('offer_hours').notNull().default(24),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
