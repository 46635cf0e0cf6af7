import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { uploadsUrlPrefix } from './local-storage';
import { contentTypeOf } from './public-content-type';
import type { FileStorage } from './storage.port';
import { StorageUnavailableError } from './storage-unavailable';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, NCP Object Storage…), so that every
 * server process behind the load balancer sees the same uploads (issue 20). Public files sit under
 * `public/`, bought contents under `private/`; the bucket itself stays private: the app serves
 * /uploads by streaming from it, with the same headers as from disk, and hands private files out only
 * through the download calls. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, or the machine's role).
 */
export type S3Location = {
  bucket: string;
  /** e.g. https://s3.ap-northeast-2.amazonaws.com or http://127.0.0.1:9000; absent = AWS by region. */
  endpoint?: string | undefined;
  region: string;
  /** bucket in the path (most S3-compatible servers) rather than in the host name. */
  forcePathStyle: boolean;
  /** How long a connection to the bucket may take to open before the store counts as unreachable. */
  connectTimeoutMs: number;
  /**
   * How long the bucket may stay silent in the middle of a call (no byte either way) before it counts
   * as frozen. Silence, not duration: a large upload or download that keeps flowing is never cut.
   */
  idleTimeoutMs: number;
};

const defaultConnectTimeoutMs = 3000;
const defaultIdleTimeoutMs = 10_000;

const publicPrefix = 'public/';
const privatePrefix = 'private/';

/** A key as the server makes them (`mall/thumbnails/P2001.webp`): no way out of its prefix. */
function checkedKey(key: string): string {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '')
  )
    throw new Error(`storage key outside its folder: ${key}`);
  return key;
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.$metadata.httpStatusCode === 404));

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
async function answered<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw isUnavailable(error) ? new StorageUnavailableError(error) : error;
  }
}

export function createS3Storage(location: S3Location, client = s3ClientFor(location)): FileStorage {
  const put = (key: string, data: Buffer) =>
    answered(
      client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: key,
          Body: data,
          ContentType: contentTypeOf(key),
        }),
      ),
    );
  const open = async (key: string): Promise<{ stream: Readable; bytes: number } | null> => {
    try {
      const answer = await answered(client.send(new GetObjectCommand({ Bucket: location.bucket, Key: key })));
      return { stream: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, data) {
      await put(publicPrefix + checkedKey(key), data);
      return { path: uploadsUrlPrefix + key };
    },
    async remove(path) {
      if (!path.startsWith(uploadsUrlPrefix)) return;
      const key = publicPrefix + checkedKey(path.slice(uploadsUrlPrefix.length));
      // S3 answers a delete of a missing object with success too.
      await answered(client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: key })));
    },
    async putPrivate(key, data) {
      await put(privatePrefix + checkedKey(key), data);
      return { key };
    },
    async removePrivate(key) {
      const stored = privatePrefix + checkedKey(key);
      await answered(client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: stored })));
    },
    openPrivate: async (key) => open(privatePrefix + checkedKey(key)),
    openPublic: async (key) => open(publicPrefix + checkedKey(key)),
  };
}

function s3ClientFor(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's newer
    // default (CRC32 trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these a frozen bucket holds every call open for good (the SDK's defaults are "no limit").
    // socketTimeout is the SDK's rolling idle timer, armed through the response body too. Its
    // requestTimeout instead bounds the time until the answer starts, sending the body included (and
    // only warns unless told to throw): it would cut a slow but flowing 200 MB content upload.
    requestHandler: {
      connectionTimeout: location.connectTimeoutMs,
      socketTimeout: location.idleTimeoutMs,
    },
    // One retry covers a kept-alive connection the store had closed; more would multiply the wait
    // when it is frozen (each try waits out the idle timeout).
    maxAttempts: 2,
  });
}

/** A timeout option in milliseconds, or its default when absent; throws a readable error otherwise. */
function milliseconds(url: URL, name: string, fallback: number): number {
  const given = url.searchParams.get(name);
  if (given === null) return fallback;
  if (!/^[1-9][0-9]{0,6}$/.test(given))
    throw new Error(`${name} must be a number of milliseconds (1–9999999)`);
  return Number(given);
}

/**
 * Reads `s3://bucket?endpoint=…&region=…&forcePathStyle=true&connectTimeout=3000&idleTimeout=10000`;
 * throws a readable error otherwise.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:' || !url.hostname)
    throw new Error('must look like s3://bucket?endpoint=…&region=…');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error('endpoint must be an http(s) address');
  return {
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get('region') ?? 'ap-northeast-2',
    forcePathStyle: (url.searchParams.get('forcePathStyle') ?? (endpoint ? 'true' : 'false')) === 'true',
    connectTimeoutMs: milliseconds(url, 'connectTimeout', defaultConnectTimeoutMs),
    idleTimeoutMs: milliseconds(url, 'idleTimeout', defaultIdleTimeoutMs),
  };
}
