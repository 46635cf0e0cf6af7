import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentDisposition } from '../../platform/http/attachment-disposition';
import { unlessMissing } from './s3-answers';

/**
 * A short-lived signed GET of a private object, which the bucket answers as an attachment under the
 * file's own (Korean) name (RFC 5987 `filename*`, as our own downloads send it), never cached by a
 * shared cache. Null when the object is missing: the buyer then gets our 404, not the bucket's XML.
 */
export async function signedDownload(
  client: S3Client,
  object: { bucket: string; key: string },
  file: { fileName: string; expiresInSeconds: number },
): Promise<{ url: string } | null> {
  const found = await unlessMissing(
    client.send(new HeadObjectCommand({ Bucket: object.bucket, Key: object.key })),
  );
  if (!found) return null;
  const url = await getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: object.bucket,
      Key: object.key,
      ResponseContentDisposition: attachmentDisposition(file.fileName),
      ResponseContentType: 'application/octet-stream',
      ResponseCacheControl: 'private, no-store',
    }),
    { expiresIn: file.expiresInSeconds },
  );
  return { url };
}
