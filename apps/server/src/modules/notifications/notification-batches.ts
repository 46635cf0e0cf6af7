import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { countBatchMessages } from '../messaging';
import { type NotificationKind, notificationKindLabels, notificationKinds } from './notification-kinds';
import { notificationBatches } from './notifications.tables';

/** How many bulk sends the recent list shows. */
const recentBatchCount = 20;

type BatchRow = typeof notificationBatches.$inferSelect;

async function withProgress(db: Db, rows: BatchRow[]) {
  const counts = await countBatchMessages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const progress = counts.get(row.id) ?? { queued: 0, sent: 0, sent_sms: 0, failed: 0 };
    const kind = (notificationKinds as readonly string[]).includes(row.kind)
      ? (row.kind as NotificationKind)
      : undefined;
    return {
      id: row.id,
      conferenceIdx: row.conferenceIdx,
      detailNumber: row.detailNumber,
      kind: row.kind,
      kindLabel: kind ? notificationKindLabels[kind] : row.kind,
      total: row.total,
      ...progress,
      // Done when nothing of it waits in the queue any more.
      done: progress.queued === 0,
      created_date: row.createdAt.toISOString(),
    };
  });
}

/** One bulk send with its delivery counts; undefined when there is none with this id. */
export async function findBatchProgress(db: Db, id: number) {
  const rows = await db.select().from(notificationBatches).where(eq(notificationBatches.id, id));
  return (await withProgress(db, rows))[0];
}

/** The newest bulk sends (of one conference when given), each with its delivery counts. */
export async function listRecentBatches(db: Db, conferenceIdx?: number) {
  const where: SQL | undefined =
    conferenceIdx === undefined ? undefined : eq(notificationBatches.conferenceIdx, conferenceIdx);
  const rows = await db
    .select()
    .from(notificationBatches)
    .where(where)
    .orderBy(desc(notificationBatches.createdAt), desc(notificationBatches.id))
    .limit(recentBatchCount);
  return withProgress(db, rows);
}
