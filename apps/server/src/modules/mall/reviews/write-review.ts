import {
  afterSaleMessages,
  isReviewableLine,
  isReviewRating,
  type MyReviewList,
  mallPageInfo,
  type reviewEditSchema,
} from '@edu/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { hasVisibleContent, sanitizeRichHtml } from '../../../platform/html/sanitize-html';
import { AppError, badRequest, conflict, notFound } from '../../../platform/http/app-error';
import { dottedDateTime } from '../../../platform/korean-days';
import { kstDateTime } from '../../../platform/korean-time';
import { itemTitleColumn } from '../catalog';
import { boughtLinesByIds, memberPaidLine } from '../orders';
import { mallReviewPhotos, mallReviews } from './reviews.tables';

/** Where review photos are stored (POST /new_api/review/desc-image/new); a review takes no other picture. */
export const reviewPhotoFolder = 'mall/reviews';
const ownPhoto = (path: string) => path.startsWith(`/uploads/${reviewPhotoFolder}/`) && !path.includes('..');

/**
 * The caller's bought order line (a paid order), or 403: only a buyer reviews an item, and goods only
 * once they were delivered.
 */
async function boughtLine(db: Db, memberIdx: number, orderItemId: number) {
  const line = await memberPaidLine(db, memberIdx, orderItemId);
  if (!line) throw new AppError(403, afterSaleMessages.reviewNotAllowed, { notAuthorisation: true });
  if (!isReviewableLine(line))
    throw new AppError(403, afterSaleMessages.reviewNotDelivered, { notAuthorisation: true });
  return line;
}

/**
 * POST /new_api/review/edit: a buyer's review of a bought order line (one per line), or a change of
 * their own review. Title and content required, checked in the spec's order; stars optional (the spec's
 * call has none; the page's form asks for them): a review without them shows none and counts in no
 * average, and a change without them keeps the stars it had. The HTML is sanitised; photos only from
 * the review photo upload. Answers the review's id.
 */
export async function saveReview(options: {
  db: Db;
  memberIdx: number;
  edit: z.output<typeof reviewEditSchema>;
}): Promise<number> {
  const { db, memberIdx, edit } = options;
  if (!edit.reviewTitle.trim()) throw badRequest(afterSaleMessages.reviewTitleRequired);
  const description = sanitizeRichHtml(edit.reviewDescription);
  if (!hasVisibleContent(description)) throw badRequest(afterSaleMessages.reviewContentRequired);
  const rating = edit.rating ?? null;
  if (rating !== null && !isReviewRating(rating)) throw badRequest(afterSaleMessages.reviewRatingRequired);
  if (!edit.photoList.every(ownPhoto)) throw badRequest(afterSaleMessages.imageOnly);
  const line = await boughtLine(db, memberIdx, edit.orderItemId);
  return db.transaction(async (tx) => {
    let reviewId: number;
    if (edit.reviewId) {
      const [updated] = await tx
        .update(mallReviews)
        .set({ title: edit.reviewTitle.trim(), description, ...(rating !== null && { rating }) })
        .where(
          and(
            eq(mallReviews.id, edit.reviewId),
            eq(mallReviews.memberIdx, memberIdx),
            eq(mallReviews.orderItemId, line.id),
            eq(mallReviews.isDeleted, 'N'),
          ),
        )
        .returning({ id: mallReviews.id });
      if (!updated) throw notFound(afterSaleMessages.reviewNotFound);
      reviewId = updated.id;
      await tx.delete(mallReviewPhotos).where(eq(mallReviewPhotos.reviewId, reviewId));
    } else {
      // The partial unique index keeps one live review per line, whatever races.
      const [created] = await tx
        .insert(mallReviews)
        .values({
          itemId: line.itemId,
          memberIdx,
          orderItemId: line.id,
          title: edit.reviewTitle.trim(),
          description,
          rating,
        })
        .onConflictDoNothing()
        .returning({ id: mallReviews.id });
      if (!created) throw conflict(afterSaleMessages.reviewExists);
      reviewId = created.id;
    }
    if (edit.photoList.length)
      await tx
        .insert(mallReviewPhotos)
        .values(edit.photoList.map((path, sort) => ({ reviewId, path, sort })));
    return reviewId;
  });
}

/** DELETE /new_api/review/delete/{id}: the author's own review only (kept, marked deleted, for the order's history). */
export async function deleteReview(db: Db, memberIdx: number, reviewId: number): Promise<void> {
  const [deleted] = await db
    .update(mallReviews)
    .set({ isDeleted: 'Y' })
    .where(
      and(eq(mallReviews.id, reviewId), eq(mallReviews.memberIdx, memberIdx), eq(mallReviews.isDeleted, 'N')),
    )
    .returning({ id: mallReviews.id });
  if (!deleted) throw notFound(afterSaleMessages.reviewNotFound);
}

/** The member's own reviews, newest first, with the order they came from. */
export async function listMyReviews(
  db: Db,
  memberIdx: number,
  page: { page: number; size: number },
): Promise<MyReviewList> {
  const where = and(eq(mallReviews.memberIdx, memberIdx), eq(mallReviews.isDeleted, 'N'));
  const [counted] = await db.select({ total: count() }).from(mallReviews).where(where);
  const rows = await db
    .select({
      reviewId: mallReviews.id,
      itemId: mallReviews.itemId,
      orderItemId: mallReviews.orderItemId,
      reviewTitle: mallReviews.title,
      rating: mallReviews.rating,
      hiddenAt: mallReviews.hiddenAt,
      createdAt: mallReviews.createdAt,
      itemTitle: itemTitleColumn(mallReviews.itemId),
    })
    .from(mallReviews)
    .where(where)
    .orderBy(desc(mallReviews.createdAt), desc(mallReviews.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  // The orders the reviewed lines came from: one lookup for the page (reviews before orders have none).
  const lines = await boughtLinesByIds(
    db,
    rows.flatMap((row) => (row.orderItemId === null ? [] : [row.orderItemId])),
  );
  return {
    reviewList: rows.map((row) => {
      const line = row.orderItemId === null ? undefined : lines.get(row.orderItemId);
      return {
        reviewId: row.reviewId,
        itemId: row.itemId,
        orderItemId: row.orderItemId,
        oid: line?.oid ?? null,
        orderDateTime: line ? dottedDateTime(line.orderedAt) : null,
        itemTitle: row.itemTitle,
        reviewTitle: row.reviewTitle,
        rating: row.rating,
        hidden: row.hiddenAt !== null,
        createdDateTime: kstDateTime(row.createdAt),
      };
    }),
    pageInfo: mallPageInfo({ page: page.page, total: counted?.total ?? 0, size: page.size }),
  };
}
