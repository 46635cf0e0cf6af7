import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { conferences } from '../conferences/conferences.tables';

/**
 * The guide messages an administrator sends to a conference's registrants (spec §2 applicant lists:
 * barcode guide, schedule guide, online first and second guide). The old site tied some to conference
 * ids 6 and 13; here every conference has its own editable text per kind.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    conferenceIdx: integer('conference_idx')
      .notNull()
      .references(() => conferences.idx, { onDelete: 'cascade' }),
    /** barcode, schedule, online_first or online_second. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The message with placeholders such as #{이름}, filled per registration. */
    text: text('text').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conferenceIdx, t.kind] })],
);

/** One bulk send: its recipients are the outbox rows carrying its id, so progress is counted from them. */
export const notificationBatches = pgTable(
  'notification_batches',
  {
    id: serial('id').primaryKey(),
    conferenceIdx: integer('conference_idx')
      .notNull()
      .references(() => conferences.idx),
    /** The session number, or null for every session of the conference. */
    detailNumber: integer('detail_number'),
    kind: varchar('kind', { length: 20 }).notNull(),
    requestedBy: integer('requested_by').notNull(),
    /** How many messages were queued. */
    total: integer('total').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_batches_conference_idx').on(t.conferenceIdx, t.createdAt),
    check('notification_batches_total_check', sql`${t.total} >= 0`),
  ],
);
