import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ overloadMaxWaitMs: 200 });
});
afterAll(() => app.dispose());

/** Holds the event loop as PGlite does in a rush: what is read in this turn has waited that long. */
function holdTheLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

describe('admission in front of the API', () => {
  it('refuses API calls at once with 503, Retry-After and the envelope of each API, and never health', async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    holdTheLoop(300);
    const [conferences, posts, health] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/conferences' }),
      app.inject({ method: 'GET', url: '/new_api/post/list?boardId=2' }),
      app.inject({ method: 'GET', url: '/healthz' }),
    ]);
    expect(conferences.statusCode).toBe(503);
    expect(conferences.headers['retry-after']).toBe('1');
    expect(conferences.json()).toEqual({
      err_code: 503,
      err_msg: '접속자가 많아 잠시 후 다시 시도해 주세요.',
      contents: null,
    });
    expect(posts.statusCode).toBe(503);
    expect(posts.json()).toEqual({
      code: '503',
      message: '접속자가 많아 잠시 후 다시 시도해 주세요.',
      data: null,
    });
    expect(health.statusCode).toBe(200);
  });

  it('lets calls in again once the loop turns freely', async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await app.inject({ method: 'GET', url: '/api/conferences' })).statusCode).toBe(200);
  });
});
