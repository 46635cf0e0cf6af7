import type { Readable } from 'node:stream';
import { communityMessages as texts } from '@edu/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound, unauthorized } from '../../platform/http/app-error';
import type { FileStorage } from '../storage';
import type { Reader } from './community.policy';
import { postAttachments } from './community.tables';
import { findReadablePost } from './get-post';
import { attachmentAccessOf } from './post-attachments';

/**
 * One attachment for this reader, counted as a download: only for those who may read its post (a
 * secret post's files answer 032 like the post), and only for members where the board says so (401).
 */
export async function downloadAttachment(options: {
  db: Db;
  storage: FileStorage;
  reader: Reader;
  attachmentId: number;
}): Promise<{ fileName: string; stream: Readable; bytes: number }> {
  const { db, reader, attachmentId } = options;
  const [attachment] = await db
    .select()
    .from(postAttachments)
    .where(eq(postAttachments.attachmentId, attachmentId));
  if (!attachment) throw notFound(texts.attachmentNotFound);
  const post = await findReadablePost(db, reader, attachment.postId);
  if (!reader && (await attachmentAccessOf(db, post.boardId)) === 'members')
    throw unauthorized(texts.attachmentLoginRequired);
  // Counted only when the file is there to send: a missing file rolls the count back.
  const file = await db.transaction(async (tx) => {
    await tx
      .update(postAttachments)
      .set({ downloadCount: sql`${postAttachments.downloadCount} + 1` })
      .where(eq(postAttachments.attachmentId, attachmentId));
    const opened = await options.storage.openPrivate(attachment.fileKey);
    if (!opened) throw notFound(texts.attachmentNotFound);
    return opened;
  });
  return { fileName: attachment.fileName, stream: file.stream, bytes: file.bytes };
}
