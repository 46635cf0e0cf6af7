import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like-pattern';
import { messageOutbox } from './messaging.tables';

/** The states a stored message passes through (`sending` only while a worker holds it). */
export const messageStatuses = ['queued', 'sending', 'sent', 'sent_sms', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export type OutboxFilter = {
  /** Phone digits: the whole number or any part of it (010, 1234, 5678), like the member list. */
  search?: string | undefined;
  status?: MessageStatus | undefined;
  batchId?: number | undefined;
};

function whereOf(filter: OutboxFilter): SQL | undefined {
  const conditions: SQL[] = [];
  const digits = filter.search?.replace(/\D/g, '') ?? '';
  // Recipients are stored as digits only; any part matches (the last four digits, as people search).
  if (digits) conditions.push(like(messageOutbox.recipient, containsPattern(digits)));
  if (filter.status) conditions.push(eq(messageOutbox.status, filter.status));
  if (filter.batchId !== undefined) conditions.push(eq(messageOutbox.batchId, filter.batchId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of the outbox, newest first, for administrators; optionally one phone, state or bulk send. */
export async function listOutboxMessages(options: { db: Db; page: number; size: number } & OutboxFilter) {
  const { db, page, size } = options;
  const where = whereOf(options);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messageOutbox)
      .where(where)
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(messageOutbox).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    page,
    size,
    list: rows.map((row) => ({
      id: row.id,
      recipient: row.recipient,
      template: row.template,
      text: row.text,
      status: row.status,
      resultCode: row.resultCode,
      batchId: row.batchId,
      attempts: row.attempts,
      created_date: row.createdAt.toISOString(),
      sent_date: row.sentAt?.toISOString() ?? null,
    })),
  };
}
