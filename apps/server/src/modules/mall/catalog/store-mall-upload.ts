import { type MallUploaded, type MallUploadPurpose, mallItemAdminMessages } from '@edu/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../platform/http/app-error';
import { hasControlCharacters } from '../../../platform/http/input-guard';
import {
  cleanImage,
  detectFileKind,
  detectImageType,
  type FileStorage,
  storedExtension,
} from '../../storage';
import { isWebVtt } from './caption-track';
import { storePreview } from './content-file-preview';
import { acceptedFor, freshKey, maxBytes, refusal, uploadName } from './mall-upload-rules';

/** The private keys an upload answers (an asset's fileKey must be one of them, checked on save). */
export const contentFileKeyPattern = /^mall\/[a-z0-9/_.-]+$/;

/**
 * POST /api/admin/mall/uploads: one file checked by its bytes for what it is for. Pictures are
 * re-encoded (no metadata, nothing after the image); a content's files are stored privately (only
 * buyers get them, through the content box); samples and their caption tracks (WebVTT text, checked as
 * such) are public (the item page plays them). A
 * content's file may instead go straight to a bucket (`direct-content-upload.ts`), checked the same way.
 */
export async function storeMallUpload(
  request: FastifyRequest,
  storage: FileStorage,
  purpose: MallUploadPurpose,
): Promise<MallUploaded> {
  // Not thrown at the limit (a 413 says only "다시 확인"): a file too large is told its purpose's size.
  const part = request.isMultipart()
    ? await request.file({ limits: { fileSize: maxBytes[purpose], files: 1 }, throwFileSizeLimit: false })
    : undefined;
  if (!part) throw badRequest('올릴 파일을 골라 주세요.');
  const data = await part.toBuffer();
  if (part.file.truncated)
    throw badRequest(mallItemAdminMessages.fileTooLarge(maxBytes[purpose] / 1024 / 1024));
  const name = uploadName(part.filename);
  if (hasControlCharacters(name)) throw badRequest(refusal[purpose]);
  if (purpose === 'caption') {
    if (!isWebVtt(data)) throw badRequest(refusal.caption);
    // Public beside the sample it captions: the item page's <track> loads it from the same origin.
    const { path } = await storage.put(freshKey('captions', 'vtt'), data);
    return { path, name, bytes: data.length, previewPath: null };
  }
  const kind = detectFileKind(data);
  if (!acceptedFor(purpose, kind)) throw badRequest(refusal[purpose]);

  if (purpose === 'content') {
    const { key } = await storage.putPrivate(freshKey('contents', storedExtension(kind, name)), data);
    return { path: key, name, bytes: data.length, previewPath: await storePreview(storage, kind, data) };
  }
  const imageType = kind.family === 'image' ? detectImageType(data) : null;
  const stored = imageType ? await cleanImage(data, imageType, () => badRequest(refusal[purpose])) : data;
  const folder = purpose === 'thumbnail' ? 'thumbnails' : 'samples';
  const { path } = await storage.put(freshKey(folder, kind.extension), stored);
  return { path, name, bytes: stored.length, previewPath: null };
}
