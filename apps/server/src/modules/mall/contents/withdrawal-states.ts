import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallDownloadHistory, mallOrderContents } from './contents.tables';

/** Statuses a content moves to once its files were handed out (DOWNLOAD_FIN: the old site's "downloaded"). */
const downloadedStatuses = ['DOWNLOAD_DOING', 'DOWNLOAD_FIN'];

/** A content of an order still in its buyer's box, and whether any of its files was handed out. */
export type ContentWithdrawalState = { orderItemId: number; downloaded: boolean };

/**
 * The order's contents not refunded yet, each with whether it was downloaded: its withdrawal ends with
 * the first download (one file or the zip), so the refund request reads this before it is taken.
 */
export async function contentWithdrawalStates(db: Db, orderId: number): Promise<ContentWithdrawalState[]> {
  const downloaded = sql<boolean>`(${inArray(mallOrderContents.status, downloadedStatuses)} or exists (
    select 1 from ${mallDownloadHistory} where ${mallDownloadHistory.orderContentId} = ${mallOrderContents.id}))`;
  const rows = await db
    .select({ orderItemId: mallOrderContents.orderItemId, downloaded })
    .from(mallOrderContents)
    .where(and(eq(mallOrderContents.orderId, orderId), ne(mallOrderContents.status, 'REFUNDED')));
  return rows.map((row) => ({ orderItemId: row.orderItemId, downloaded: Boolean(row.downloaded) }));
}
