import { and, eq, exists, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallDownloadHistory, mallOrderContents } from './contents.tables';

/** Statuses a content moves to once its files were handed out (DOWNLOAD_FIN: the old site's "downloaded"). */
const downloadedStatuses = ['DOWNLOAD_DOING', 'DOWNLOAD_FIN'];

/** A content of an order still in its buyer's box, and whether any of its files was handed out. */
export type ContentWithdrawalState = { orderItemId: number; downloaded: boolean };

const notRefunded = (orderId: number) =>
  and(eq(mallOrderContents.orderId, orderId), ne(mallOrderContents.status, 'REFUNDED'));

/**
 * The order's contents not refunded yet, each with whether it was downloaded: its withdrawal ends with
 * the first download (one file or the zip), so the refund request reads this before it is taken. The
 * history is asked through a subquery built by the query builder, whose condition names both tables.
 */
export async function contentWithdrawalStates(db: Db, orderId: number): Promise<ContentWithdrawalState[]> {
  const everDownloaded = exists(
    db
      .select({ one: sql`1` })
      .from(mallDownloadHistory)
      .where(eq(mallDownloadHistory.orderContentId, mallOrderContents.id)),
  );
  const downloaded = sql<boolean>`(${inArray(mallOrderContents.status, downloadedStatuses)} or ${everDownloaded})`;
  const rows = await db
    .select({ orderItemId: mallOrderContents.orderItemId, downloaded })
    .from(mallOrderContents)
    .where(notRefunded(orderId));
  return rows.map((row) => ({ orderItemId: row.orderItemId, downloaded: Boolean(row.downloaded) }));
}

/**
 * A request asks the order's contents back (in its transaction): their rows are locked, so a download
 * under way finishes first and is seen, and one starting later waits and then finds them asked back.
 * Answers their states as they are once locked; `askBack` then marks them.
 */
export async function lockContentsForWithdrawal(tx: Db, orderId: number): Promise<ContentWithdrawalState[]> {
  await tx
    .select({ id: mallOrderContents.id })
    .from(mallOrderContents)
    .where(notRefunded(orderId))
    .orderBy(mallOrderContents.id)
    .for('update');
  return contentWithdrawalStates(tx, orderId);
}

/** The order's contents are asked back by a waiting request: none downloads until it is decided. */
export async function askContentsBack(tx: Db, orderId: number, at: Date): Promise<void> {
  await tx
    .update(mallOrderContents)
    .set({ withdrawalRequestedAt: at, updatedAt: at })
    .where(and(notRefunded(orderId), isNull(mallOrderContents.withdrawalRequestedAt)));
}

/** The request asking them back was withdrawn or denied: the contents download again. */
export async function releaseContentsAskedBack(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(mallOrderContents)
    .set({ withdrawalRequestedAt: null, updatedAt: new Date() })
    .where(and(eq(mallOrderContents.orderId, orderId), isNotNull(mallOrderContents.withdrawalRequestedAt)));
}
