import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { members } from './accounts.tables';

/** The name and phone a member is told at (withdrawn ones keep their row), or undefined for no such member. */
export async function memberContact(
  db: Db,
  memberIdx: number,
): Promise<{ name: string; phone: string } | undefined> {
  const [member] = await db
    .select({ name: members.name, phone: members.phone })
    .from(members)
    .where(eq(members.idx, memberIdx));
  return member;
}
