import { randomUUID } from 'node:crypto';
import {
  type AttachmentAccess,
  attachmentExtensions,
  communityLimits,
  fileExtensionOf,
  type PostAttachment,
  plainFileName,
  communityMessages as texts,
} from '@edu/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { detectFileKind, type FileKind, type FileStorage } from '../storage';
import { boards, postAttachments } from './community.tables';
import type { UploadedFile } from './read-upload';

/** The extensions a file of each kind may be named with: the name must fit what the bytes are. */
const namesFor: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  // Compound files (OLE): 한글 and the older office formats.
  hwp: ['hwp', 'doc', 'xls', 'ppt'],
  // Zip containers: HWPX, OOXML documents and plain archives.
  zip: ['zip', 'hwpx', 'docx', 'xlsx', 'pptx'],
};

const acceptedFamilies: readonly FileKind['family'][] = ['image', 'document', 'archive'];

/** A file ready to store: its checked name and bytes. */
export type CheckedAttachment = { fileName: string; data: Buffer };

/**
 * The post form's files, each checked: at most 50 MB, named with an extension on the list (한글, PDF,
 * office, pictures, zip) that fits what its bytes are. A refusal names the file.
 */
export function checkAttachments(files: UploadedFile[]): CheckedAttachment[] {
  return files.map((file) => {
    // A browser may send a path or odd characters: what is kept is a plain name to save the file as.
    const fileName = plainFileName(file.name.normalize('NFC'), '첨부파일');
    if (file.tooLarge) throw badRequest(texts.attachmentTooLarge(fileName));
    const extension = fileExtensionOf(fileName);
    const kind = detectFileKind(file.data);
    const fits =
      kind !== null &&
      acceptedFamilies.includes(kind.family) &&
      (attachmentExtensions as readonly string[]).includes(extension) &&
      (namesFor[kind.extension] ?? []).includes(extension);
    if (!fits) throw badRequest(texts.attachmentType(fileName));
    return { fileName, data: file.data };
  });
}

/** The rows of stored files, before they are tied to a post. */
export type StoredAttachment = { fileName: string; fileKey: string; bytes: number };

/** Stores checked files privately (never under /uploads), each under a fresh key that says nothing of its name. */
export async function storeAttachments(
  storage: FileStorage,
  files: CheckedAttachment[],
): Promise<StoredAttachment[]> {
  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  const stored: StoredAttachment[] = [];
  try {
    for (const file of files) {
      const key = `posts/files/${month}/${randomUUID()}.${fileExtensionOf(file.fileName)}`;
      await storage.putPrivate(key, file.data);
      stored.push({ fileName: file.fileName, fileKey: key, bytes: file.data.length });
    }
  } catch (error) {
    // The store failed midway (a full disk, an unreachable bucket): the files already in go again.
    await Promise.allSettled(stored.map((file) => storage.removePrivate(file.fileKey)));
    throw error;
  }
  return stored;
}

/** Removes private files no row points to any more; a failure only leaves an orphan, so it is logged. */
export async function removeAttachmentFiles(storage: FileStorage, keys: string[], log: FastifyBaseLogger) {
  for (const key of keys) {
    try {
      await storage.removePrivate(key);
    } catch (error) {
      log.error({ err: error, key }, 'could not remove a post attachment');
    }
  }
}

/** More files than a post may carry, counting those it keeps: "첨부파일은 5개까지 올릴 수 있습니다.". */
export function checkAttachmentCount(kept: number, added: number) {
  if (kept + added > communityLimits.attachmentMaxFiles) throw badRequest(texts.attachmentTooMany);
}

/** A post's files as the page lists them, in the order they were added. */
export async function attachmentsOf(db: Db, postId: number): Promise<PostAttachment[]> {
  return db
    .select({
      attachmentId: postAttachments.attachmentId,
      fileName: postAttachments.fileName,
      bytes: postAttachments.bytes,
      downloadCount: postAttachments.downloadCount,
    })
    .from(postAttachments)
    .where(eq(postAttachments.postId, postId))
    .orderBy(asc(postAttachments.attachmentId));
}

/** How many files each of these posts carries (posts without any are absent). */
export async function attachmentCounts(db: Db, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: postAttachments.postId, n: sql<number>`count(*)::int` })
    .from(postAttachments)
    .where(inArray(postAttachments.postId, postIds))
    .groupBy(postAttachments.postId);
  return new Map(rows.map((row) => [row.postId, Number(row.n)]));
}

/** Who may download the board's files (readers of the post, or members only). */
export async function attachmentAccessOf(db: Db, boardId: number): Promise<AttachmentAccess> {
  const [board] = await db
    .select({ access: boards.attachmentAccess })
    .from(boards)
    .where(eq(boards.boardId, boardId));
  return board?.access === 'members' ? 'members' : 'readers';
}
