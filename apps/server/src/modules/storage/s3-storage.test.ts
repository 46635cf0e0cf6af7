import { createServer, type RequestListener, type Server } from 'node:http';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortTimeouts } from '../../test/unreachable-s3';
import { createS3Storage, parseS3Url } from './s3-storage';
import { StorageUnavailableError } from './storage-unavailable';

// The bucket adapter against a hand-written S3 endpoint, for what s3rver cannot do: fail on its side,
// and send a body slowly or stop half-way. Timeouts are 300 ms here.

let answer: RequestListener = (_request, response) => response.end();
let server: Server;
let storageUrl = '';

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  server = createServer((request, response) => answer(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  storageUrl = `s3://edu-files?endpoint=http://127.0.0.1:${port}&${shortTimeouts}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const s3Error =
  (status: number, code: string): RequestListener =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  };

/** A body of `bytes` bytes written one byte every `everyMs`, stopping for good after `stopAfter` bytes. */
const slowBody =
  (bytes: number, everyMs: number, stopAfter = bytes): RequestListener =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(bytes) });
    let sent = 0;
    const timer = setInterval(() => {
      if (sent === stopAfter) return clearInterval(timer);
      response.write('x');
      sent += 1;
      if (sent === bytes) {
        clearInterval(timer);
        response.end();
      }
    }, everyMs);
    response.on('close', () => clearInterval(timer));
  };

describe('STORAGE_URL timeouts', () => {
  it('defaults to 3 s to connect and 10 s of silence', () => {
    const location = parseS3Url('s3://edu-files?endpoint=http://127.0.0.1:9000');
    expect(location).toMatchObject({ connectTimeoutMs: 3000, idleTimeoutMs: 10_000 });
  });

  it('takes both from the query, in milliseconds', () => {
    const location = parseS3Url('s3://edu-files?connectTimeout=1500&idleTimeout=30000');
    expect(location).toMatchObject({ connectTimeoutMs: 1500, idleTimeoutMs: 30_000 });
  });

  it('refuses a timeout that is not a positive number of milliseconds', () => {
    expect(() => parseS3Url('s3://edu-files?connectTimeout=3s')).toThrow(/connectTimeout must be/);
    expect(() => parseS3Url('s3://edu-files?idleTimeout=0')).toThrow(/idleTimeout must be/);
  });
});

describe('the bucket adapter', () => {
  it('reports a bucket failing on its side (5xx) as unavailable, with status 503', async () => {
    answer = s3Error(503, 'SlowDown');
    const storage = createS3Storage(parseS3Url(storageUrl));
    const failed = storage.openPublic('posts/photo.png');
    await expect(failed).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(failed).rejects.toMatchObject({ status: 503 });
    await expect(storage.put('posts/photo.png', Buffer.from('x'))).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
  });

  it('still answers a missing key as missing (null), not as unavailable', async () => {
    answer = s3Error(404, 'NoSuchKey');
    expect(await createS3Storage(parseS3Url(storageUrl)).openPublic('posts/none.png')).toBeNull();
  });

  it('does not cut a download that keeps flowing for longer than the idle timeout', async () => {
    answer = slowBody(12, 100); // 1.2 s in all, never 300 ms silent
    const file = await createS3Storage(parseS3Url(storageUrl)).openPrivate('mall/contents/big.pdf');
    expect(await text(file?.stream as NodeJS.ReadableStream)).toBe('x'.repeat(12));
  });

  it('ends a download the bucket stops sending half-way, instead of hanging', async () => {
    answer = slowBody(12, 20, 3);
    const file = await createS3Storage(parseS3Url(storageUrl)).openPrivate('mall/contents/big.pdf');
    const read = text(file?.stream as NodeJS.ReadableStream).then(
      () => 'complete',
      (error: Error) => error.name,
    );
    expect(await Promise.race([read, sleep(3000).then(() => 'still waiting after 3 s')])).toBe(
      'TimeoutError',
    );
  });
});
