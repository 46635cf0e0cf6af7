import { randomUUID } from 'node:crypto';
import { badRequest } from '../../platform/http/app-error';
import { acceptedImageType, cleanImage, type FileStorage, type ImageType, imageExtensions } from '../storage';
import { conferenceAdminMessages } from './conference-admin-contract';

/** Spec §5 and §9: the five accepted conference image types (jpg and jpeg are one kind). */
export const conferenceImageTypes: readonly ImageType[] = ['jpeg', 'png', 'gif', 'webp'];
const conferenceImageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
export const maxConferenceImageBytes = 5 * 1024 * 1024;

/** What a save does to the thumbnail: keep it, delete it, or replace it with these checked bytes. */
export type ThumbnailChange =
  | { kind: 'keep' }
  | { kind: 'delete' }
  | { kind: 'replace'; data: Buffer; type: ImageType };

/**
 * Reads the form's thumbnail fields (spec §4 "image command: update or delete"). The bytes decide the
 * type; the file name only has to agree with the five extensions the form offers.
 */
export function readThumbnailChange(body: {
  command?: string | null | undefined;
  thumbnailEnc?: string | null | undefined;
  thumbnailName?: string | null | undefined;
}): ThumbnailChange {
  if (body.command === 'delete') return { kind: 'delete' };
  if (body.command !== 'update') return { kind: 'keep' };
  const encoded = (body.thumbnailEnc ?? '').replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '');
  if (!encoded) throw badRequest(conferenceAdminMessages.fillAll);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) throw badRequest(conferenceAdminMessages.thumbnailType);
  const extension = body.thumbnailName?.split('.').pop()?.toLowerCase();
  if (body.thumbnailName && (!extension || !conferenceImageExtensions.includes(extension))) {
    throw badRequest(conferenceAdminMessages.thumbnailType);
  }
  const data = Buffer.from(encoded, 'base64');
  if (data.length > maxConferenceImageBytes) throw badRequest(conferenceAdminMessages.imageTooLarge);
  const type = acceptedImageType(data, conferenceImageTypes);
  if (!type) throw badRequest(conferenceAdminMessages.thumbnailType);
  return { kind: 'replace', data, type };
}

/**
 * Stores a conference image under a fresh server key, re-encoded so only its pixels are kept (no
 * location in its EXIF, no script after its image data, at most 50 megapixels); answers its public path.
 */
export async function storeConferenceImage(
  storage: FileStorage,
  folder: 'thumbnails' | 'contents',
  data: Buffer,
  type: ImageType,
): Promise<string> {
  const message =
    folder === 'thumbnails' ? conferenceAdminMessages.thumbnailType : conferenceAdminMessages.imageType;
  const clean = await cleanImage(data, type, () => badRequest(message));
  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  const { path } = await storage.put(
    `conferences/${folder}/${month}/${randomUUID()}.${imageExtensions[type]}`,
    clean,
  );
  return path;
}
