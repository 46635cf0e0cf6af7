import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One visitor address per run: Redis keeps counts for an hour, across test runs. */
const visitor = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

// POST /api/join/passcode allows 5 code sends an hour per address.
const askForCode = (app: TestApp) =>
  app.inject({
    method: 'POST',
    url: '/api/join/passcode',
    remoteAddress: visitor,
    payload: { phone: '0101234' },
  });

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

  it('are shared by every server process: five sends over two processes, the sixth refused by either', async () => {
    for (const app of [first, first, first, second, second])
      expect((await askForCode(app)).statusCode).not.toBe(429);
    expect((await askForCode(second)).statusCode).toBe(429);
    expect((await askForCode(first)).statusCode).toBe(429);
  });

  it('are counted apart for another site sharing the same Redis (REDIS_KEY_PREFIX)', async () => {
    const otherSite = await createTestApp({ redisUrl, redisKeyPrefix: `other-site-${process.pid}` });
    try {
      // The visitor used up this site's five sends above; the other site has its own count.
      expect((await askForCode(first)).statusCode).toBe(429);
      expect((await askForCode(otherSite)).statusCode).not.toBe(429);
    } finally {
      await otherSite.dispose();
    }
  });

  it('are skipped, not turned into refusals, when Redis cannot be reached', async () => {
    const cut = await createTestApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const answer = await askForCode(cut);
        expect(answer.statusCode).toBe(400);
      }
    } finally {
      await cut.dispose();
    }
  });
});
