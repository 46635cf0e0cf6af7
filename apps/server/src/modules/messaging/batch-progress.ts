import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { messageOutbox } from './messaging.tables';

/** How far the messages of one bulk send have got; `sending` counts as still queued. */
export type BatchMessageCounts = { queued: number; sent: number; sent_sms: number; failed: number };

const none = (): BatchMessageCounts => ({ queued: 0, sent: 0, sent_sms: 0, failed: 0 });

/** The delivery counts of each bulk send's messages (every asked id is in the answer, zeros when empty). */
export async function countBatchMessages(
  db: Db,
  batchIds: number[],
): Promise<Map<number, BatchMessageCounts>> {
  const counts = new Map(batchIds.map((id) => [id, none()]));
  if (batchIds.length === 0) return counts;
  const rows = await db
    .select({ batchId: messageOutbox.batchId, status: messageOutbox.status, n: count() })
    .from(messageOutbox)
    .where(inArray(messageOutbox.batchId, [...new Set(batchIds)]))
    .groupBy(messageOutbox.batchId, messageOutbox.status);
  for (const row of rows) {
    const entry = row.batchId === null ? undefined : counts.get(row.batchId);
    if (!entry) continue;
    if (row.status === 'sent' || row.status === 'sent_sms' || row.status === 'failed')
      entry[row.status] += row.n;
    else entry.queued += row.n;
  }
  return counts;
}
