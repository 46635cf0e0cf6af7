import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { ratingSummaryColumns } from './rating-summary';
import { mallReviews } from './reviews.tables';

/**
 * What the item page says of an item's reviews: how many are shown (not deleted, not hidden by an
 * administrator), their average rating to one decimal (null without stars) and how many have stars.
 */
export async function itemReviewSummary(
  db: Db,
  itemId: number,
): Promise<{ reviewCount: number; ratingAverage: number | null; ratingCount: number }> {
  const [summary] = await db
    .select({ n: count(), ...ratingSummaryColumns(sql`${itemId}`) })
    .from(mallReviews)
    .where(and(eq(mallReviews.itemId, itemId), eq(mallReviews.isDeleted, 'N'), isNull(mallReviews.hiddenAt)));
  return {
    reviewCount: summary?.n ?? 0,
    ratingAverage: summary?.ratingAverage ?? null,
    ratingCount: summary?.ratingCount ?? 0,
  };
}
