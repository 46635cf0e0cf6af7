import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallReviews } from './reviews.tables';

/** The live (not deleted) review of each of these order lines, by order line id; a line not reviewed is absent. */
export async function reviewIdsByOrderLine(db: Db, orderItemIds: number[]): Promise<Map<number, number>> {
  if (orderItemIds.length === 0) return new Map();
  const reviews = await db
    .select({ id: mallReviews.id, orderItemId: mallReviews.orderItemId })
    .from(mallReviews)
    .where(and(inArray(mallReviews.orderItemId, orderItemIds), eq(mallReviews.isDeleted, 'N')));
  return new Map(reviews.map((review) => [review.orderItemId as number, review.id]));
}
