import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from '../accounts/accounts.tables';
import { conferences } from '../conferences/conferences.tables';

/** A member's question about a conference (spec §3 Inquiry): 문의신청 until an administrator confirms it. */
export const inquiries = pgTable(
  'inquiries',
  {
    idx: serial('idx').primaryKey(),
    conferenceIdx: integer('conference_idx')
      .notNull()
      .references(() => conferences.idx),
    memberIdx: integer('member_idx')
      .notNull()
      .references(() => members.idx),
    title: varchar('title', { length: 200 }).notNull(),
    contents: text('contents').notNull(),
    /** 문의신청 or 처리완료. */
    status: varchar('status', { length: 10 }).notNull().default('문의신청'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
    confirmedDate: timestamp('confirmed_date', { withTimezone: true }),
    /** The administration's reply (plain text); writing it makes the inquiry 처리완료. */
    answer: text('answer'),
    answeredBy: integer('answered_by'),
    answeredDate: timestamp('answered_date', { withTimezone: true }),
  },
  (t) => [
    index('inquiries_member_idx').on(t.memberIdx, t.createdDate),
    index('inquiries_status_idx').on(t.status, t.createdDate),
  ],
);
