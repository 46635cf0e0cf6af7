import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentTypeOf } from './public-content-type';
import { answered, checkedKey, unlessMissing } from './s3-answers';
import { bucketOrigin, type S3Location } from './s3-location';
import type { DirectUploads } from './storage.port';

/**
 * Uploads land under `incoming/`, outside both `public/` and `private/`: nothing reads them until the
 * server has checked them, and the bucket's lifecycle rule deletes what is left there after a day
 * (an upload abandoned half-way, a page closed before "finish"). See docs/deploy.md.
 */
const incomingPrefix = 'incoming/';
/** Only keys the server made: `incoming/<uuid>`, so "finish" cannot be pointed at any other object. */
const incomingKey = /^incoming\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a key is one `presignPut` could have answered. */
export const isIncomingUploadKey = (key: string) => incomingKey.test(key);

function checkedIncoming(key: string): string {
  if (!isIncomingUploadKey(key)) throw new Error(`not an incoming upload key: ${key}`);
  return key;
}

/**
 * Signed PUT rather than a POST policy: the POST policy's `content-length-range` would let the bucket
 * refuse an oversize body too, but its SDK helper (@aws-sdk/s3-presigned-post) pins its own copy of
 * the whole S3 client at another version. A PUT signed with the exact Content-Length the page declared
 * (checked ≤ 200 MB before signing) holds the same line on S3: a body of any other length breaks the
 * signature. The size is checked again at "finish" (HeadObject), which is also the only check on
 * stores that do not verify signatures (s3rver, used by the tests, checks expiry but not SigV4).
 */
export function s3DirectUploads(client: S3Client, location: S3Location): DirectUploads {
  const bucket = location.bucket;
  return {
    origin: bucketOrigin(location),
    async presignPut(bytes) {
      const key = `${incomingPrefix}${randomUUID()}`;
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: bytes }),
        {
          expiresIn: location.uploadUrlSeconds,
        },
      );
      return { key, url, expiresAt: new Date(Date.now() + location.uploadUrlSeconds * 1000) };
    },
    async inspect(key, firstBytes) {
      const Key = checkedIncoming(key);
      const head = await unlessMissing(client.send(new HeadObjectCommand({ Bucket: bucket, Key })));
      if (!head) return null;
      const bytes = head.ContentLength ?? 0;
      if (bytes === 0) return { bytes, head: Buffer.alloc(0) };
      // Only the first bytes: what a file is shows there, and a 200 MB file need not cross the network.
      const part = await unlessMissing(
        client.send(
          new GetObjectCommand({ Bucket: bucket, Key, Range: `bytes=0-${Math.min(firstBytes, bytes) - 1}` }),
        ),
      );
      if (!part) return null;
      const data = await buffer(part.Body as NodeJS.ReadableStream);
      return { bytes, head: data.subarray(0, firstBytes) };
    },
    async promote(key, privateKey) {
      const from = checkedIncoming(key);
      const to = `private/${checkedKey(privateKey)}`;
      // A copy inside the bucket (no byte through this process), then the incoming one goes.
      await answered(
        client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: to,
            CopySource: `${bucket}/${from}`,
            MetadataDirective: 'REPLACE',
            ContentType: contentTypeOf(privateKey),
          }),
        ),
      );
      await answered(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from })));
      return { key: privateKey };
    },
    async discard(key) {
      await answered(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedIncoming(key) })));
    },
  };
}
