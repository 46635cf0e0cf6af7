import { and, count, gte } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { shownToMember } from './list-orders';
import { mallOrders } from './orders.tables';

/** How many orders the member sees in their order history placed since the given time (my page's count). */
export async function countMemberOrdersSince(db: Db, memberIdx: number, since: Date): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(mallOrders)
    .where(and(shownToMember(memberIdx), gte(mallOrders.createdAt, since)));
  return counted?.n ?? 0;
}
