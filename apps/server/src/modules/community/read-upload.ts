import { communityLimits, communityMessages, messages } from '@edu/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/http/app-error';
import { hasControlCharacters } from '../../platform/http/input-guard';

/** A received file: at most its limit of bytes, whether it was longer, and the name it was sent with. */
export type UploadedFile = { data: Buffer; tooLarge: boolean; name: string };

/** The `json` text of the save form is a field, or a file part when the page sends it as a Blob. */
const maxJsonBytes = 2 * 1024 * 1024;

async function readFile(part: Multipart & { type: 'file' }, maxBytes: number): Promise<UploadedFile> {
  const data = await part.toBuffer();
  return { data, tooLarge: part.file.truncated || data.length > maxBytes, name: part.filename ?? '' };
}

/** The parts of a multipart request, with files cut at `fileSize` instead of failing the request. */
function partsOf(request: FastifyRequest, limits: { files: number; fields: number; fileSize?: number }) {
  if (!request.isMultipart()) throw badRequest(messages.invalidInput);
  // The plugin reads throwFileSizeLimit here too, though its types only list it for file().
  const options = {
    throwFileSizeLimit: false,
    limits: { fileSize: communityLimits.imageMaxBytes, fieldSize: maxJsonBytes, ...limits },
  };
  return request.parts(options);
}

/**
 * The save form of POST /new_api/post/edit: its `json` part (parsed), its optional `thumbnail` image and
 * its `attachments` files (at most 5; each read up to 50 MB, one at a time).
 */
export async function readPostForm(
  request: FastifyRequest,
): Promise<{ json: unknown; thumbnail: UploadedFile | null; attachments: UploadedFile[] }> {
  const { attachmentMaxFiles, attachmentMaxBytes, imageMaxBytes } = communityLimits;
  let jsonText: string | null = null;
  let thumbnail: UploadedFile | null = null;
  const attachments: UploadedFile[] = [];
  const parts = partsOf(request, { files: attachmentMaxFiles + 2, fields: 4, fileSize: attachmentMaxBytes });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'json') jsonText = String(part.value ?? '');
    } else if (part.fieldname === 'attachments') {
      const file = await readFile(part, attachmentMaxBytes);
      if (file.data.length > 0) attachments.push(file);
    } else if (part.fieldname === 'thumbnail') {
      const file = await readFile(part, imageMaxBytes);
      if (file.data.length > 0) thumbnail ??= file;
    } else if (part.fieldname === 'json') {
      const file = await readFile(part, maxJsonBytes);
      jsonText = file.tooLarge ? null : file.data.toString('utf8');
    } else {
      part.file.resume();
    }
  }
  if (attachments.length > attachmentMaxFiles) throw badRequest(communityMessages.attachmentTooMany);
  return { json: parseJsonText(jsonText), thumbnail, attachments };
}

/** The form's JSON text parsed and free of control characters, else 400. */
function parseJsonText(jsonText: string | null): unknown {
  if (jsonText === null) throw badRequest(messages.invalidInput);
  let json: unknown;
  try {
    json = JSON.parse(jsonText);
  } catch {
    throw badRequest(messages.invalidInput);
  }
  if (hasControlCharacters(json)) throw badRequest(messages.invalidInput);
  return json;
}

/** The one image of an editor upload (any field name); null when the request carried no file. */
export async function readImageUpload(request: FastifyRequest): Promise<UploadedFile | null> {
  let image: UploadedFile | null = null;
  for await (const part of partsOf(request, { files: 1, fields: 2 })) {
    if (part.type === 'file') image ??= await readFile(part, communityLimits.imageMaxBytes);
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
      const file = await readFile(part, communityLimits.imageMaxBytes);
      if (part.fieldname === fields.images && file.data.length > 0) images.push(file);
      else if (part.fieldname === fields.json) jsonText = file.tooLarge ? null : file.data.toString('utf8');
    } else if (part.fieldname === fields.json) {
      jsonText = String(part.value ?? '');
    }
  }
  if (images.length > fields.maxImages) throw badRequest(messages.invalidInput);
  return { json: parseJsonText(jsonText), images };
}
