import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallCarts } from './cart.tables';

/** How many rows the member's cart holds (my page's count). */
export async function countCartRows(db: Db, memberIdx: number): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(mallCarts).where(eq(mallCarts.memberIdx, memberIdx));
  return counted?.n ?? 0;
}
