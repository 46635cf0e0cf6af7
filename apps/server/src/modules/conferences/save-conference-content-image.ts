import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/app-error';
import type { ImageType } from '../storage';
import { acceptedImageType } from '../storage';
import { conferenceAdminMessages as texts } from './conference-admin-contract';
import { conferenceImageTypes, maxConferenceImageBytes } from './save-conference-images';

/** Reads the one image of a rich-text upload, refusing anything over 5 MB or not an image by its bytes. */
export async function readContentImage(request: FastifyRequest): Promise<{ data: Buffer; type: ImageType }> {
  const file = await request.file({ limits: { fileSize: maxConferenceImageBytes, files: 1 } });
  if (!file) throw badRequest(texts.imageType);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest(texts.imageTooLarge);
    throw error;
  }
  if (file.file.truncated) throw badRequest(texts.imageTooLarge);
  const type = acceptedImageType(data, conferenceImageTypes);
  if (!type) throw badRequest(texts.imageType);
  return { data, type };
}
