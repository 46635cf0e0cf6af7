import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { directUploadMessages, type ItemEdit, mallItemAdminMessages as say } from '@edu/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { startLocalS3 } from '../../../test/local-s3';
import { logInAs } from '../../../test/log-in-as';
import { testNotices } from '../../../test/product-notices';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { DirectUploads } from '../../storage';

// A content's large files on STORAGE_URL=s3://… (the local S3 server): the page asks for a signed
// address, PUTs the file straight into the bucket, then asks the server to check and keep it.

const folder = mkdtempSync(join(tmpdir(), 'edu-direct-upload-'));
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let app: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  s3 = await startLocalS3(folder);
  app = await createTestApp({ storageUrl: s3.storageUrl });
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  const category = await call('/api/admin/mall/categories', {
    name: '설교 자료',
    parentId: null,
    icon: null,
    sort: 1,
  });
  categoryId = category.json().contents.categoryId;
});
afterAll(async () => {
  await app.dispose();
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

const call = (url: string, payload: object, method: 'POST' | 'GET' = 'POST') =>
  app.inject({ method, url, headers: { cookie: admin }, ...(method === 'POST' && { payload }) });
const incoming = () => app.services.storage.directUploads as DirectUploads;

/** PUTs `bytes` bytes (a header, then zeros) a megabyte at a time, never holding them all; answers the status. */
function putZeros(url: string, head: string, bytes: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const put = request(url, { method: 'PUT', headers: { 'content-length': String(bytes) } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode));
    });
    put.on('error', reject);
    const chunk = Buffer.alloc(1024 * 1024);
    put.write(head);
    let left = bytes - head.length;
    const more = () => {
      while (left > 0) {
        const part = chunk.subarray(0, Math.min(chunk.length, left));
        left -= part.length;
        if (!put.write(part)) return put.once('drain', more);
      }
      put.end();
    };
    more();
  });
}

/** What the page does: ask, PUT the bytes to the signed address, finish. */
async function sendDirect(name: string, data: Buffer) {
  const started = await call('/api/admin/mall/uploads/direct', { name, bytes: data.length });
  expect(started.statusCode).toBe(200);
  const { mode, key, url } = started.json().contents;
  expect(mode).toBe('direct');
  const put = await fetch(url, { method: 'PUT', body: data });
  expect(put.status).toBe(200);
  return { key: key as string, finished: await call('/api/admin/mall/uploads/direct/finish', { key, name }) };
}

const contentEdit = (fileKey: string, name: string): ItemEdit => ({
  itemType: 'CONTENT',
  contentType: 'FILE',
  itemKind: '설교 자료',
  title: '성탄절 설교 음원',
  tags: [],
  categoryId,
  brandId: null,
  warehouseId: null,
  regularPrice: 5000,
  sellingPrice: 5000,
  isFree: false,
  downloadPeriod: 30,
  solarTerm: null,
  description: '',
  usageGuide: '',
  copyrightInfo: '',
  itemStatus: 'SALE',
  productNotice: testNotices.content,
  thumbnailLink: null,
  sampleLink: null,
  productStock: null,
  tree: null,
  writing: [],
  licenses: [],
  assets: [{ assetId: null, kind: 'DOWNLOAD', name, fileKey, linkNormal: null, linkHigh: null }],
  bibles: [],
  relatedItemIds: [],
});

describe('a content file sent straight to the bucket', () => {
  it('is checked, kept privately and saved on an item as an upload through the server is', async () => {
    const mp3 = Buffer.concat([Buffer.from('ID3\x04\x00\x00\x00\x00\x00\x00'), Buffer.alloc(300_000, 1)]);
    const { key, finished } = await sendDirect('성탄절 설교.mp3', mp3);
    expect(finished.statusCode).toBe(200);
    const uploaded = finished.json().contents;
    expect(uploaded).toEqual({
      path: expect.stringMatching(/^mall\/contents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp3$/),
      name: '성탄절 설교.mp3',
      bytes: mp3.length,
      previewPath: null,
    });
    // Moved out of incoming/ into the private files; never public.
    expect(await incoming().inspect(key, 4)).toBeNull();
    expect((await app.services.storage.openPrivate(uploaded.path))?.bytes).toBe(mp3.length);
    expect((await app.inject({ method: 'GET', url: `/uploads/${uploaded.path}` })).statusCode).toBe(404);

    const saved = await call('/api/admin/mall/items', contentEdit(uploaded.path, '성탄절 설교.mp3'));
    expect(saved.statusCode).toBe(200);
    const read = (await call(`/api/admin/mall/items/${saved.json().contents.itemId}`, {}, 'GET')).json()
      .contents;
    expect(read.assets).toEqual([
      expect.objectContaining({ name: '성탄절 설교.mp3', fileKey: uploaded.path, bytes: mp3.length }),
    ]);
  });

  it('gets its preview made when it is a picture, as through the server', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    const { finished } = await sendDirect('배경.png', png);
    const uploaded = finished.json().contents;
    expect(uploaded.path).toMatch(/\.png$/);
    expect(uploaded.previewPath).toMatch(/^\/uploads\/mall\/previews\/.+\.jpg$/);
    const preview = await app.inject({ method: 'GET', url: uploaded.previewPath });
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });

  it('is refused and deleted when its bytes are not what its name says', async () => {
    const { key, finished } = await sendDirect(
      '자료.pdf',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(finished.statusCode).toBe(400);
    expect(finished.json().err_msg).toBe(directUploadMessages.refused);
    expect(await incoming().inspect(key, 4)).toBeNull();
  });

  it('is refused over 200 MB: before sending, and at the end when a store let a larger body in', async () => {
    const limit = 200 * 1024 * 1024;
    const asked = await call('/api/admin/mall/uploads/direct', { name: 'big.mp4', bytes: limit + 1 });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().err_msg).toBe(say.fileTooLarge(200));

    // s3rver does not check signatures, so a body larger than the one signed gets in: as on a store
    // that does not enforce the signed Content-Length, "finish" is what refuses it.
    const started = (await call('/api/admin/mall/uploads/direct', { name: 'big.pdf', bytes: 1000 })).json()
      .contents;
    expect(await putZeros(started.url, '%PDF-1.7', limit + 1)).toBe(200);
    const finished = await call('/api/admin/mall/uploads/direct/finish', {
      key: started.key,
      name: 'big.pdf',
    });
    expect(finished.statusCode).toBe(400);
    expect(finished.json().err_msg).toBe(say.fileTooLarge(200));
    expect(await incoming().inspect(started.key, 4)).toBeNull();
  }, 60_000);

  it('finishes only a key the server handed out, and only once', async () => {
    const notOurs = await call('/api/admin/mall/uploads/direct/finish', {
      key: 'private/mall/contents/other.pdf',
      name: 'x.pdf',
    });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().err_msg).toBe(directUploadMessages.notSent);
    const started = (await call('/api/admin/mall/uploads/direct', { name: 'a.mp3', bytes: 10 })).json()
      .contents;
    const neverSent = await call('/api/admin/mall/uploads/direct/finish', {
      key: started.key,
      name: 'a.mp3',
    });
    expect(neverSent.json().err_msg).toBe(directUploadMessages.notSent);
  });
});
