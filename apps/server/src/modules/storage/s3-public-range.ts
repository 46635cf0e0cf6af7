import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { type ByteRangeAsked, RangeNotSatisfiableError, resolveByteRange } from './byte-range';
import { isRangeRefused, unlessMissing } from './s3-answers';
import type { PublicFile } from './storage.port';

type StoredObject = { client: S3Client; bucket: string; key: string };

const sizeOf = async ({ client, bucket, key }: StoredObject) =>
  (await unlessMissing(client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))))?.ContentLength ??
  null;

/** `bytes 0-1/5000` → the range and the whole size; null when the store answered the whole object. */
function servedRange(contentRange: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange ?? '');
  if (!match) return null;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}

/**
 * The Range header sent to the bucket; null when the object is missing. The last n bytes go as an
 * explicit range once the size is known: S3 takes `bytes=-n` itself, but not every S3-compatible
 * server does (s3rver reads it as `bytes=0-n`).
 */
async function rangeHeader(object: StoredObject, asked: ByteRangeAsked): Promise<string | null> {
  if (!('suffix' in asked)) return `bytes=${asked.start}-${asked.end ?? ''}`;
  const size = await sizeOf(object);
  if (size === null) return null;
  const resolved = resolveByteRange(asked, size);
  if (!resolved) throw new RangeNotSatisfiableError(size);
  return `bytes=${resolved.start}-${resolved.end}`;
}

/**
 * A public object whole, or only the range asked: the range goes to the bucket (GetObject's Range),
 * so a player seeking in a 50 MB sample costs the bytes it asks for, not the whole file each time.
 */
export async function openS3Public(
  object: StoredObject,
  asked: ByteRangeAsked | null | undefined,
): Promise<PublicFile | null> {
  const get = (range?: string) =>
    new GetObjectCommand({ Bucket: object.bucket, Key: object.key, ...(range && { Range: range }) });
  if (!asked) {
    const whole = await unlessMissing(object.client.send(get()));
    if (!whole) return null;
    const size = whole.ContentLength ?? 0;
    return { stream: whole.Body as Readable, bytes: size, size, range: null };
  }
  const range = await rangeHeader(object, asked);
  if (range === null) return null;
  const part = await unlessMissing(object.client.send(get(range))).catch(async (error: unknown) => {
    // Past the end: the 416 answer names the size, which only a HEAD tells.
    if (isRangeRefused(error)) throw new RangeNotSatisfiableError((await sizeOf(object)) ?? 0);
    throw error;
  });
  if (!part) return null;
  const stream = part.Body as Readable;
  const served = servedRange(part.ContentRange);
  if (!served) {
    // A store that ignores ranges answers the whole object: served as such, with 200.
    const size = part.ContentLength ?? 0;
    return { stream, bytes: size, size, range: null };
  }
  if (served.size === 0) {
    // An empty object has no byte to give; some stores still answer 206 for it.
    stream.destroy();
    throw new RangeNotSatisfiableError(0);
  }
  return {
    stream,
    bytes: served.end - served.start + 1,
    size: served.size,
    range: { start: served.start, end: served.end },
  };
}
