import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { cloneTestDatabase } from '../../test/database-template';
import { loadConfig } from '../config';

const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const clone = await cloneTestDatabase();
  dispose = clone.dispose;
  const config = {
    ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }),
    jobsEnabled: false,
    seedDemoData: false,
    // Admission off: on a busy test machine the loop's lag would answer 503 before the route is reached.
    overloadMaxWaitMs: 0,
  };
  app = await buildApp(config, {
    database: clone.database,
    logStream: { write: (line) => lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await dispose();
});

describe('request logs', () => {
  it('write one line per request, and a visitor asking for a member’s page is not a refused authorisation', async () => {
    const before = lines.length;
    const answer = await app.inject({ method: 'GET', url: '/api/member/me' });
    expect(answer.statusCode).toBe(401);
    const written = lines.slice(before).map((line) => JSON.parse(line));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      msg: 'request',
      status: 401,
      req: { method: 'GET', url: '/api/member/me' },
    });
    expect(typeof written[0].ms).toBe('number');
    expect(written[0].reqId).toBeTruthy();
  });

  it('log one entry per request without passwords, tokens or cookies', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { uid: 'member1', upw: 'super-secret-password' },
      headers: { authorization: 'Bearer token-abcdef123456', cookie: 'session=cookie-value-987' },
    });
    await app.inject({ method: 'GET', url: '/management/YWNjZXNzLXRva2VuLXh5eg==' });
    await app.inject({ method: 'GET', url: '/naverLoginCheck?code=oauth-code-555&state=st-777' });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/account/login"');
    expect(log).toContain('/management/[redacted]');
    for (const secret of [
      'super-secret-password',
      'token-abcdef123456',
      'cookie-value-987',
      'YWNjZXNzLXRva2VuLXh5eg',
      'oauth-code-555',
      'st-777',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('never write the values of a failed query, nor the row PostgreSQL repeats', async () => {
    const secret = '홍비밀-010-9876-5432';
    let failure: unknown;
    try {
      await app.services.database.db.execute(sql`select ${secret} as name, 1 / 0 as boom`);
    } catch (error) {
      failure = error;
    }
    expect(String((failure as Error).message)).toContain(secret); // Drizzle's own message carries it
    app.log.error({ err: failure }, 'unexpected error');
    const log = lines.join('');
    expect(log).toContain('division by zero');
    expect(log).toContain('Failed query: select $1 as name');
    expect(log).not.toContain(secret);
  });
});
