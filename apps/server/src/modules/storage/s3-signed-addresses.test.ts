import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../test/local-s3';
import { createLocalStorage } from './local-storage';
import { createS3Storage, parseS3Url } from './s3-storage';
import type { DirectUploads, FileStorage } from './storage.port';

// The addresses a bucket signs for browsers, against the local S3 server (s3rver): downloads of bought
// files and uploads of a content's large files. s3rver checks a signed address's expiry but not its
// signature, so what the signature covers is checked in the address itself.

const folder = mkdtempSync(join(tmpdir(), 'edu-signed-'));
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let storage: FileStorage;
let uploads: DirectUploads;

beforeAll(async () => {
  s3 = await startLocalS3(folder);
  // 3 s, not 1: the signature's date is whole seconds, so a 1 s address signed late in a second lived
  // only a few milliseconds, and a loaded machine fetched it too late (a CI run failed so).
  storage = createS3Storage(parseS3Url(`${s3.storageUrl}&downloadUrlExpiry=3&uploadUrlExpiry=600`));
  uploads = storage.directUploads as DirectUploads;
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('signed downloads', () => {
  it('answer the file under its Korean name, and stop working once expired', async () => {
    const data = Buffer.from('%PDF-1.7 부활절 설교');
    await storage.putPrivate('mall/contents/D1/1.pdf', data);
    const handed = await storage.privateDownload('mall/contents/D1/1.pdf', { fileName: '부활절 설교.pdf' });
    const url = new URL((handed as { url: string }).url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3');

    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(data)).toBe(true);
    expect(fetched.headers.get('content-disposition')).toBe(
      `attachment; filename="___ __.pdf"; filename*=UTF-8''${encodeURIComponent('부활절 설교.pdf')}`,
    );
    expect(fetched.headers.get('content-type')).toBe('application/octet-stream');
    expect(fetched.headers.get('cache-control')).toBe('private, no-store');

    await sleep(4100);
    const late = await fetch(url);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');
  });

  it('default to a minute', () => {
    expect(parseS3Url('s3://edu-files').downloadUrlSeconds).toBe(60);
    expect(() => parseS3Url('s3://edu-files?downloadUrlExpiry=0')).toThrow(/downloadUrlExpiry must be/);
  });
});

describe('direct uploads', () => {
  it('sign a PUT of exactly the declared size to a fresh incoming key', async () => {
    const signed = await uploads.presignPut(1234);
    expect(signed.key).toMatch(/^incoming\/[0-9a-f-]{36}$/);
    const url = new URL(signed.url);
    expect(url.pathname).toBe(`/edu-files/${signed.key}`);
    // Content-Length is signed: on S3 a body of another size breaks the signature.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect((await uploads.presignPut(1)).key).not.toBe(signed.key);
  });

  it('read the size and first bytes of what arrived, move it to its private key and forget it', async () => {
    const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100_000, 7)]);
    const signed = await uploads.presignPut(data.length);
    const put = await fetch(signed.url, { method: 'PUT', body: data });
    expect(put.status).toBe(200);

    const seen = await uploads.inspect(signed.key, 16);
    expect(seen?.bytes).toBe(data.length);
    expect(seen?.head.equals(data.subarray(0, 16))).toBe(true);

    expect(await uploads.promote(signed.key, 'mall/contents/2026/11/big.pdf')).toEqual({
      key: 'mall/contents/2026/11/big.pdf',
    });
    expect(await uploads.inspect(signed.key, 16)).toBeNull();
    const moved = await storage.openPrivate('mall/contents/2026/11/big.pdf');
    expect(moved?.bytes).toBe(data.length);
  });

  it('discard an upload, and touch no key the server did not make', async () => {
    const signed = await uploads.presignPut(3);
    await fetch(signed.url, { method: 'PUT', body: 'abc' });
    await uploads.discard(signed.key);
    expect(await uploads.inspect(signed.key, 3)).toBeNull();
    await storage.putPrivate('mall/contents/keep.pdf', Buffer.from('%PDF-'));
    await expect(uploads.inspect('private/mall/contents/keep.pdf', 3)).rejects.toThrow(/incoming/);
    await expect(uploads.promote('incoming/../private/x', 'mall/contents/y.pdf')).rejects.toThrow(/incoming/);
    await expect(uploads.discard('private/mall/contents/keep.pdf')).rejects.toThrow(/incoming/);
    expect(await storage.openPrivate('mall/contents/keep.pdf')).not.toBeNull();
  });

  it('point at the origin the site’s pages are allowed to send to, as the SDK builds the address', async () => {
    for (const url of [
      s3.storageUrl,
      's3://edu-files?region=ap-northeast-2',
      's3://edu-files?endpoint=https://kr.object.ncloudstorage.com&forcePathStyle=false',
    ]) {
      const direct = createS3Storage(parseS3Url(url)).directUploads as DirectUploads;
      // Signing is done here, without a call to the bucket.
      expect(new URL((await direct.presignPut(1)).url).origin).toBe(direct.origin);
    }
  });

  it('are not offered on local disk (files go through the server there)', () => {
    expect(createLocalStorage(join(folder, 'disk', 'uploads')).directUploads).toBeNull();
  });
});
