import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { mallReviews } from './reviews.tables';

/** The shown reviews with stars of the item in `itemId` (not deleted, not hidden by an administrator). */
const ratedReviewsOf = (itemId: AnyColumn | SQL) =>
  sql`from ${mallReviews} where ${mallReviews.itemId} = ${itemId} and ${mallReviews.isDeleted} = 'N' and ${mallReviews.hiddenAt} is null and ${mallReviews.rating} is not null`;

/**
 * The columns of an item's stars for any query that selects items: the average rating to one decimal
 * (null when no shown review has stars) and the number of such reviews.
 */
export const ratingSummaryColumns = (itemId: AnyColumn | SQL) => ({
  ratingAverage: sql<
    number | null
  >`(select round(avg(${mallReviews.rating}), 1)::float8 ${ratedReviewsOf(itemId)})`,
  ratingCount: sql<number>`(select count(*)::int ${ratedReviewsOf(itemId)})`,
});
