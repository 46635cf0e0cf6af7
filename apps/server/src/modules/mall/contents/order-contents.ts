import {
  afterSaleLimits,
  afterSaleMessages,
  type dateRangePageQuerySchema,
  mallPageInfo,
  type OrderContent,
  type OrderContentDetail,
  type OrderContentList,
} from '@edu/shared';
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import { dottedDateTime, kstDayRange } from '../../../platform/korean-days';
import { contentAssetsOf } from '../catalog';
import { type BoughtLine, boughtLinesByIds } from '../orders';
import { reviewIdsByOrderLine } from '../reviews';
import { expiryOf } from './content-expiry';
import { mallOrderContents } from './contents.tables';

const columns = {
  orderContentId: mallOrderContents.id,
  orderItemId: mallOrderContents.orderItemId,
  itemId: mallOrderContents.itemId,
  status: mallOrderContents.status,
  expiration: mallOrderContents.downloadExpiration,
  askedBackAt: mallOrderContents.withdrawalRequestedAt,
  createdAt: mallOrderContents.createdAt,
};

type Entry = Awaited<ReturnType<typeof selectContents>>[number];

function contentOf(row: Entry, line: BoughtLine, reviewId: number | null, now: Date): OrderContent {
  return {
    orderContentId: row.orderContentId,
    orderItemId: row.orderItemId,
    itemId: row.itemId,
    oid: line.oid,
    orderDate: dottedDateTime(line.orderedAt),
    orderContentTitle: line.title,
    title: line.title,
    contentType: line.contentType as OrderContent['contentType'],
    orderContentStatus: row.status,
    thumbnailLink: line.thumbnailLink,
    reviewed: reviewId !== null,
    reviewId,
    ...expiryOf(row.status, row.expiration, now, row.askedBackAt !== null),
  };
}

function selectContents(db: Db) {
  return db.select(columns).from(mallOrderContents);
}

/**
 * The entries with what their order lines sold and their reviews: two lookups for the whole page. An
 * entry always has its order line (a foreign key); one without would be left out, as a join would.
 */
async function withLines(db: Db, rows: Entry[]) {
  const orderItemIds = rows.map((row) => row.orderItemId);
  const [lines, reviews] = await Promise.all([
    boughtLinesByIds(db, orderItemIds),
    reviewIdsByOrderLine(db, orderItemIds),
  ]);
  return rows.flatMap((row) => {
    const line = lines.get(row.orderItemId);
    return line ? [{ row, line, reviewId: reviews.get(row.orderItemId) ?? null }] : [];
  });
}

/** GET /new_api/customer/order/content/list: the member's bought contents within the days asked, newest first. */
export async function listOrderContents(options: {
  db: Db;
  memberIdx: number;
  query: z.output<typeof dateRangePageQuerySchema>;
  now?: Date;
}): Promise<OrderContentList> {
  const { db, memberIdx, query } = options;
  const now = options.now ?? new Date();
  const { from, to } = kstDayRange(query, afterSaleLimits.contentDefaultDays, now);
  const where = and(
    eq(mallOrderContents.memberIdx, memberIdx),
    gte(mallOrderContents.createdAt, from),
    lt(mallOrderContents.createdAt, to),
  );
  const [counted] = await db.select({ total: count() }).from(mallOrderContents).where(where);
  const rows = await selectContents(db)
    .where(where)
    .orderBy(desc(mallOrderContents.createdAt), desc(mallOrderContents.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    orderContentList: (await withLines(db, rows)).map(({ row, line, reviewId }) =>
      contentOf(row, line, reviewId, now),
    ),
    pageInfo: mallPageInfo({ page: query.page, total: counted?.total ?? 0, size: query.size }),
  };
}

/** One of the member's bought contents with its files and video links (those only while downloadable); 404 for anyone else's. */
export async function getOrderContent(options: {
  db: Db;
  memberIdx: number;
  orderContentId: number;
  now?: Date;
}): Promise<OrderContentDetail> {
  const { db, memberIdx, orderContentId } = options;
  const rows = await selectContents(db).where(
    and(eq(mallOrderContents.id, orderContentId), eq(mallOrderContents.memberIdx, memberIdx)),
  );
  const [found] = await withLines(db, rows);
  if (!found) throw notFound(afterSaleMessages.contentNotFound);
  const { row, line, reviewId } = found;
  const content = contentOf(row, line, reviewId, options.now ?? new Date());
  const assets = content.downloadable ? await contentAssetsOf(db, row.itemId) : [];
  return {
    ...content,
    licenseName: line.licenseName,
    orderDownloadInfoList: assets
      .filter((asset) => asset.kind === 'DOWNLOAD')
      .map((asset) => ({
        orderDownloadId: asset.id,
        orderDownloadName: asset.name,
        bytes: asset.bytes ?? 0,
      })),
    orderVideoInfoList: assets
      .filter((asset) => asset.kind === 'VIDEO')
      .map((asset) => ({
        orderVideoId: asset.id,
        orderVideoName: asset.name,
        linkNormal: asset.linkNormal ?? '',
        linkHigh: asset.linkHigh ?? asset.linkNormal ?? '',
      })),
  };
}
