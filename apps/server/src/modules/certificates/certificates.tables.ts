import { boolean, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { conferences } from '../conferences/conferences.tables';
import { registrationAttendees } from '../registrations/registrations.tables';

/**
 * Whether a conference issues certificates of attendance (이수증), for how many hours, and in whose
 * name: the issuer and the private storage key of their seal image. No row: the conference issues none.
 */
export const certificateSettings = pgTable('certificate_settings', {
  conferenceIdx: integer('conference_idx')
    .primaryKey()
    .references(() => conferences.idx, { onDelete: 'cascade' }),
  issues: boolean('issues').notNull().default(false),
  hours: numeric('hours', { precision: 5, scale: 1 }).notNull().default('0'),
  issuerName: varchar('issuer_name', { length: 50 }).notNull().default(''),
  /** The seal image as stored privately (never a public URL): the key `openPrivate` reads it back by. */
  sealKey: text('seal_key'),
  updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A certificate issued to one attendee, made on the first download: its verification code and what it
 * certifies, kept as printed so a later download and `/certificate/verify` say the same thing even if the
 * conference's settings or the attendee's row change afterwards.
 */
export const certificates = pgTable('certificates', {
  idx: serial('idx').primaryKey(),
  attendeeIdx: integer('attendee_idx')
    .unique()
    .references(() => registrationAttendees.idx, { onDelete: 'set null' }),
  conferenceIdx: integer('conference_idx').notNull(),
  code: varchar('code', { length: 12 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  church: varchar('church', { length: 100 }).notNull(),
  conferenceTitle: text('conference_title').notNull(),
  /** The session's dates as printed (its schedule text, or its first day). */
  dates: text('dates').notNull(),
  hours: numeric('hours', { precision: 5, scale: 1 }).notNull(),
  issuerName: varchar('issuer_name', { length: 50 }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});
