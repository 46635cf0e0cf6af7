import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { kstDay } from '../../platform/korean-time';
import { posts, postViews } from './community.tables';

/**
 * A fresh random salt per Korean day, kept only in memory: a visitor's key cannot be traced back to
 * their address, nor linked across days. A restart mid-day may count a visitor once more; that is all.
 */
let salt = { day: '', value: Buffer.alloc(0) };
function saltOf(day: string): Buffer {
  if (salt.day !== day) salt = { day, value: randomBytes(32) };
  return salt.value;
}

/** Who is viewing, for counting once a day: `m:<idx>` for a member, a salted hash for a visitor. */
export function viewerKeyOf(options: {
  memberIdx: number | null;
  address: string;
  userAgent: string | undefined;
  day: string;
}): string {
  if (options.memberIdx !== null) return `m:${options.memberIdx}`;
  const hash = createHash('sha256')
    .update(saltOf(options.day))
    .update(`${options.address}\n${options.userAgent ?? ''}`)
    .digest('base64url');
  return `v:${hash.slice(0, 40)}`;
}

/**
 * Counts one view of a post (spec: hits once per viewer per post per day): the viewer's row for today
 * is added if new, and only then the hit goes up, both in one transaction. Answers whether it counted.
 */
export async function recordPostView(options: {
  db: Db;
  postId: number;
  memberIdx: number | null;
  address: string;
  userAgent: string | undefined;
  now?: Date;
}): Promise<boolean> {
  const day = kstDay(options.now ?? new Date());
  const viewerKey = viewerKeyOf({ ...options, day });
  return options.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(postViews)
      .values({ postId: options.postId, viewerKey, day })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    if (inserted.length === 0) return false;
    await tx
      .update(posts)
      .set({ hit: sql`${posts.hit} + 1` })
      .where(eq(posts.postId, options.postId));
    return true;
  });
}
