import { type AdminReviewList, type adminReviewListQuerySchema, limits } from '@edu/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, recordAudit } from '../../../platform/audit';
import type { Db } from '../../../platform/db/database';
import { containsPattern } from '../../../platform/db/like-pattern';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error';
import { kstDateTime } from '../../../platform/korean-time';
import { memberNameColumns } from '../../accounts';
import { itemTitleColumn } from '../catalog';
import { mallReviewPhotos, mallReviews } from './reviews.tables';

/** GET /api/admin/mall/reviews: every review (hidden and deleted ones too), newest first, 30 a page. */
export async function listAdminReviews(
  db: Db,
  query: z.output<typeof adminReviewListQuerySchema>,
): Promise<AdminReviewList> {
  const text = query.searchText?.trim();
  // The item's title and the author's name are asked of their modules as columns of this one query.
  const reviewedItemTitle = itemTitleColumn(mallReviews.itemId);
  const author = memberNameColumns(mallReviews.memberIdx);
  const where = and(
    query.hidden === 'Y'
      ? isNotNull(mallReviews.hiddenAt)
      : query.hidden === 'N'
        ? isNull(mallReviews.hiddenAt)
        : undefined,
    text
      ? or(
          ilike(mallReviews.title, containsPattern(text)),
          ilike(reviewedItemTitle, containsPattern(text)),
          ilike(author.name, containsPattern(text)),
        )
      : undefined,
  );
  const size = limits.adminPageSize;
  const [counted] = await db.select({ total: count() }).from(mallReviews).where(where);
  const rows = await db
    .select({ review: mallReviews, itemTitle: reviewedItemTitle, uid: author.uid, name: author.name })
    .from(mallReviews)
    .where(where)
    .orderBy(desc(mallReviews.createdAt), desc(mallReviews.id))
    .limit(size)
    .offset((query.page - 1) * size);
  const photos = rows.length
    ? await db
        .select()
        .from(mallReviewPhotos)
        .where(
          inArray(
            mallReviewPhotos.reviewId,
            rows.map((row) => row.review.id),
          ),
        )
        .orderBy(asc(mallReviewPhotos.sort))
    : [];
  return {
    pageInfo: { page: query.page, size, total: counted?.total ?? 0 },
    list: rows.map(({ review, itemTitle, uid, name }) => ({
      reviewId: review.id,
      itemId: review.itemId,
      itemTitle,
      member: { idx: review.memberIdx, uid: uid ?? '', name: name ?? '' },
      reviewTitle: review.title,
      reviewDescription: review.description,
      rating: review.rating,
      photoList: photos.filter((photo) => photo.reviewId === review.id).map((photo) => photo.path),
      createdDateTime: kstDateTime(review.createdAt),
      deleted: review.isDeleted === 'Y',
      hidden: review.hiddenAt !== null,
      hiddenReason: review.hiddenReason,
    })),
  };
}

/**
 * Hides a review from the item page (a reason required, kept) or shows it again; audited in the same
 * transaction. The reason stays on the review after it is restored, for the record.
 */
export async function setReviewVisibility(options: {
  db: Db;
  actor: AuditActor;
  reviewId: number;
  hidden: boolean;
  reason?: string | undefined;
}) {
  const reason = options.reason?.trim() ?? '';
  if (options.hidden && !reason) throw badRequest('숨김 사유를 입력해 주세요.');
  await options.db.transaction(async (tx) => {
    const [review] = await tx
      .select()
      .from(mallReviews)
      .where(eq(mallReviews.id, options.reviewId))
      .for('update');
    if (!review) throw notFound('리뷰를 찾을 수 없습니다.');
    if ((review.hiddenAt !== null) === options.hidden)
      throw conflict(options.hidden ? '이미 숨긴 리뷰입니다.' : '숨기지 않은 리뷰입니다.');
    await tx
      .update(mallReviews)
      .set(options.hidden ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null })
      .where(eq(mallReviews.id, review.id));
    await recordAudit(tx, options.actor, {
      action: options.hidden ? 'mall.review.hide' : 'mall.review.restore',
      target: `mall-review:${review.id}`,
      summary: options.hidden ? `리뷰 ${review.id} 숨김: ${reason}` : `리뷰 ${review.id} 다시 보이기`,
      details: { itemId: review.itemId },
    });
  });
}
