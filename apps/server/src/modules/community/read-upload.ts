import { communityLimits, messages } from '@edu/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/app-error';
import { hasControlCharacters } from '../../platform/http/input-guard';

/** A received file: at most the image limit of its bytes, and whether it was longer. */
export type UploadedFile = { data: Buffer; tooLarge: boolean };

/** The `json` text of the save form is a field, or a file part when the page sends it as a Blob. */
const maxJsonBytes = 2 * 1024 * 1024;

async function readFile(part: Multipart & { type: 'file' }): Promise<UploadedFile> {
  const data = await part.toBuffer();
  return { data, tooLarge: part.file.truncated };
}

/** The parts of a multipart request, with files cut at the image limit instead of failing the request. */
function partsOf(request: FastifyRequest, limits: { files: number; fields: number }) {
  if (!request.isMultipart()) throw badRequest(messages.invalidInput);
  // The plugin reads throwFileSizeLimit here too, though its types only list it for file().
  const options = {
    throwFileSizeLimit: false,
    limits: { fileSize: communityLimits.imageMaxBytes, fieldSize: maxJsonBytes, ...limits },
  };
  return request.parts(options);
}

/** The save form of POST /new_api/post/edit: its `json` part (parsed) and its optional `thumbnail` file. */
export async function readPostForm(
  request: FastifyRequest,
): Promise<{ json: unknown; thumbnail: UploadedFile | null }> {
  const { json, images } = await readJsonWithImages(request, {
    json: 'json',
    images: 'thumbnail',
    maxImages: 1,
  });
  return { json, thumbnail: images[0] ?? null };
}

/** The one image of an editor upload (any field name); null when the request carried no file. */
export async function readImageUpload(request: FastifyRequest): Promise<UploadedFile | null> {
  let image: UploadedFile | null = null;
  for await (const part of partsOf(request, { files: 1, fields: 2 })) {
    if (part.type === 'file') image ??= await readFile(part);
  }
  return image;
}

/**
 * A form of a JSON field and up to `maxImages` image files (the mall's refund request): the JSON parsed
 * and checked for control characters, the files as received (their kind is checked by the caller).
 */
export async function readJsonWithImages(
  request: FastifyRequest,
  fields: { json: string; images: string; maxImages: number },
): Promise<{ json: unknown; images: UploadedFile[] }> {
  let jsonText: string | null = null;
  const images: UploadedFile[] = [];
  for await (const part of partsOf(request, { files: fields.maxImages + 1, fields: 4 })) {
    if (part.type === 'file') {
      const file = await readFile(part);
      if (part.fieldname === fields.images && file.data.length > 0) images.push(file);
      else if (part.fieldname === fields.json) jsonText = file.tooLarge ? null : file.data.toString('utf8');
    } else if (part.fieldname === fields.json) {
      jsonText = String(part.value ?? '');
    }
  }
  if (jsonText === null || images.length > fields.maxImages) throw badRequest(messages.invalidInput);
  let json: unknown;
  try {
    json = JSON.parse(jsonText);
  } catch {
    throw badRequest(messages.invalidInput);
  }
  if (hasControlCharacters(json)) throw badRequest(messages.invalidInput);
  return { json, images };
}
