import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, truncateSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../platform/config';
import { createMember } from '../../../test/factories';
import { injectFetch } from '../../../test/inject-fetch';
import { logInAs } from '../../../test/log-in-as';
import { addContentFiles, createContent } from '../../../test/mall-factories';
import { buyItems } from '../../../test/mall-flow';
import { exitOf, type ServerProcess, startServerProcess, waitForHealth } from '../../../test/server-process';
import { zipEntries } from '../../../test/zip-entries';
import { mallContentAssets } from '../catalog/catalog.tables';

// Issue 31: a zip of a bought content whose file could not be opened made yazl emit an unhandled
// `error`, and the process exited — any buyer could take the site down again and again. These run the
// real server process (as `npm start` does) and check that it is still up after each broken download.

const dataDir = mkdtempSync(join(tmpdir(), 'edu-zip-'));
const port = 4100 + (process.pid % 50);
const base = `http://127.0.0.1:${port}`;
let server: ServerProcess;
let cookie: string;
const bought: Record<'missing' | 'truncated' | 'oddNames', number> = {
  missing: 0,
  truncated: 0,
  oddNames: 0,
};
const privateFolder = join(dataDir, 'private');

/** Buys three contents on the data folder with the app in this process, then hands the folder over. */
async function prepare() {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    jobsEnabled: false,
    seedDemoData: false,
    overloadMaxWaitMs: 0,
  };
  const app = await buildApp(config, { fetch: injectFetch(() => app) });
  await app.ready();
  const db = app.services.database.db;
  const member = await createMember(db);
  ({ cookie } = await logInAs(app, member));
  const keys: Record<string, string> = {};
  for (const kind of Object.keys(bought) as (keyof typeof bought)[]) {
    const content = await createContent(db, { price: 1000, downloadPeriod: 30 });
    const names =
      kind === 'oddNames'
        ? ['../../evil.pdf', '..\\..\\win.pdf', 'C:\\x.pdf', 'a\r\nb.pdf']
        : ['first.pdf', 'second.pdf'];
    await addContentFiles(
      db,
      app.services.storage,
      content.itemId,
      names.map((name) => ({ name, data: randomBytes(200_000) })),
    );
    await buyItems(app, cookie, [{ itemId: content.itemId }]);
    const [asset] = await db
      .select({ key: mallContentAssets.storageKey })
      .from(mallContentAssets)
      .where(eq(mallContentAssets.itemId, content.itemId))
      .orderBy(mallContentAssets.sort)
      .offset(1);
    keys[kind] = asset?.key ?? '';
  }
  const list = (
    await app.inject({ method: 'GET', url: '/new_api/customer/order/content/list', headers: { cookie } })
  ).json().data.orderContentList as { orderContentId: number; itemId: number }[];
  // Newest first: the last bought is first.
  const [oddNames, truncated, missing] = list;
  bought.missing = missing?.orderContentId ?? 0;
  bought.truncated = truncated?.orderContentId ?? 0;
  bought.oddNames = oddNames?.orderContentId ?? 0;
  await app.close();
  // The second file of one content is gone from the disk; the other's is shorter than recorded.
  unlinkSync(join(privateFolder, keys.missing ?? ''));
  truncateSync(join(privateFolder, keys.truncated ?? ''), 50_000);
}

beforeAll(async () => {
  await prepare();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', JOBS: 'off' };
  delete env.DATABASE_URL;
  server = startServerProcess(port, env, { LOG_LEVEL: 'warn', OVERLOAD_MAX_WAIT_MS: '0' });
  await waitForHealth(server, 60_000);
}, 120_000);

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const zipOf = (orderContentId: number) =>
  fetch(`${base}/new_api/customer/order/content/download/zip?orderContentId=${orderContentId}`, {
    headers: { cookie },
  });

const exitedWith = () => `the server exited; it printed: ${server.output().slice(-1500)}`;

async function stillServing() {
  expect(server.child.exitCode, exitedWith()).toBeNull();
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
}

describe('a zip of bought contents, from the real server process', () => {
  it('answers 404 before it starts when a file is missing, and the server stays up', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await zipOf(bought.missing);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { message: string }).message).toBe('파일을 찾을 수 없습니다.');
    }
    await stillServing();
  });

  it('ends the stream when a file fails midway (shorter than recorded), and the server stays up', async () => {
    const answer = await zipOf(bought.truncated);
    expect(answer.status).toBe(200);
    // The zip is cut off: reading it fails, or what arrives is no complete zip.
    const body = await answer.arrayBuffer().then(
      (bytes) => Buffer.from(bytes),
      () => null,
    );
    if (body) expect(() => zipEntries(body)).toThrow();
    // The file's failure reaches the server after the answer began: it is logged once it has been handled.
    await vi.waitFor(
      () => {
        expect(server.child.exitCode, exitedWith()).toBeNull();
        expect(server.output()).toContain('content zip stopped');
      },
      { timeout: 10_000, interval: 100 },
    );
    await stillServing();
  });

  it('writes files stored under path-like or broken names as plain names inside the zip', async () => {
    const answer = await zipOf(bought.oddNames);
    expect(answer.status).toBe(200);
    const inside = zipEntries(Buffer.from(await answer.arrayBuffer()));
    expect([...inside.keys()]).toEqual(['evil.pdf', 'win.pdf', 'x.pdf', 'a__b.pdf']);
    await stillServing();
  });
});
