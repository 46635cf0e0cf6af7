import { communityMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { posts } from './community.tables';

export type StoredPost = typeof posts.$inferSelect;

/** The stored post, or 404 "게시글을 찾을 수 없습니다.". */
export async function findPost(db: Pick<Db, 'select'>, postId: number): Promise<StoredPost> {
  const [post] = await db.select().from(posts).where(eq(posts.postId, postId));
  if (!post) throw notFound(communityMessages.notFound);
  return post;
}
