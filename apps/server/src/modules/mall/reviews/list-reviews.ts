import type { Review, ReviewList } from '@edu/shared';
import { mallPageInfo } from '@edu/shared';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/http/app-error';
import { kstDateTime } from '../../../platform/korean-time';
import { membersByIdx } from '../../accounts';
import { mallReviewPhotos, mallReviews } from './reviews.tables';

/** A reviewer's name as others see it: the first and last letters, the middle hidden (김*수, 이*). */
export function maskName(name: string): string {
  const letters = [...name.trim()];
  if (letters.length <= 1) return `${letters[0] ?? ''}*`;
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}

async function present(db: Db, rows: (typeof mallReviews.$inferSelect)[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [photos, members] = await Promise.all([
    db
      .select()
      .from(mallReviewPhotos)
      .where(inArray(mallReviewPhotos.reviewId, ids))
      .orderBy(asc(mallReviewPhotos.sort), asc(mallReviewPhotos.id)),
    membersByIdx(db, [...new Set(rows.map((row) => row.memberIdx))]),
  ]);
  return rows.map((row) => ({
    reviewId: row.id,
    itemId: row.itemId,
    memberName: maskName(members.get(row.memberIdx)?.name ?? '회원'),
    reviewTitle: row.title,
    reviewDescription: row.description,
    rating: row.rating,
    photoList: photos.filter((photo) => photo.reviewId === row.id).map((photo) => photo.path),
    createdDateTime: kstDateTime(row.createdAt),
  }));
}

/** An item's reviews, newest first, 10 a page (§9), with their photos and masked authors. */
export async function listReviews(
  db: Db,
  query: { itemId: number; page: number; size: number },
): Promise<ReviewList> {
  const where = and(
    eq(mallReviews.itemId, query.itemId),
    eq(mallReviews.isDeleted, 'N'),
    isNull(mallReviews.hiddenAt),
  );
  const [counted] = await db.select({ total: count() }).from(mallReviews).where(where);
  const rows = await db
    .select()
    .from(mallReviews)
    .where(where)
    .orderBy(desc(mallReviews.createdAt), desc(mallReviews.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    reviewList: await present(db, rows),
    pageInfo: mallPageInfo({ page: query.page, total: counted?.total ?? 0, size: query.size }),
  };
}

/** One review (404 when unknown or deleted). */
export async function getReview(db: Db, reviewId: number): Promise<Review> {
  const rows = await db
    .select()
    .from(mallReviews)
    .where(and(eq(mallReviews.id, reviewId), eq(mallReviews.isDeleted, 'N'), isNull(mallReviews.hiddenAt)));
  const [review] = await present(db, rows);
  if (!review) throw notFound('리뷰를 찾을 수 없습니다.');
  return review;
}
