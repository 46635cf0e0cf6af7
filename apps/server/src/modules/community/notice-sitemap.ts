import { postPath } from '@edu/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SitemapEntry } from '../../platform/http/sitemap-entry';
import { boards, posts } from './community.tables';

/** The notice board (spec §2: board 1). */
const noticeBoardId = 1;

/**
 * The notices anyone may read, for the sitemap, newest first (along the board's index): no secret
 * post, and none while the board keeps anything for members (as their pages' previews, post-page-hints.ts).
 */
export async function publicNoticePages(db: Db, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ postId: posts.postId, boardId: posts.boardId, updated: posts.updatedDate })
    .from(posts)
    .innerJoin(boards, eq(boards.boardId, posts.boardId))
    .where(
      and(
        eq(posts.boardId, noticeBoardId),
        eq(posts.isSecret, false),
        eq(boards.attachmentAccess, 'readers'),
      ),
    )
    .orderBy(desc(posts.createdDate), desc(posts.postId))
    .limit(limit);
  return rows.map((row) => ({ path: postPath(row.boardId, row.postId), updated: row.updated }));
}
