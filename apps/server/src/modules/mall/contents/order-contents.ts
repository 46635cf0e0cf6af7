import {
  afterSaleLimits,
  afterSaleMessages,
  type dateRangePageQuerySchema,
  mallPageInfo,
  type OrderContent,
  type OrderContentCount,
  type OrderContentDetail,
  type OrderContentList,
} from '@edu/shared';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import { dottedDateTime, kstDayRange } from '../../../platform/korean-days';
import { mallContentAssets } from '../catalog/catalog.tables';
import { mallOrderContents, mallOrderItems, mallOrders } from '../orders/orders.tables';
import { mallReviews } from '../reviews/reviews.tables';
import { downloadableStatuses, expiryOf, unlimitedBefore } from './content-expiry';

const columns = {
  orderContentId: mallOrderContents.id,
  orderItemId: mallOrderContents.orderItemId,
  itemId: mallOrderContents.itemId,
  status: mallOrderContents.status,
  expiration: mallOrderContents.downloadExpiration,
  createdAt: mallOrderContents.createdAt,
  title: mallOrderItems.title,
  contentType: mallOrderItems.contentType,
  thumbnailLink: mallOrderItems.thumbnailLink,
  licenseName: mallOrderItems.licenseName,
  oid: mallOrders.oid,
  orderDate: mallOrders.createdAt,
};

async function reviewsOf(db: Db, orderItemIds: number[]) {
  if (orderItemIds.length === 0) return new Map<number, number>();
  const reviews = await db
    .select({ id: mallReviews.id, orderItemId: mallReviews.orderItemId })
    .from(mallReviews)
    .where(and(inArray(mallReviews.orderItemId, orderItemIds), eq(mallReviews.isDeleted, 'N')));
  return new Map(reviews.map((review) => [review.orderItemId as number, review.id]));
}

function contentOf(
  row: Awaited<ReturnType<typeof selectContents>>[number],
  reviewId: number | null,
  now: Date,
): OrderContent {
  return {
    orderContentId: row.orderContentId,
    orderItemId: row.orderItemId,
    itemId: row.itemId,
    oid: row.oid,
    orderDate: dottedDateTime(row.orderDate),
    orderContentTitle: row.title,
    title: row.title,
    contentType: row.contentType as OrderContent['contentType'],
    orderContentStatus: row.status,
    thumbnailLink: row.thumbnailLink,
    reviewed: reviewId !== null,
    reviewId,
    ...expiryOf(row.status, row.expiration, now),
  };
}

function selectContents(db: Db) {
  return db
    .select(columns)
    .from(mallOrderContents)
    .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallOrderContents.orderItemId))
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderContents.orderId));
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
  const reviews = await reviewsOf(
    db,
    rows.map((row) => row.orderItemId),
  );
  return {
    orderContentList: rows.map((row) => contentOf(row, reviews.get(row.orderItemId) ?? null, now)),
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
  const [row] = await selectContents(db).where(
    and(eq(mallOrderContents.id, orderContentId), eq(mallOrderContents.memberIdx, memberIdx)),
  );
  if (!row) throw notFound(afterSaleMessages.contentNotFound);
  const reviews = await reviewsOf(db, [row.orderItemId]);
  const content = contentOf(row, reviews.get(row.orderItemId) ?? null, options.now ?? new Date());
  const assets = content.downloadable ? await assetsOf(db, row.itemId) : [];
  return {
    ...content,
    licenseName: row.licenseName,
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

/** How many of the member's contents can be downloaded now (the rule of `expiryOf`), for the withdrawal warning. */
export async function countDownloadableContents(options: {
  db: Db;
  memberIdx: number;
  now?: Date;
}): Promise<OrderContentCount> {
  const expiration = mallOrderContents.downloadExpiration;
  const [counted] = await options.db
    .select({ n: count() })
    .from(mallOrderContents)
    .where(
      and(
        eq(mallOrderContents.memberIdx, options.memberIdx),
        inArray(mallOrderContents.status, downloadableStatuses),
        isNotNull(expiration),
        or(lt(expiration, new Date(unlimitedBefore)), gte(expiration, options.now ?? new Date())),
      ),
    );
  return { downloadable: counted?.n ?? 0 };
}

/** What a content delivers: its stored files and video links, in their order. */
export function assetsOf(db: Db, itemId: number) {
  return db
    .select()
    .from(mallContentAssets)
    .where(eq(mallContentAssets.itemId, itemId))
    .orderBy(asc(mallContentAssets.sort), asc(mallContentAssets.id));
}
