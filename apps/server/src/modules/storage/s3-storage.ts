import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { uploadsUrlPrefix } from './local-storage';
import { contentTypeOf } from './public-content-type';
import { answered, checkedKey, unlessMissing } from './s3-answers';
import { s3DirectUploads } from './s3-direct-uploads';
import { type S3Location, s3ClientFor } from './s3-location';
import { openS3Public } from './s3-public-range';
import { signedDownload } from './s3-signed-download';
import type { FileStorage } from './storage.port';

export { parseS3Url, type S3Location } from './s3-location';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, NCP Object Storage…), so that every
 * server process behind the load balancer sees the same uploads (issue 20). Public files sit under
 * `public/`, bought contents under `private/`, uploads not yet checked under `incoming/`; the bucket
 * itself stays private: the app serves /uploads by streaming from it (ranges too), with the same headers
 * as from disk, and hands private files out only through the download calls, as short-lived signed
 * addresses. Credentials come from the SDK's usual chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY,
 * or the machine's role).
 */
const publicPrefix = 'public/';
const privatePrefix = 'private/';

export function createS3Storage(location: S3Location, client: S3Client = s3ClientFor(location)): FileStorage {
  const bucket = location.bucket;
  const put = (key: string, data: Buffer) =>
    answered(
      client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentTypeOf(key) }),
      ),
    );
  const remove = (key: string) =>
    // S3 answers a delete of a missing object with success too.
    answered(client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })));
  return {
    async put(key, data) {
      await put(publicPrefix + checkedKey(key), data);
      return { path: uploadsUrlPrefix + key };
    },
    async remove(path) {
      if (!path.startsWith(uploadsUrlPrefix)) return;
      await remove(publicPrefix + checkedKey(path.slice(uploadsUrlPrefix.length)));
    },
    async putPrivate(key, data) {
      await put(privatePrefix + checkedKey(key), data);
      return { key };
    },
    async removePrivate(key) {
      await remove(privatePrefix + checkedKey(key));
    },
    async openPrivate(key) {
      const answer = await unlessMissing(
        client.send(new GetObjectCommand({ Bucket: bucket, Key: privatePrefix + checkedKey(key) })),
      );
      return answer && { stream: answer.Body as Readable, bytes: answer.ContentLength ?? 0 };
    },
    openPublic: async (key, range) =>
      openS3Public({ client, bucket, key: publicPrefix + checkedKey(key) }, range),
    privateDownload: async (key, { fileName }) =>
      signedDownload(
        client,
        { bucket, key: privatePrefix + checkedKey(key) },
        { fileName, expiresInSeconds: location.downloadUrlSeconds },
      ),
    directUploads: s3DirectUploads(client, location),
  };
}
