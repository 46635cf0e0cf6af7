import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallReviews } from './reviews.tables';

/** How many reviews the member has written and not deleted (my page's count). */
export async function countMemberReviews(db: Db, memberIdx: number): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(mallReviews)
    .where(and(eq(mallReviews.memberIdx, memberIdx), eq(mallReviews.isDeleted, 'N')));
  return counted?.n ?? 0;
}
