import { type AdminMember, limits, type MemberSearchType } from '@edu/shared';
import { count, desc, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like-pattern';
import { members } from './accounts.tables';
import { joinTypesOf } from './join-types';

function searchCondition(type: MemberSearchType, search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  if (type === 'phone') {
    // Phones are stored as digits; "010-1234" finds "0101234…".
    const digits = text.replace(/\D/g, '');
    return digits ? like(members.phone, containsPattern(digits)) : like(members.phone, containsPattern(text));
  }
  if (type === 'email') return ilike(members.email, containsPattern(text));
  return or(ilike(members.name, containsPattern(text)), ilike(members.uid, containsPattern(text)));
}

/** The member list of /management: newest first, 30 a page, optionally searched by name(id), phone or email. */
export async function listMembers(
  db: Db,
  options: { searchType: MemberSearchType; search?: string | undefined; page: number },
) {
  const size = limits.memberPageSize;
  const where = searchCondition(options.searchType, options.search);
  const [counted] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(members.idx))
    .limit(size)
    .offset((options.page - 1) * size);
  return {
    pageInfo: { page: options.page, size, total: counted?.n ?? 0 },
    list: rows.map(
      (row): AdminMember => ({
        idx: row.idx,
        uid: row.uid,
        name: row.name,
        phone: row.phone,
        email: row.email,
        level: row.level,
        status: row.status,
        withdrawn: row.status === 'withdrawn',
        created_date: row.createdDate.toISOString(),
        last_logindate: row.lastLoginDate?.toISOString() ?? null,
        joinType: joinTypesOf(row),
        isOver14: row.isOver14 === 'Y' || row.isOver14 === 'N' ? row.isOver14 : null,
        guardian: row.guardianName
          ? {
              name: row.guardianName,
              phone: row.guardianPhone ?? '',
              verified_date: row.guardianVerifiedDate?.toISOString() ?? null,
            }
          : null,
      }),
    ),
  };
}
