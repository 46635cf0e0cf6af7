import { communityMessages as texts } from '@edu/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/app-error';
import { canChange, type Reader } from './community.policy';
import { comments } from './community.tables';

/** Hides a comment (isDel Y: soft delete, spec §4), by its author or an administrator. */
export async function deleteComment(options: { db: Db; reader: Reader; commentId: number }): Promise<void> {
  const { db, commentId } = options;
  const [comment] = await db
    .select({ memberIdx: comments.memberIdx })
    .from(comments)
    .where(and(eq(comments.commentId, commentId), eq(comments.isDel, 'N')));
  if (!comment) throw notFound(texts.commentNotFound);
  if (!canChange(options.reader, comment.memberIdx)) throw forbidden(texts.noPermissionToChange);
  await db.update(comments).set({ isDel: 'Y' }).where(eq(comments.commentId, commentId));
}
