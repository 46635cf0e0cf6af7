import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every notification the site sends (KakaoTalk alimtalk with SMS fallback). A row is written in the
 * same transaction as the event that caused it; a job delivers it, so a failed send never loses it.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: varchar('recipient', { length: 20 }).notNull(),
    template: varchar('template', { length: 50 }).notNull(),
    text: text('text').notNull(),
    fallbackText: text('fallback_text'),
    /** queued, sent (alimtalk), sent_sms (fallback), failed. */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    resultCode: varchar('result_code', { length: 10 }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: varchar('provider_message_id', { length: 100 }),
    /** The bulk send (notification_batches.id) this message belongs to, if any. */
    batchId: integer('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('message_outbox_status_idx').on(t.status, t.createdAt),
    index('message_outbox_batch_idx').on(t.batchId, t.status),
    index('message_outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);
