import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One visitor address per run: Redis keeps counts for an hour, across test runs. */
const visitor = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

// POST /api/member (sign-up) allows 10 tries an hour per address; an empty form is refused (400) but counted.
const trySignUp = (app: TestApp) =>
  app.inject({ method: 'POST', url: '/api/member', remoteAddress: visitor, payload: {} });

let phoneCounter = 0;
/** A new phone per send (the per-phone count lives in each test's own database). */
const newPhone = () => `0108${String(1_000_000 + ++phoneCounter).slice(-7)}`;
/** POST /api/join/passcode is paced per address past 60 sends an hour rather than refused (address-pacing.ts). */
const askForJoinCode = (app: TestApp, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/join/passcode', remoteAddress, payload: { phone: newPhone() } });

describe('per-address limits with REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
    try {
      await probe.connect();
      await probe.ping();
    } catch {
      throw new Error(
        `These tests need Redis at ${redisUrl}: start it (redis-server --daemonize yes --save "") or set TEST_REDIS_URL.`,
      );
    } finally {
      probe.disconnect();
    }
    first = await createTestApp({ redisUrl });
    second = await createTestApp({ redisUrl });
  });
  afterAll(async () => {
    await first?.dispose();
    await second?.dispose();
  });

  it('are shared by every server process: ten tries over two processes, the eleventh refused by either', async () => {
    for (let send = 0; send < 10; send += 1)
      expect((await trySignUp(send % 2 ? first : second)).statusCode).not.toBe(429);
    expect((await trySignUp(second)).statusCode).toBe(429);
    expect((await trySignUp(first)).statusCode).toBe(429);
  });

  it('are counted apart for another site sharing the same Redis (REDIS_KEY_PREFIX)', async () => {
    const otherSite = await createTestApp({ redisUrl, redisKeyPrefix: `other-site-${process.pid}` });
    try {
      // The visitor used up this site's ten tries above; the other site has its own count.
      expect((await trySignUp(first)).statusCode).toBe(429);
      expect((await trySignUp(otherSite)).statusCode).not.toBe(429);
    } finally {
      await otherSite.dispose();
    }
  });

  it('pace sign-up codes per address across processes: 60 over two processes at once, the 61st slowed', async () => {
    const churchWifi = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    for (let send = 0; send < 60; send += 1)
      expect((await askForJoinCode(send % 2 ? first : second, churchWifi)).statusCode).toBe(200);
    const started = performance.now();
    expect((await askForJoinCode(first, churchWifi)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(4_900);
  }, 30_000);

  it('are skipped, not turned into refusals, when Redis cannot be reached', async () => {
    const cut = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const answer = await trySignUp(cut);
        expect(answer.statusCode).toBe(400);
      }
    } finally {
      await cut.dispose();
    }
  });
});
