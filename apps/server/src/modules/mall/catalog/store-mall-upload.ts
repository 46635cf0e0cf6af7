import { randomUUID } from 'node:crypto';
import {
  type MallUploaded,
  type MallUploadPurpose,
  mallItemAdminLimits,
  mallItemAdminMessages,
} from '@edu/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../../platform/http/app-error';
import { hasControlCharacters } from '../../../platform/http/input-guard';
import {
  cleanImage,
  detectFileKind,
  detectImageType,
  type FileKind,
  type FileStorage,
  storedExtension,
} from '../../storage';
import { imagePreview, pdfPreview } from './content-preview';

/** The families each upload purpose accepts. */
const acceptedFamilies = {
  thumbnail: ['image'],
  sample: ['image', 'audio', 'video'],
  content: ['image', 'audio', 'video', 'document', 'archive'],
} as const satisfies Record<string, readonly FileKind['family'][]>;

const maxBytes: Record<MallUploadPurpose, number> = {
  thumbnail: mallItemAdminLimits.imageMaxBytes,
  sample: mallItemAdminLimits.sampleMaxBytes,
  content: mallItemAdminLimits.contentFileMaxBytes,
};
const refusal: Record<MallUploadPurpose, string> = {
  thumbnail: mallItemAdminMessages.imageType,
  sample: mallItemAdminMessages.sampleType,
  content: mallItemAdminMessages.fileType,
};

/** The public or private key a content's file is stored under: fresh, by month, never from the name. */
const freshKey = (folder: string, extension: string) =>
  `mall/${folder}/${new Date().toISOString().slice(0, 7).replace('-', '/')}/${randomUUID()}.${extension}`;

/** The private keys an upload answers (an asset's fileKey must be one of them, checked on save). */
export const contentFileKeyPattern = /^mall\/[a-z0-9/_.-]+$/;

/**
 * POST /api/admin/mall/uploads: one file checked by its bytes for what it is for. Pictures are
 * re-encoded (no metadata, nothing after the image); a content's files are stored privately (only
 * buyers get them, through the content box); samples are public (the item page plays them).
 */
export async function storeMallUpload(
  request: FastifyRequest,
  storage: FileStorage,
  purpose: MallUploadPurpose,
): Promise<MallUploaded> {
  const part = request.isMultipart()
    ? await request.file({ limits: { fileSize: maxBytes[purpose], files: 1 } })
    : undefined;
  if (!part) throw badRequest('올릴 파일을 골라 주세요.');
  const data = await part.toBuffer();
  if (part.file.truncated)
    throw badRequest(mallItemAdminMessages.fileTooLarge(maxBytes[purpose] / 1024 / 1024));
  const name = part.filename.normalize('NFC').slice(0, 200);
  if (hasControlCharacters(name)) throw badRequest(refusal[purpose]);
  const kind = detectFileKind(data);
  if (!kind || !(acceptedFamilies[purpose] as readonly string[]).includes(kind.family))
    throw badRequest(refusal[purpose]);

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

/**
 * The public preview of a content's file, made as it is uploaded (as a sound or video content has its
 * sample): a picture gets a small watermarked copy, a PDF a watermarked picture of its first page. Other
 * documents (HWP, Office) and archives get none: the server has no renderer for them, so their preview
 * is still uploaded by hand as the item's 미리보기 파일.
 */
async function storePreview(storage: FileStorage, kind: FileKind, data: Buffer): Promise<string | null> {
  const preview =
    kind.family === 'image'
      ? await imagePreview(data)
      : kind.extension === 'pdf'
        ? await pdfPreview(data)
        : null;
  if (!preview) return null;
  return (await storage.put(freshKey('previews', 'jpg'), preview)).path;
}
