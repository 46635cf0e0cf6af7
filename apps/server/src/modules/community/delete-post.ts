import { communityMessages as texts } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { forbidden } from '../../platform/http/app-error';
import type { FileStorage } from '../storage';
import { canChange, type Reader } from './community.policy';
import { comments, postAttachments, posts, postViews } from './community.tables';
import { findPost } from './find-post';
import { removeAttachmentFiles } from './post-attachments';
import { removeQuietly } from './save-post';

/**
 * Deletes a post with its comments, view records and attachments (author or administrator); its
 * thumbnail and files go after the commit.
 */
export async function deletePost(options: {
  db: Db;
  storage: FileStorage;
  reader: Reader;
  postId: number;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db, postId } = options;
  const post = await findPost(db, postId);
  if (!canChange(options.reader, post.memberIdx)) throw forbidden(texts.noPermissionToChange);
  const removed = await db.transaction(async (tx) => {
    await tx.delete(comments).where(eq(comments.postId, postId));
    await tx.delete(postViews).where(eq(postViews.postId, postId));
    const files = await tx
      .delete(postAttachments)
      .where(eq(postAttachments.postId, postId))
      .returning({ fileKey: postAttachments.fileKey });
    const [post] = await tx
      .delete(posts)
      .where(eq(posts.postId, postId))
      .returning({ thumbnail: posts.thumbnail });
    return { thumbnail: post?.thumbnail ?? null, fileKeys: files.map((file) => file.fileKey) };
  });
  if (removed.thumbnail) await removeQuietly(options.storage, removed.thumbnail, options.log);
  await removeAttachmentFiles(options.storage, removed.fileKeys, options.log);
}
