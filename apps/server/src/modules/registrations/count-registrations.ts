import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { registrations } from './registrations.tables';

/** How many conference applications a member has made (my page's count). */
export async function countMemberRegistrations(db: Db, memberIdx: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .where(eq(registrations.memberIdx, memberIdx));
  return row?.n ?? 0;
}
