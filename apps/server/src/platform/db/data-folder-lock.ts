import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, resolve } from 'node:path';

/**
 * The embedded database belongs to one process (issue 31): a second PGlite on the same folder — a
 * second server, or db:backup while the server takes orders — reads pages the first is still writing,
 * and its backup cannot be restored. So whoever opens `DATA_DIR/pglite` first holds
 * `DATA_DIR/pglite.lock` (created with O_EXCL, holding its pid) until it closes the database or exits;
 * everyone else is refused with one line naming the holder. A lock whose pid is no longer running (a
 * crash, `kill -9`, a container restarted with the same pid) is stale and taken over.
 */
export class DataFolderInUseError extends Error {}

export type DataFolderLock = { file: string; release(): void };

type Holder = { pid: number; command: string };

/** Lock files this process holds, so its own pid in a file is told apart from a previous life's. */
const held = new Set<string>();

/** A lock file older than this with no readable holder was left half-written by a crash. */
const unreadableStaleMs = 5_000;

/** Takes the data folder's lock for this process, or refuses with who holds it. */
export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, 'pglite.lock');
  if (held.has(file)) throw inUse(dataDir, { pid: process.pid, command: thisCommand() });
  if (!tryCreate(file)) {
    const holder = readHolder(file);
    if (holder !== 'stale') throw inUse(dataDir, holder);
    // Two processes taking over the same stale lock at once could both unlink and create; the second
    // create then fails and that process is refused, unless the first had already finished — a window
    // of microseconds after a crash, accepted.
    unlinkSync(file);
    if (!tryCreate(file)) {
      const now = readHolder(file);
      throw inUse(dataDir, now === 'stale' ? { pid: 0, command: '' } : now);
    }
  }
  held.add(file);
  const releaseAtExit = () => release();
  process.on('exit', releaseAtExit);
  const release = () => {
    if (!held.delete(file)) return;
    process.off('exit', releaseAtExit);
    // Only our own: someone may have taken it over as stale meanwhile (a suspended process, say).
    if (readPid(file) === process.pid) unlinkSync(file);
  };
  return { file, release };
}

/** Creates the lock file with this process as its holder; false when it exists already. */
function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify({ pid: process.pid, command: thisCommand() })}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Who holds the lock, or 'stale' when nobody running does. */
function readHolder(file: string): Holder | 'stale' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'stale';
    throw error;
  }
  const holder = parseHolder(text);
  if (!holder) {
    // Being written this very moment by the process that created it, or left empty by a crash.
    const age = Date.now() - statSync(file).mtimeMs;
    return age > unreadableStaleMs ? 'stale' : { pid: 0, command: '' };
  }
  if (holder.pid === process.pid) return held.has(file) ? holder : 'stale';
  return isRunning(holder.pid) ? holder : 'stale';
}

function readPid(file: string): number | undefined {
  try {
    return parseHolder(readFileSync(file, 'utf8'))?.pid;
  } catch {
    return undefined;
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(value.pid) && (value.pid ?? 0) > 0
      ? { pid: value.pid as number, command: String(value.command ?? '') }
      : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What this process is, as the refusal names it: the server, or the script it runs (cli/backup.ts …). */
function thisCommand(): string {
  return basename(process.argv[1] ?? 'node');
}

function inUse(dataDir: string, holder: Holder): DataFolderInUseError {
  const folder = resolve(dataDir, 'pglite');
  const who =
    holder.pid === 0
      ? 'another process'
      : /^server\.[jt]s$/.test(holder.command)
        ? `the server (pid ${holder.pid})`
        : `another process (pid ${holder.pid}, ${holder.command || 'node'})`;
  return new DataFolderInUseError(
    `${who} is using ${folder}: stop it first (the embedded database belongs to one process; its lock is ${resolve(dataDir, 'pglite.lock')})`,
  );
}
