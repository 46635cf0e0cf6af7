import { ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like-pattern';
import { members } from './accounts.tables';

/** Enough members for any admin search by id; a search matching more is too broad to be useful. */
const maxMatches = 1000;

/** The login id and name of the given members (withdrawn ones keep their row), for admin lists. */
export async function membersByIdx(
  db: Db,
  idxs: Iterable<number>,
): Promise<Map<number, { uid: string; name: string }>> {
  const wanted = [...new Set(idxs)];
  const found = new Map<number, { uid: string; name: string }>();
  // Chunked so a long download stays within the database's parameter limit.
  for (let start = 0; start < wanted.length; start += 5_000) {
    const rows = await db
      .select({ idx: members.idx, uid: members.uid, name: members.name })
      .from(members)
      .where(inArray(members.idx, wanted.slice(start, start + 5_000)));
    for (const { idx, ...member } of rows) found.set(idx, member);
  }
  return found;
}

/** The members whose login id holds `text` (as typed: wildcards are literal), for "name (id)" searches. */
export async function memberIdxsByUid(db: Db, text: string): Promise<number[]> {
  const rows = await db
    .select({ idx: members.idx })
    .from(members)
    .where(ilike(members.uid, containsPattern(text)))
    .limit(maxMatches);
  return rows.map((row) => row.idx);
}
