import { count, desc } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { messageOutbox } from './messaging.tables';

/** One page of the outbox, newest first, for administrators. */
export async function listOutboxMessages(options: { db: Db; page: number; size: number }) {
  const { db, page, size } = options;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messageOutbox)
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(messageOutbox),
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
      created_date: row.createdAt.toISOString(),
      sent_date: row.sentAt?.toISOString() ?? null,
    })),
  };
}
