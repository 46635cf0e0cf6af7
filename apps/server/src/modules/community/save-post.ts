import {
  type BoardId,
  communityLimits,
  type PostEdit,
  type PostSaveReason,
  communityMessages as texts,
  webzineBoardId,
} from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { hasVisibleContent, sanitizeRichHtml } from '../../platform/html/sanitize-html';
import { forbidden, notFound } from '../../platform/http/app-error';
import type { FileStorage } from '../storage';
import { canChange, canPin, canWriteOn, isBoardId } from './community.policy';
import { postAttachments, posts } from './community.tables';
import { findPost, type StoredPost } from './find-post';
import {
  checkAttachmentCount,
  checkAttachments,
  removeAttachmentFiles,
  type StoredAttachment,
  storeAttachments,
} from './post-attachments';
import { checkPostImage, storeThumbnail } from './post-images';
import { cleanLine, plainTextOf } from './post-text';
import type { UploadedFile } from './read-upload';

/** The form once its required fields are there: title cleaned, content sanitised. */
export type CheckedPostForm = {
  postId: number | undefined;
  /** Only for a new post: an edit keeps the stored board. */
  boardId: BoardId | undefined;
  title: string;
  content: string;
  contentText: string;
  isSecret: boolean;
  isPin: boolean;
  imageCommand: PostEdit['postImageCommand'];
  removeAttachmentIds: number[];
};

/**
 * The spec's reasons against a save, all of them, in its order: board (of a new post), title, content.
 * Content that shows nothing once sanitised (`<p></p>`, a lone script) counts as missing.
 */
export function checkPostForm(
  form: PostEdit,
): { reasons: PostSaveReason[] } | { reasons: []; form: CheckedPostForm } {
  const reasons: PostSaveReason[] = [];
  const isNew = form.postId === undefined;
  if (isNew && !isBoardId(form.boardId)) reasons.push({ field: 'boardId', message: texts.boardRequired });
  const title = cleanLine(form.postTitle ?? '');
  if (!title) reasons.push({ field: 'postTitle', message: texts.titleRequired });
  else if (title.length > communityLimits.titleMaxLength)
    reasons.push({ field: 'postTitle', message: texts.titleTooLong });
  const content = sanitizeRichHtml(form.postContent ?? '');
  if (!hasVisibleContent(content)) reasons.push({ field: 'postContent', message: texts.contentRequired });
  if (reasons.length > 0) return { reasons };
  return {
    reasons: [],
    form: {
      postId: form.postId,
      boardId: isNew && isBoardId(form.boardId) ? form.boardId : undefined,
      title,
      content,
      contentText: plainTextOf(content),
      isSecret: form.isSecret,
      isPin: form.isPin,
      imageCommand: form.postImageCommand,
      removeAttachmentIds: form.removeAttachmentIds,
    },
  };
}

type Author = { memberIdx: number; level: number };

/** Who may save this: the board's writers, the author or an administrator for an edit, pins for administrators. */
function authorise(author: Author, form: CheckedPostForm, existing: StoredPost | null): BoardId {
  if (existing && !canChange(author, existing.memberIdx)) throw forbidden(texts.noPermissionToChange);
  const boardId = (existing?.boardId ?? form.boardId) as BoardId;
  if (!canWriteOn(author, boardId)) throw forbidden(texts.noPermissionToWrite);
  if (form.isPin && !canPin(author)) throw forbidden(texts.noPermissionToPin);
  return boardId;
}

/** What this save does to the thumbnail: nothing, or set it to a new stored file (UPDATE with a file) or none (DELETE). */
type ThumbnailChange = { kind: 'keep' } | { kind: 'set'; path: string | null };

async function thumbnailChange(
  storage: FileStorage,
  boardId: BoardId,
  form: CheckedPostForm,
  file: UploadedFile | null,
): Promise<ThumbnailChange> {
  if (boardId !== webzineBoardId) return { kind: 'keep' };
  if (form.imageCommand === 'DELETE') return { kind: 'set', path: null };
  if (form.imageCommand === 'UPDATE' && file) {
    return { kind: 'set', path: await storeThumbnail(storage, checkPostImage(file)) };
  }
  return { kind: 'keep' };
}

/** The attachments an edit keeps: the post's own, less those it removes. */
async function keptAttachmentCount(db: Pick<Db, 'select'>, postId: number | undefined, removed: number[]) {
  if (postId === undefined) return 0;
  const rows = await db
    .select({ attachmentId: postAttachments.attachmentId })
    .from(postAttachments)
    .where(eq(postAttachments.postId, postId));
  return rows.filter((row) => !removed.includes(row.attachmentId)).length;
}

/** Removes the attachments an edit drops (only the post's own) and adds the new ones; answers the dropped files. */
async function replaceAttachments(
  tx: Db,
  postId: number,
  removeIds: number[],
  added: StoredAttachment[],
): Promise<string[]> {
  const dropped =
    removeIds.length === 0
      ? []
      : await tx
          .delete(postAttachments)
          .where(and(eq(postAttachments.postId, postId), inArray(postAttachments.attachmentId, removeIds)))
          .returning({ fileKey: postAttachments.fileKey });
  // Counted again under the post's lock: two edits at once cannot pass five between them.
  checkAttachmentCount(await keptAttachmentCount(tx, postId, []), added.length);
  if (added.length > 0) await tx.insert(postAttachments).values(added.map((file) => ({ ...file, postId })));
  return dropped.map((row) => row.fileKey);
}

/**
 * Creates or edits a post (spec §4 Post write) once its reasons are cleared: checks who may write,
 * pin and edit, checks and stores its attachments and the webzine thumbnail cut to 7:10, and saves
 * the sanitised content. Files replaced or removed go after the commit; new files go again if the
 * save fails. Answers the postId.
 */
export async function savePost(options: {
  db: Db;
  storage: FileStorage;
  author: Author;
  form: CheckedPostForm;
  thumbnail: UploadedFile | null;
  attachments: UploadedFile[];
  log: FastifyBaseLogger;
}): Promise<number> {
  const { db, storage, author, form, log } = options;
  const existing = form.postId === undefined ? null : await findPost(db, form.postId);
  if (form.postId !== undefined && !existing) throw notFound(texts.notFound);
  const boardId = authorise(author, form, existing);
  const files = checkAttachments(options.attachments);
  checkAttachmentCount(
    await keptAttachmentCount(db, existing?.postId, form.removeAttachmentIds),
    files.length,
  );
  // Pins are the administrators' call: anyone else's edit leaves the pin as it is.
  const isPin = canPin(author) ? form.isPin : (existing?.isPin ?? false);
  const thumbnail = await thumbnailChange(storage, boardId, form, options.thumbnail);
  const added = thumbnail.kind === 'set' ? thumbnail.path : null;
  let addedFiles: StoredAttachment[] = [];
  const values = {
    title: form.title,
    content: form.content,
    contentText: form.contentText,
    isSecret: form.isSecret,
    isPin,
    // Kept thumbnails are not written back: a concurrent edit may have replaced the file already.
    ...(thumbnail.kind === 'set' && { thumbnail: thumbnail.path }),
  };

  let saved: { postId: number; replaced: string | null; droppedFiles: string[] };
  try {
    addedFiles = await storeAttachments(storage, files);
    saved = await db.transaction(async (tx) => {
      if (!existing) {
        const [row] = await tx
          .insert(posts)
          .values({ ...values, boardId, memberIdx: author.memberIdx })
          .returning({ postId: posts.postId });
        if (!row) throw new Error('post insert returned nothing');
        await replaceAttachments(tx, row.postId, [], addedFiles);
        return { postId: row.postId, replaced: null, droppedFiles: [] };
      }
      // Read under lock: the file to remove is the one this save replaces, even with two edits at once.
      const [current] = await tx
        .select({ thumbnail: posts.thumbnail })
        .from(posts)
        .where(eq(posts.postId, existing.postId))
        .for('update');
      if (!current) throw notFound(texts.notFound);
      await tx
        .update(posts)
        .set({ ...values, updatedDate: new Date() })
        .where(eq(posts.postId, existing.postId));
      const droppedFiles = await replaceAttachments(
        tx,
        existing.postId,
        form.removeAttachmentIds,
        addedFiles,
      );
      return {
        postId: existing.postId,
        replaced: thumbnail.kind === 'set' ? current.thumbnail : null,
        droppedFiles,
      };
    });
  } catch (error) {
    if (added) await removeQuietly(storage, added, log);
    await removeAttachmentFiles(
      storage,
      addedFiles.map((file) => file.fileKey),
      log,
    );
    throw error;
  }
  if (saved.replaced) await removeQuietly(storage, saved.replaced, log);
  await removeAttachmentFiles(storage, saved.droppedFiles, log);
  return saved.postId;
}

/** Removes a file no row points to any more; a failure only leaves an orphan file, so it is logged, not thrown. */
export async function removeQuietly(storage: FileStorage, path: string, log: FastifyBaseLogger) {
  try {
    await storage.remove(path);
  } catch (error) {
    log.error({ err: error, path }, 'could not remove a post file');
  }
}
