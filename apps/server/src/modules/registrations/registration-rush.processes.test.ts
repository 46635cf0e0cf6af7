import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@edu/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneTestDatabase, testDatabaseUrl } from '../../test/database-template';
import { createConferenceSession, createMember } from '../../test/factories';
import { exitOf, type ServerProcess, startServerProcess, waitForHealth } from '../../test/server-process';
import { conferenceDetails } from '../conferences/conferences.tables';
import { registrations } from './registrations.tables';

// Two real server processes, each with its own connection pool, on one PostgreSQL database: the seat
// limit must hold across processes, since it rests on the database and nothing in memory.
const postgres = Boolean(testDatabaseUrl());

describe.skipIf(!postgres)('registration rush across two server processes (needs TEST_DATABASE_URL)', () => {
  let clone: Awaited<ReturnType<typeof cloneTestDatabase>>;
  const servers: ServerProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-rush-'));

  let members: Awaited<ReturnType<typeof createMember>>[] = [];
  const limit = 60;
  let detailIdx = 0;

  beforeAll(async () => {
    clone = await cloneTestDatabase();
    // Members exist before the servers start, so they do not load the demo data.
    members = await Promise.all(Array.from({ length: 8 }, () => createMember(clone.database.db)));
    ({ detailIdx } = await createConferenceSession(clone.database.db, { limit }));
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    const base = 3900 + (process.pid % 400) * 2;
    // One after the other: the first compiles the sources (cold on a fresh clone and a busy machine),
    // the second then starts from the compiler's cache.
    for (const port of [base, base + 1]) {
      const server = startServerProcess(port, env, {
        DATABASE_URL: clone.url ?? '',
        DATABASE_POOL_SIZE: '5',
        JOBS: 'off',
        DATA_DIR: dataDir,
      });
      servers.push(server);
      await waitForHealth(server, 120_000);
    }
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) {
      const exited = exitOf(server.child);
      server.child.kill('SIGTERM');
      await exited;
    }
    await clone?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('registers exactly the limit from hundreds of parallel requests split over both processes', async () => {
    const db = clone.database.db;
    const refusals: { status: number; retryAfter: string | null; message: unknown }[] = [];
    // As the page does (web/src/lib/api-client.ts): a call refused at once because the process is
    // overloaded (503 with Retry-After) did nothing and is sent again after a jittered wait. On a
    // loaded 2-core CI machine the servers do refuse some of the 300 (CI failed once on them).
    const send = async (url: string, init: RequestInit): Promise<Response> => {
      for (let attempt = 1; ; attempt += 1) {
        const answer = await fetch(url, init);
        const retryAfter = answer.headers.get('retry-after');
        if (answer.status !== 503 || attempt === 10) return answer;
        const body = (await answer.json()) as { err_msg?: unknown };
        refusals.push({ status: answer.status, retryAfter, message: body.err_msg });
        await new Promise((resolve) =>
          setTimeout(resolve, Number(retryAfter) * 1000 * (0.5 + Math.random())),
        );
      }
    };

    const tokens = await Promise.all(
      members.map(async (member, n) => {
        const port = servers[n % 2]?.port;
        const answer = await send(`http://127.0.0.1:${port}/api/account/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ uid: member.uid, upw: member.password }),
        });
        return ((await answer.json()) as { contents: { body: { accessToken: string } } }).contents.body
          .accessToken;
      }),
    );

    const people = ['가', '나', '다', '라'];
    const statuses = await Promise.all(
      Array.from({ length: 300 }, async (_, n) => {
        const answer = await send(
          `http://127.0.0.1:${servers[n % 2]?.port}/api/register/conference/${detailIdx}`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[n % tokens.length]}`,
            },
            body: JSON.stringify({
              registerConference: { name: '신청자', phone: '01012345678', church: '교회' },
              registerMemberList: people.slice(0, (n % 4) + 1).map((name) => ({ name, church: '교회' })),
              agree: 'Y',
            }),
          },
        );
        return answer.status;
      }),
    );

    // Every refusal was the overload one, which the caller may send again; nothing else failed.
    for (const refusal of refusals) {
      expect(refusal).toEqual({
        status: 503,
        retryAfter: expect.stringMatching(/^\d+$/),
        message: messages.overloaded,
      });
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 200 && status !== 403)).toEqual([]);
    const [counter] = await db
      .select({ n: conferenceDetails.registeredPersonnel })
      .from(conferenceDetails)
      .where(eq(conferenceDetails.idx, detailIdx));
    const [rows] = await db
      .select({ seats: sql<number>`coalesce(sum(${registrations.headcount}), 0)::int` })
      .from(registrations)
      .where(eq(registrations.conferenceDetailIdx, detailIdx));
    expect(counter?.n).toBe(limit);
    expect(rows?.seats).toBe(limit);
  }, 90_000);
});
