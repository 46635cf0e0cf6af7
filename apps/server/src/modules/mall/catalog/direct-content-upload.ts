import { buffer } from 'node:stream/consumers';
import {
  type DirectUpload,
  directUploadMessages,
  type MallUploaded,
  mallItemAdminMessages,
} from '@edu/shared';
import { badRequest } from '../../../platform/http/app-error';
import { hasControlCharacters } from '../../../platform/http/input-guard';
import { detectFileKind, type FileStorage, isIncomingUploadKey, storedExtension } from '../../storage';
import { hasPreview, storePreview } from './content-file-preview';
import { acceptedFor, freshKey, maxBytes, refusal, uploadName } from './mall-upload-rules';

const contentMaxBytes = maxBytes.content;
const tooLarge = () => badRequest(mallItemAdminMessages.fileTooLarge(contentMaxBytes / 1024 / 1024));
/** Enough for every signature detectFileKind reads (the furthest: ISO media's brand, bytes 8–11). */
const headBytes = 64;

/**
 * POST /api/admin/mall/uploads/direct: a signed address to PUT a content's file to, straight into the
 * bucket (no 200 MB body through a server process); `multipart` when the storage is local disk.
 * A file declared over 200 MB is refused before anything is sent.
 */
export async function startDirectUpload(
  storage: FileStorage,
  file: { name: string; bytes: number },
): Promise<DirectUpload> {
  if (file.bytes > contentMaxBytes) throw tooLarge();
  if (!storage.directUploads) return { mode: 'multipart' };
  const signed = await storage.directUploads.presignPut(file.bytes);
  return { mode: 'direct', key: signed.key, url: signed.url, expiresAt: signed.expiresAt.toISOString() };
}

/**
 * POST /api/admin/mall/uploads/direct/finish: what arrived is checked as POST /api/admin/mall/uploads
 * checks a content's file (its size, and what it is by its first bytes, never by its name), then moved
 * to a private key; the answer is the one that upload gives, so saving the item is unchanged. A file
 * that fails is deleted from the bucket at once.
 */
export async function finishDirectUpload(
  storage: FileStorage,
  upload: { key: string; name: string },
): Promise<MallUploaded> {
  const uploads = storage.directUploads;
  if (!uploads || !isIncomingUploadKey(upload.key)) throw badRequest(directUploadMessages.notSent);
  const seen = await uploads.inspect(upload.key, headBytes);
  if (!seen) throw badRequest(directUploadMessages.notSent);
  const refuse = async (error: Error) => {
    await uploads.discard(upload.key);
    return error;
  };
  // S3 holds the declared size through the signature; a store that does not check it is held here.
  if (seen.bytes > contentMaxBytes) throw await refuse(tooLarge());
  const name = uploadName(upload.name);
  if (hasControlCharacters(name)) throw await refuse(badRequest(refusal.content));
  const kind = detectFileKind(seen.head);
  if (!acceptedFor('content', kind)) throw await refuse(badRequest(directUploadMessages.refused));

  const { key } = await uploads.promote(upload.key, freshKey('contents', storedExtension(kind, name)));
  // A picture or a PDF gets its preview as through the server; only then is the whole file read.
  const opened = hasPreview(kind) ? await storage.openPrivate(key) : null;
  const previewPath = opened ? await storePreview(storage, kind, await buffer(opened.stream)) : null;
  return { path: key, name, bytes: seen.bytes, previewPath };
}
