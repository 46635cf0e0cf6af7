import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { multipart } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refusingS3Url, startFrozenS3 } from '../../test/unreachable-s3';

// When the bucket is down, people must learn "try again shortly" (503 with Retry-After), not "this
// file does not exist" (404), and never wait without an answer. Both apps use 300 ms timeouts.

const storageMessage = '파일 저장소에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.';
const picture = () =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();

function uploadCall(app: TestApp, url: string, cookie: string, png: Buffer) {
  const body = multipart([{ name: 'file', value: png, filename: 'photo.png', contentType: 'image/png' }]);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { cookie, 'content-type': body.contentType },
  });
}
const editorImage = (app: TestApp, cookie: string, png: Buffer) =>
  uploadCall(app, '/new_api/post/desc-image/new', cookie, png);
const mallThumbnail = (app: TestApp, cookie: string, png: Buffer) =>
  uploadCall(app, '/api/admin/mall/uploads?purpose=thumbnail', cookie, png);

/** The answer and how long it took, or null when there was none after `limitMs`. */
async function timed<T>(call: Promise<T>, limitMs: number) {
  const started = performance.now();
  const answer = await Promise.race([call, sleep(limitMs).then(() => null)]);
  return { answer, ms: performance.now() - started };
}

describe('the app when its bucket refuses connections', () => {
  let app: TestApp;
  let member: string;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp({ storageUrl: await refusingS3Url() });
    const db = app.db;
    ({ cookie: member } = await logInAs(app, await createMember(db)));
    ({ cookie: admin } = await logInAs(app, await createMember(db, { level: 10 })));
  });
  afterAll(() => app.dispose());

  it('answers a public file with 503 and Retry-After, not 404', async () => {
    const served = await app.inject({ method: 'GET', url: '/uploads/posts/2026/01/photo.png' });
    expect(served.statusCode).toBe(503);
    expect(Number(served.headers['retry-after'])).toBeGreaterThan(0);
    expect(served.json().err_msg).toBe(storageMessage);
  });

  it('refuses an editor image with 503 in the /new_api envelope', async () => {
    const uploaded = await editorImage(app, member, await picture());
    expect(uploaded.statusCode).toBe(503);
    expect(uploaded.headers['retry-after']).toBeDefined();
    expect(uploaded.json()).toEqual({ code: '503', message: storageMessage, data: null });
  });

  it("refuses an administrator's upload with 503 in the /api envelope", async () => {
    const uploaded = await mallThumbnail(app, admin, await picture());
    expect(uploaded.statusCode).toBe(503);
    expect(uploaded.headers['retry-after']).toBeDefined();
    expect(uploaded.json()).toEqual({ err_code: 503, err_msg: storageMessage, contents: null });
  });
});

describe('the app when its bucket accepts connections and never answers', () => {
  let app: TestApp;
  let frozen: Awaited<ReturnType<typeof startFrozenS3>>;
  let member: string;

  beforeAll(async () => {
    frozen = await startFrozenS3();
    app = await createTestApp({ storageUrl: frozen.storageUrl });
    ({ cookie: member } = await logInAs(app, await createMember(app.db)));
  });
  afterAll(async () => {
    // First the held connections, so that a call still waiting on them ends before the app closes.
    await frozen.close();
    await app.dispose();
  });

  // Two tries of 300 ms of silence each (one retry) plus the SDK's short back-off: well under 3 s.
  it('answers a public file with 503 within the timeouts instead of hanging', async () => {
    const { answer, ms } = await timed(app.inject({ method: 'GET', url: '/uploads/posts/photo.png' }), 8000);
    expect(answer?.statusCode, 'still unanswered after 8 s').toBe(503);
    expect(answer?.headers['retry-after']).toBeDefined();
    expect(ms).toBeLessThan(3000);
  });

  it('answers an upload with 503 within the timeouts instead of hanging', async () => {
    const png = await picture();
    const { answer, ms } = await timed(editorImage(app, member, png), 8000);
    expect(answer?.statusCode, 'still unanswered after 8 s').toBe(503);
    expect(answer?.json().message).toBe(storageMessage);
    expect(ms).toBeLessThan(3000);
  });
});
