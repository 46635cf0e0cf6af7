import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../test/local-s3';
import { createLocalStorage } from './local-storage';
import { createS3Storage, parseS3Url } from './s3-storage';
import type { FileStorage } from './storage.port';
import { registerUploads } from './storage.routes';

// One contract for every storage behind the port: local disk (the default) and an S3-compatible bucket
// (STORAGE_URL=s3://…), the latter against a local S3 server (s3rver) this test starts itself.

const folder = mkdtempSync(join(tmpdir(), 'edu-storage-'));
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let s3Url = '';

beforeAll(async () => {
  s3 = await startLocalS3(folder);
  s3Url = s3.storageUrl;
});

afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

type Kind = { name: string; make: () => { storage: FileStorage; localDir: string | null } };
const kinds: Kind[] = [
  {
    name: 'local disk',
    make: () => {
      const uploads = join(folder, 'disk', 'uploads');
      return { storage: createLocalStorage(uploads), localDir: uploads };
    },
  },
  {
    name: 'S3-compatible bucket',
    make: () => ({ storage: createS3Storage(parseS3Url(s3Url)), localDir: null }),
  },
];

describe.each(kinds)('storage on $name', ({ make }) => {
  let storage: FileStorage;
  let app: FastifyInstance;
  const webp = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 fake picture bytes');

  beforeAll(async () => {
    const made = make();
    storage = made.storage;
    app = Fastify();
    await registerUploads(app, storage, made.localDir);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves a public file at its path, as media, sandboxed, and forgets it once removed', async () => {
    const { path } = await storage.put('mall/thumbnails/T1.webp', webp);
    expect(path).toBe('/uploads/mall/thumbnails/T1.webp');
    const served = await app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(webp)).toBe(true);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');

    await storage.remove(path);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    await expect(storage.remove(path)).resolves.toBeUndefined();
  });

  it('never serves a file as a page', async () => {
    const { path } = await storage.put('posts/page.html', Buffer.from('<script>alert(1)</script>'));
    const served = await app.inject({ method: 'GET', url: path });
    expect(served.headers['content-type']).not.toMatch(/html|javascript/);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('keeps private files off /uploads, reads them back with their size and removes them', async () => {
    const data = Buffer.from('bought content: 말씀 카드 원본');
    const { key } = await storage.putPrivate('mall/contents/C1/1.pdf', data);
    const opened = await storage.openPrivate(key);
    expect(opened?.bytes).toBe(data.length);
    expect(await text(opened?.stream as NodeJS.ReadableStream)).toBe(data.toString());
    expect(await storage.openPrivate('mall/contents/C1/none.pdf')).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/uploads/mall/contents/C1/1.pdf' })).statusCode).toBe(
      404,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/uploads/../private/mall/contents/C1/1.pdf' })).statusCode,
    ).toBe(404);
    await storage.removePrivate(key);
    expect(await storage.openPrivate(key)).toBeNull();
    await expect(storage.removePrivate(key)).resolves.toBeUndefined();
  });

  it('answers byte ranges of a public file, as iOS Safari asks for audio and video', async () => {
    const audio = Buffer.from('ID3 0123456789abcdefghij');
    const { path } = await storage.put('mall/samples/S1.mp3', audio);
    const ranged = (range: string) => app.inject({ method: 'GET', url: path, headers: { range } });

    const whole = await app.inject({ method: 'GET', url: path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(audio.length));

    const first = await ranged('bytes=0-1');
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.toString()).toBe('ID');
    expect(first.headers['content-range']).toBe(`bytes 0-1/${audio.length}`);
    expect(first.headers['content-length']).toBe('2');
    expect(first.headers['accept-ranges']).toBe('bytes');
    // The headers every upload gets stay on a part of it.
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['content-security-policy']).toContain('sandbox');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');

    const middle = await ranged('bytes=4-7');
    expect([middle.statusCode, middle.rawPayload.toString()]).toEqual([206, '0123']);
    const rest = await ranged('bytes=14-');
    expect([rest.statusCode, rest.rawPayload.toString()]).toEqual([206, 'abcdefghij']);
    expect(rest.headers['content-range']).toBe(`bytes 14-23/${audio.length}`);
    const last = await ranged('bytes=-3');
    expect([last.statusCode, last.rawPayload.toString()]).toEqual([206, 'hij']);
    expect(last.headers['content-range']).toBe(`bytes 21-23/${audio.length}`);
    // An end past the file is cut at its last byte.
    const beyond = await ranged('bytes=20-999');
    expect([beyond.statusCode, beyond.rawPayload.toString()]).toEqual([206, 'ghij']);

    const outside = await ranged(`bytes=${audio.length}-`);
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${audio.length}`);
    // A range that is not one (malformed, another unit) is ignored: the whole file.
    const odd = await ranged('items=0-1');
    expect([odd.statusCode, odd.rawPayload.length]).toEqual([200, audio.length]);
  });

  it('hands a private file to its buyer: a signed address from a bucket, the bytes from disk', async () => {
    const data = Buffer.from('%PDF-1.7 bought content');
    await storage.putPrivate('mall/contents/C2/1.pdf', data);
    const handed = await storage.privateDownload('mall/contents/C2/1.pdf', { fileName: '설교 원고.pdf' });
    const bytes =
      handed && 'url' in handed
        ? Buffer.from(await (await fetch(handed.url)).arrayBuffer())
        : Buffer.from(await text(handed?.stream as NodeJS.ReadableStream));
    expect(bytes.equals(data)).toBe(true);
    expect(await storage.privateDownload('mall/contents/C2/none.pdf', { fileName: 'x.pdf' })).toBeNull();
  });

  it('refuses keys that would leave their folder', async () => {
    await expect(storage.put('../outside.png', webp)).rejects.toThrow(/outside its folder/);
    await expect(storage.openPrivate('../uploads/x.png')).rejects.toThrow(/outside its folder/);
  });
});
