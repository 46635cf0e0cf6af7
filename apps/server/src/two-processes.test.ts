import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from './test/database-template';
import { exitOf, type ServerProcess, startServerProcess, waitForHealth } from './test/server-process';

// How the site runs for a rush (docs/deploy.md): several processes on one PostgreSQL and one Redis.
// Two real processes share a session, a rate limit and the job queue. PostgreSQL only: PGlite is one
// process's own database.
const adminUrl = process.env.TEST_DATABASE_URL;
/** A Redis database of its own, emptied first, so earlier runs' counts do not linger. */
const redisUrl = 'redis://127.0.0.1:6379/9';
const adminPassword = 'two-processes-1';

const name = `edu_two_${process.pid}`;
const databaseUrl = (() => {
  if (!adminUrl) return '';
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
})();
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

function start(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-two-'));
  dataDirs.push(dataDir);
  const server = startServerProcess(
    port,
    { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir },
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JOBS: 'on',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
    },
  );
  servers.push(server);
  return server;
}

const call = (server: ServerProcess, path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });

let first: ServerProcess;
let second: ServerProcess;

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL and Redis (PostgreSQL run)', () => {
  beforeAll(async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1 });
    await redis.connect().catch((error: Error) => {
      throw new Error(
        `Redis is needed at ${redisUrl} (redis-server from Debian's packages): ${error.message}`,
      );
    });
    await redis.flushdb();
    await redis.quit();
    await adminQuery(`create database ${name}`);
    // Started together: migrations and demo data are done once, under the start-up lock.
    const base = 3700 + (process.pid % 100) * 2;
    first = start(base);
    second = start(base + 1);
    await Promise.all([waitForHealth(first, 90_000), waitForHealth(second, 90_000)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      servers.map((server) => {
        const exited = exitOf(server.child);
        server.child.kill('SIGTERM');
        return exited;
      }),
    );
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    if (adminUrl) await adminQuery(`drop database if exists ${name} with (force)`);
  }, 30_000);

  it('honours on one process a login made on the other, and a logout too', async () => {
    const login = await call(first, '/api/account/login', {
      method: 'POST',
      body: JSON.stringify({ uid: 'admin', upw: adminPassword }),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { contents: { body: { accessToken: string } } }).contents.body
      .accessToken;
    const bearer = { authorization: `Bearer ${token}` };
    const check = await call(second, '/api/account/check', { headers: bearer });
    expect(((await check.json()) as { contents: { uid: string } | null }).contents?.uid).toBe('admin');

    expect((await call(second, '/api/account/logout', { method: 'POST', headers: bearer })).status).toBe(200);
    const after = await call(first, '/api/account/check', { headers: bearer });
    expect(((await after.json()) as { contents: unknown }).contents).toBeNull();
  });

  it('counts a limit across both, and each code message is sent once', async () => {
    const sendCode = (server: ServerProcess, phone: string) =>
      call(server, '/api/join/passcode', { method: 'POST', body: JSON.stringify({ phone }) });
    // Ten sign-up tries an hour per address, whichever process takes them (an empty form: refused, counted).
    const trySignUp = (server: ServerProcess) => call(server, '/api/member', { method: 'POST', body: '{}' });
    const statuses = [];
    for (let n = 0; n < 10; n += 1) statuses.push((await trySignUp(n < 5 ? first : second)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    expect((await trySignUp(first)).status).toBe(429);
    expect((await trySignUp(second)).status).toBe(429);

    const phones = ['01077001001', '01077001002', '01077001003', '01077001004', '01077001005'];
    for (const [n, phone] of phones.entries())
      expect((await sendCode(n < 3 ? first : second, phone)).status).toBe(200);

    // A sign-up code is sent within its request (issue 26.14); both processes also run the job runner,
    // which must not send it again.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      let rows: { status: string; attempts: number }[] = [];
      for (let waited = 0; waited < 20_000; waited += 250) {
        rows = (
          await client.query(
            'select status, attempts from message_outbox where recipient = any($1) order by recipient',
            [phones],
          )
        ).rows;
        if (rows.length === 5 && rows.every((row) => row.status === 'sent')) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(rows).toEqual(phones.map(() => ({ status: 'sent', attempts: 1 })));
    } finally {
      await client.end();
    }
  }, 40_000);
});
