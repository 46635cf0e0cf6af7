import {
  afterSaleLimits,
  type DownloadHistoryList,
  type dateRangePageQuerySchema,
  mallPageInfo,
} from '@edu/shared';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { dottedDateTime, kstDayRange } from '../../../platform/korean-days';
import { boughtLinesByIds } from '../orders';
import { mallDownloadHistory, mallOrderContents } from './contents.tables';

/** GET /new_api/download/history/list: the member's downloads within the days asked (the last 14), newest first. */
export async function listDownloadHistory(options: {
  db: Db;
  memberIdx: number;
  query: z.output<typeof dateRangePageQuerySchema>;
}): Promise<DownloadHistoryList> {
  const { db, memberIdx, query } = options;
  const { from, to } = kstDayRange(query, afterSaleLimits.contentDefaultDays);
  const where = and(
    eq(mallDownloadHistory.memberIdx, memberIdx),
    gte(mallDownloadHistory.createdAt, from),
    lt(mallDownloadHistory.createdAt, to),
  );
  const [counted] = await db.select({ total: count() }).from(mallDownloadHistory).where(where);
  const rows = await db
    .select({
      id: mallDownloadHistory.id,
      createdAt: mallDownloadHistory.createdAt,
      orderContentId: mallDownloadHistory.orderContentId,
      downloadType: mallDownloadHistory.downloadType,
      fileName: mallDownloadHistory.fileName,
      orderItemId: mallOrderContents.orderItemId,
    })
    .from(mallDownloadHistory)
    .innerJoin(mallOrderContents, eq(mallOrderContents.id, mallDownloadHistory.orderContentId))
    .where(where)
    .orderBy(desc(mallDownloadHistory.createdAt), desc(mallDownloadHistory.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  // The contents' titles as their order lines sold them: one lookup for the page.
  const lines = await boughtLinesByIds(
    db,
    rows.map((row) => row.orderItemId),
  );
  return {
    downloadHistoryList: rows.map((row) => ({
      downloadHistoryId: row.id,
      downloadDateTime: dottedDateTime(row.createdAt),
      orderContentId: row.orderContentId,
      // Every content-box entry has its order line (a foreign key).
      orderContentTitle: lines.get(row.orderItemId)?.title ?? '',
      downloadType: row.downloadType as 'ONE' | 'ZIP',
      fileName: row.fileName,
    })),
    pageInfo: mallPageInfo({ page: query.page, total: counted?.total ?? 0, size: query.size }),
  };
}
