import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What administrators changed (member edits, conference edits, approvals, resets, sends), written in the
 * same transaction as the change so the log never claims a change that did not happen.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The administrator's member idx (no foreign key: the log outlives a withdrawn account). */
    actorIdx: integer('actor_idx').notNull(),
    actorUid: varchar('actor_uid', { length: 50 }).notNull(),
    /** A stable code such as `member.update` or `cancel.approve`. */
    action: varchar('action', { length: 50 }).notNull(),
    /** What was changed, e.g. `member:12`, `conference:3`. */
    target: varchar('target', { length: 100 }).notNull(),
    /** One Korean line for the screen. */
    summary: text('summary').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_target_idx').on(t.target)],
);
