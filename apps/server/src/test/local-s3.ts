import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) with one bucket, for the storage tests; answers the
 * STORAGE_URL that reaches it. It cannot start → the test fails saying so.
 */
export async function startLocalS3(folder: string, bucket = 'edu-files') {
  // s3rver accepts these fixed credentials; the SDK reads them from the environment.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(folder, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run().catch((error: Error) => {
    throw new Error(`the local S3 server (s3rver) could not start: ${error.message}`);
  });
  return {
    storageUrl: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=ap-northeast-2`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
