import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { startLocalS3 } from '../../test/local-s3';
import { logInAs } from '../../test/log-in-as';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

// The whole app on STORAGE_URL=s3://…: an editor image uploaded through the API lands in the bucket
// and is served back at its /uploads path, as every server process behind the balancer would serve it.

const folder = mkdtempSync(join(tmpdir(), 'edu-storage-app-'));
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let app: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3(folder);
  app = await createTestApp({ storageUrl: s3.storageUrl });
});
afterAll(async () => {
  await app.dispose();
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the app on an S3-compatible bucket', () => {
  it('stores an uploaded editor image in the bucket and serves it at its path', async () => {
    const { cookie } = await logInAs(app, await createMember(app.db));
    const png = await sharp({ create: { width: 24, height: 16, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'file', value: png, filename: 'photo.png', contentType: 'image/png' }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/new_api/post/desc-image/new',
      payload: body.payload,
      headers: { cookie, 'content-type': body.contentType },
    });
    expect(uploaded.statusCode).toBe(200);
    const { uploadPath } = uploaded.json().data as { uploadPath: string };

    const served = await app.inject({ method: 'GET', url: uploadPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(24);
    // In the bucket, not on this machine's disk.
    expect(existsSync(join(app.services.config.uploadsDir, uploadPath.slice('/uploads/'.length)))).toBe(
      false,
    );
  });

  it('lets the site’s pages send a content’s files to the bucket (CSP connect-src), and nothing else foreign', async () => {
    const page = await app.inject({ method: 'GET', url: '/healthz' });
    const endpoint = new URL(String(new URL(s3.storageUrl).searchParams.get('endpoint'))).origin;
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${endpoint};`);
  });

  it('answers 404 for a file the bucket does not hold (the bucket is up: not 503)', async () => {
    const served = await app.inject({ method: 'GET', url: '/uploads/posts/2026/01/never-uploaded.png' });
    expect(served.statusCode).toBe(404);
    expect(served.headers['retry-after']).toBeUndefined();
  });
});
