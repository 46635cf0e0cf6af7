import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { like, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { posts } from '../modules/community/community.tables';
import { openDatabase } from '../platform/db/database';
import { multipart } from '../test/multipart';
import { exitOf, type ServerProcess, startServerProcess, waitForHealth } from '../test/server-process';

// Issue 31 point 5, against the real processes: db:backup of the embedded database while the server
// took orders wrote a file that could not be restored (`Aborted()`, a half-filled folder), because the
// guard only probed PORT. The server now holds its data folder's lock: a backup, a restore or a second
// server is refused whatever port it is told; once the server is stopped the backup restores with every
// row; and a damaged backup leaves the database it was meant to replace as it was.

const adminPassword = 'backup-live-1';
const root = mkdtempSync(join(tmpdir(), 'edu-backup-live-'));
const liveDir = join(root, 'live');
const restoredDir = join(root, 'restored');
const port = 4300 + (process.pid % 100);
/** What an operator's shell has: not the server's port, so a port probe cannot find the server. */
const cliPort = port + 200;

const baseEnv = (): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  return env;
};

let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    const exited = exitOf(server.child);
    server.child.kill('SIGKILL');
    await exited;
  }
  rmSync(root, { recursive: true, force: true });
});

/** Runs `npm run db:<command>` as an operator would, without blocking the load meanwhile. */
function runCommand(command: 'backup' | 'restore', args: string[], dataDir: string) {
  const script = resolve(import.meta.dirname, `${command}.ts`);
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...baseEnv(), DATA_DIR: dataDir, PORT: String(cliPort) },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return exitOf(child).then((code) => ({ code, stdout, stderr }));
}

/** Notices posted by the administrator as fast as the server takes them, until `stop()`. */
function postNotices(token: string, writers: number) {
  let acknowledged = 0;
  let failed = '';
  let stopping = false;
  const writer = async (n: number) => {
    for (let i = 0; !stopping; i += 1) {
      const body = multipart([
        {
          name: 'json',
          value: JSON.stringify({
            boardId: 1,
            postTitle: `부하 ${n}-${i}`,
            postContent: '<p>백업 중에 쓴 공지</p>',
          }),
        },
      ]);
      const answer = await fetch(`http://127.0.0.1:${port}/new_api/post/edit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
        body: body.payload,
      });
      if (answer.status === 200) acknowledged += 1;
      // 503 is admission refusing at once under load: nothing was written, by design.
      else if (answer.status !== 503) failed ||= `${answer.status} ${await answer.text()}`;
    }
  };
  const running = Promise.all(Array.from({ length: writers }, (_, n) => writer(n)));
  return {
    acknowledged: () => acknowledged,
    failed: () => failed,
    stop: async () => {
      stopping = true;
      await running;
    },
  };
}

/** The notices the load wrote, as a fresh open of that data folder reads them. */
async function noticesIn(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(posts)
      .where(like(posts.title, '부하 %'));
    return row?.n ?? -1;
  } finally {
    await database.close();
  }
}

const waitUntil = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
};

describe('db:backup and db:restore beside the real server on the embedded database', () => {
  let acknowledged = 0;
  const backupFile = join(root, 'site.tar.gz');

  it('refuses a backup, a restore and a second server while the server takes writes, writing nothing', async () => {
    server = startServerProcess(port, { ...baseEnv(), DATA_DIR: liveDir }, { ADMIN_PASSWORD: adminPassword });
    await waitForHealth(server, 60_000);
    const login = await fetch(`http://127.0.0.1:${port}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid: 'admin', upw: adminPassword }),
    });
    const token = ((await login.json()) as { contents: { body: { accessToken: string } } }).contents.body
      .accessToken;

    const load = postNotices(token, 4);
    try {
      await waitUntil(() => load.acknowledged() >= 20, 20_000);
      expect(load.acknowledged()).toBeGreaterThanOrEqual(20);
      const underLoad = join(root, 'under-load.tar.gz');
      const anyBackup = join(root, 'any.tar.gz');
      writeFileSync(anyBackup, gzipSync('not a database'));
      const [backup, restore, second] = await Promise.all([
        runCommand('backup', [underLoad], liveDir),
        runCommand('restore', [anyBackup, '--force'], liveDir),
        (async () => {
          const other = startServerProcess(cliPort, { ...baseEnv(), DATA_DIR: liveDir });
          return { code: await exitOf(other.child), output: other.output() };
        })(),
      ]);
      const holder = `the server (pid ${server.child.pid}) is using ${join(liveDir, 'pglite')}: stop it first`;
      expect(backup.code).toBe(1);
      expect(backup.stderr.trim()).toMatch(new RegExp(`^db:backup failed: ${literal(holder)}[^\\n]*$`));
      expect(existsSync(underLoad) || existsSync(`${underLoad}.partial`)).toBe(false);
      // The restore is refused before it unpacks anything.
      expect(restore.code).toBe(1);
      expect(restore.stderr.trim()).toMatch(new RegExp(`^db:restore failed: ${literal(holder)}`));
      expect(second.code).toBe(1);
      expect(second.output).toContain(`Start-up failed: ${holder}`);

      // The server took its writes all along.
      const before = load.acknowledged();
      await waitUntil(() => load.acknowledged() > before + 10, 10_000);
      expect(load.acknowledged()).toBeGreaterThan(before + 10);
    } finally {
      await load.stop();
    }
    expect(load.failed()).toBe('');
    acknowledged = load.acknowledged();

    const exited = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(join(liveDir, 'pglite.lock'))).toBe(false);
  }, 120_000);

  it('backs up the stopped server, and the restored database holds every acknowledged write', async () => {
    expect(acknowledged).toBeGreaterThan(30);
    const backup = await runCommand('backup', [backupFile], liveDir);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup of the embedded database: ${backupFile}`);

    const restore = await runCommand('restore', [backupFile], restoredDir);
    expect(restore.code, restore.stderr).toBe(0);
    expect(await noticesIn(liveDir)).toBe(acknowledged);
    expect(await noticesIn(restoredDir)).toBe(acknowledged);
  }, 90_000);

  it('refuses a damaged backup with one line, leaving the database there and no half-filled folder', async () => {
    const truncated = join(root, 'truncated.tar.gz');
    const whole = readFileSync(backupFile);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    // A gzip that is whole, of a tar cut in half: only opening the database finds it out.
    const cutTar = join(root, 'cut-tar.tar.gz');
    const tar = gunzipSync(whole);
    writeFileSync(cutTar, gzipSync(tar.subarray(0, Math.floor(tar.length / 2))));

    for (const [file, reason] of [
      [truncated, 'is damaged'],
      [cutTar, 'cannot be opened as a database'],
    ] as const) {
      const refused = await runCommand('restore', [file, '--force'], restoredDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`db:restore failed: ${file} ${reason}`);
      expect(refused.stderr).toContain('nothing was restored');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(readdirSync(restoredDir).sort()).toEqual(['pglite']);
      expect(await noticesIn(restoredDir)).toBe(acknowledged);
    }

    // Into an empty data folder: no database is left behind either.
    const fresh = join(root, 'fresh');
    copyFileSync(cutTar, join(root, 'again.tar.gz'));
    const refused = await runCommand('restore', [join(root, 'again.tar.gz')], fresh);
    expect(refused.code).toBe(1);
    const left = existsSync(fresh) ? readdirSync(fresh) : [];
    expect(left.filter((name) => name.startsWith('pglite.'))).toEqual([]);
    expect(existsSync(join(fresh, 'pglite')) ? readdirSync(join(fresh, 'pglite')) : []).toEqual([]);
  }, 90_000);
});

/** The text as a literal inside a regular expression. */
function literal(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
