import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataFolder } from './data-folder-lock';

// The embedded database's folder belongs to one process at a time (issue 31): whoever opens it holds
// DATA_DIR/pglite.lock; anyone else is refused by name, and a lock left by a dead process is taken over.

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const dataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'edu-lock-'));
  folders.push(folder);
  return folder;
};
const lockFile = (dir: string) => join(dir, 'pglite.lock');

/** A pid that ran and is gone. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('the data folder lock', () => {
  it('refuses a second holder by pid and role, and lets the folder go on release', () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), JSON.stringify({ pid: process.ppid, command: 'server.ts' }));
    expect(() => lockDataFolder(dir)).toThrow(
      `the server (pid ${process.ppid}) is using ${join(dir, 'pglite')}: stop it first`,
    );
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.ppid);

    rmSync(lockFile(dir));
    const lock = lockDataFolder(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    // This process too: a second PGlite on the folder is as harmful from here as from elsewhere.
    expect(() => lockDataFolder(dir)).toThrow(`(pid ${process.pid}`);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataFolder(dir).release();
  });

  it('takes over a lock whose process is gone, or that names this pid from a previous life', () => {
    for (const pid of [deadPid(), process.pid]) {
      const dir = dataDir();
      writeFileSync(lockFile(dir), JSON.stringify({ pid, command: 'server.ts' }));
      const lock = lockDataFolder(dir);
      expect(JSON.parse(readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
      lock.release();
    }
  });
});
