import { randomUUID } from 'node:crypto';
import { communityMessages, webzineThumbnail } from '@edu/shared';
import { badRequest } from '../../platform/http/app-error';
import {
  acceptedImageType,
  cropToRatio,
  type FileStorage,
  type ImageType,
  imageExtensions,
  reencodeImage,
  UnreadableImageError,
} from '../storage';
import type { UploadedFile } from './read-upload';

/** Spec §5: the editor and the thumbnail take JPEG, PNG, GIF and WebP, recognised by their bytes. */
const postImageTypes: readonly ImageType[] = ['jpeg', 'png', 'gif', 'webp'];

export type CheckedImage = { data: Buffer; type: ImageType };

/** The file if it is one of our image types by content (else "이미지 확장자만 업로드 가능합니다.") and at most 10 MB. */
export function checkPostImage(file: UploadedFile | null): CheckedImage {
  const type = file ? acceptedImageType(file.data, postImageTypes) : null;
  if (!file || !type) throw badRequest(communityMessages.imageOnly);
  if (file.tooLarge) throw badRequest(communityMessages.imageTooLarge);
  return { data: file.data, type };
}

async function processed(work: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await work();
  } catch (error) {
    // Bytes that start like an image but do not decode are refused like any other non-image.
    if (error instanceof UnreadableImageError) throw badRequest(communityMessages.imageOnly);
    throw error;
  }
}

const keyOf = (folder: string, type: ImageType) => {
  const month = new Date().toISOString().slice(0, 7).replace('-', '/');
  return `${folder}/${month}/${randomUUID()}.${imageExtensions[type]}`;
};

/**
 * Stores an editor image (or a mall review or refund photo: `folder`) re-encoded in its own format
 * (metadata gone; animated GIF and WebP keep their frames); answers its public path.
 */
export async function storeEditorImage(
  storage: FileStorage,
  image: CheckedImage,
  folder = 'posts/images',
): Promise<string> {
  const data = await processed(() => reencodeImage(image.data, image.type));
  return (await storage.put(keyOf(folder, image.type), data)).path;
}

/** Stores a webzine thumbnail cut to 7:10 from the centre, at most 700×1000; answers its public path. */
export async function storeThumbnail(storage: FileStorage, image: CheckedImage): Promise<string> {
  const data = await processed(() => cropToRatio(image.data, image.type, webzineThumbnail));
  return (await storage.put(keyOf('posts/thumbnails', image.type), data)).path;
}
