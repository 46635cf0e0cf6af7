import { NoSuchKey, S3ServiceException } from '@aws-sdk/client-s3';
import { StorageUnavailableError } from './storage-unavailable';

/** A key as the server makes them (`mall/thumbnails/P2001.webp`): no way out of its prefix. */
export function checkedKey(key: string): string {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '')
  )
    throw new Error(`storage key outside its folder: ${key}`);
  return key;
}

export const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

/** The bucket's answer to a range past the end of the object. */
export const isRangeRefused = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'InvalidRange' || error.$metadata.httpStatusCode === 416);

/** Network failures that say the store is down or unreachable, not that the request was wrong. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Refused, silent past its timeout (the SDK's TimeoutError), cut off, or failing on its side (5xx). */
function isUnavailable(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 0) >= 500;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'TimeoutError' || (typeof code === 'string' && networkCodes.has(code));
}

/** A bucket call whose outage surfaces as the one 503 error, never as a miss or a bare 500. */
export async function answered<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw isUnavailable(error) ? new StorageUnavailableError(error) : error;
  }
}

/** A bucket call whose miss is null (the bucket is up, the object is not there). */
export async function unlessMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await answered(call);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
