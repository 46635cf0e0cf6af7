import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
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
    await vi.waitFor(
      async () => expect((await app.inject({ method: 'GET', url: '/api/conferences' })).statusCode).toBe(200),
      { timeout: 1000, interval: 20 },
    );
  });
});

describe('the bound on calls of one route family in flight', () => {
  let bounded: TestApp;
  beforeAll(async () => {
    // Waits long enough that only the family's bound refuses: on a busy test machine the loop's lag alone
    // would refuse calls at a 1 s wait, and this test is about the bound.
    bounded = await createTestApp({ overloadMaxWaitMs: 60_000, overloadMaxInFlight: 4 });
  });
  afterAll(() => bounded.dispose());

  it('refuses at once a burst of cart calls past the bound, lets the rest finish, and holds no other family up', async () => {
    const { cookie } = await logInAs(bounded, await createMember(bounded.db));
    // The carts are held (as a queue for the pool would), so no call is answered and no window shows slowness.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = bounded.db.transaction(async (tx) => {
      await tx.execute(sql`lock table mall_carts in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;

    const answers: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }[] = [];
    const burst = Array.from({ length: 10 }, () =>
      bounded
        .inject({ method: 'GET', url: '/new_api/customer/cart/v2/count', headers: { cookie } })
        .then((answer) => {
          answers.push(answer);
          return answer;
        }),
    );
    const otherFamily = bounded.inject({ method: 'GET', url: '/new_api/post/list?boardId=2' });
    await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(6), { timeout: 5000, interval: 10 });
    // Six answered while the carts are still held: all refused at once, with Retry-After.
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(answers[0]?.headers['retry-after']).toBe('1');
    expect(answers[0]?.json()).toEqual({
      code: '503',
      message: '접속자가 많아 잠시 후 다시 시도해 주세요.',
      data: null,
    });

    release();
    await holding;
    const statuses = (await Promise.all(burst)).map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 503, 503, 503, 503, 503, 503]);
    expect((await otherFamily).statusCode).toBe(200);
    // Once answered, the family takes calls again.
    const after = await bounded.inject({
      method: 'GET',
      url: '/new_api/customer/cart/v2/count',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(200);
  });
});
