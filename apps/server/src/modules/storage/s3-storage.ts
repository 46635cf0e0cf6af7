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
};

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

export function createS3Storage(location: S3Location, client = s3ClientFor(location)): FileStorage {
  const put = (key: string, data: Buffer) =>
    client.send(
      new PutObjectCommand({
        Bucket: location.bucket,
        Key: key,
        Body: data,
        ContentType: contentTypeOf(key),
      }),
    );
  const open = async (key: string): Promise<{ stream: Readable; bytes: number } | null> => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: key }));
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
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: key }));
    },
    async putPrivate(key, data) {
      await put(privatePrefix + checkedKey(key), data);
      return { key };
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
  });
}

/** Reads `s3://bucket?endpoint=…&region=…&forcePathStyle=true`; throws a readable error otherwise. */
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
  };
}
