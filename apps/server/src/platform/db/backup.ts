import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import { type Database, pgliteExtensions } from './database';

/**
 * Backups of the database the configuration names (issue 20). PGlite: its data folder as a gzipped tar
 * (PGlite's own dump, the format the test template uses). PostgreSQL: pg_dump's custom format, read back
 * by pg_restore. Uploaded files are not in the database: they are copied apart (docs/deploy.md).
 */
export class BackupError extends Error {}

const gzipMagic = Buffer.from([0x1f, 0x8b]);
const pgDumpMagic = Buffer.from('PGDMP');

/** `backups/pglite-20261124-103000.tar.gz` (or `postgres-….dump`) under the data folder. */
export function defaultBackupFile(kind: Database['kind'], dataDir: string, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return resolve(dataDir, 'backups', `${kind}-${stamp}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}

/** Writes a backup of the open database to `file`; answers its size. */
export async function writeBackup(
  database: Database,
  file: string,
): Promise<{ file: string; bytes: number }> {
  mkdirSync(dirname(file), { recursive: true });
  // Written beside, then renamed: a dump that fails half-way leaves no file that looks like a backup.
  const partial = `${file}.partial`;
  try {
    if (database.source.kind === 'pglite') {
      const dump = await database.source.client.dumpDataDir('gzip');
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } else {
      await checkClientVersion('pg_dump', database.source.url);
      run('pg_dump', ['--format=custom', `--file=${partial}`, `--dbname=${database.source.url}`]);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return { file, bytes: statSync(file).size };
}

export type RestoreTarget =
  | { kind: 'pglite'; dataDir: string; force?: boolean }
  | { kind: 'postgres'; url: string };

/**
 * Restores `file` into the target. PGlite: into `<dataDir>/pglite`, which must be empty — with
 * `force` a non-empty one is moved aside to `pglite.before-restore-<time>`, never deleted. The backup
 * is unpacked beside it and opened and read first; only a backup that answers takes the folder's place
 * (one rename), so a damaged file leaves nothing behind and the database there as it was.
 * PostgreSQL: pg_restore with --clean, so the database ends as the backup left it.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<{ movedAside?: string }> {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`);
  const head = readFileSync(file).subarray(0, 5);
  if (target.kind === 'pglite') {
    if (!head.subarray(0, 2).equals(gzipMagic))
      throw new BackupError(
        `${file} is not a PGlite backup (a .tar.gz written by db:backup on the embedded database)`,
      );
    return restorePglite(file, target.dataDir, target.force ?? false);
  }
  if (!head.equals(pgDumpMagic))
    throw new BackupError(
      `${file} is not a PostgreSQL backup (a .dump written by db:backup with DATABASE_URL)`,
    );
  await checkClientVersion('pg_restore', target.url);
  run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--exit-on-error',
    `--dbname=${target.url}`,
    file,
  ]);
  return {};
}

async function restorePglite(
  file: string,
  dataDir: string,
  force: boolean,
): Promise<{ movedAside?: string }> {
  const folder = resolve(dataDir, 'pglite');
  // Held through the swap: neither a server nor another restore may open the folder meanwhile.
  const lock = lockDataFolder(dataDir);
  const unpacked = `${folder}.restoring-${process.pid}`;
  // Also when PGlite's own failure escapes as an uncaught error and ends the process.
  const removeUnpacked = () => rmSync(unpacked, { recursive: true, force: true });
  process.on('exit', removeUnpacked);
  try {
    const occupied = existsSync(folder) && readdirSync(folder).length > 0;
    if (occupied && !force)
      throw new BackupError(
        `${folder} already holds a database: stop the server and run again with --force (it is moved aside, not deleted)`,
      );
    await checkGzip(file);
    removeUnpacked();
    mkdirSync(unpacked, { recursive: true });
    await unpackAndRead(file, unpacked);
    let movedAside: string | undefined;
    if (occupied) {
      movedAside = `${folder}.before-restore-${Date.now()}`;
      renameSync(folder, movedAside);
    } else rmSync(folder, { recursive: true, force: true });
    try {
      renameSync(unpacked, folder);
    } catch (error) {
      if (movedAside) renameSync(movedAside, folder);
      throw error;
    }
    return movedAside ? { movedAside } : {};
  } finally {
    removeUnpacked();
    process.off('exit', removeUnpacked);
    lock.release();
  }
}

/**
 * Reads the whole file through gunzip, so a truncated or damaged one is refused before PGlite sees
 * it (PGlite's own gunzip reports a truncated file twice, the second time as an uncaught error).
 */
async function checkGzip(file: string) {
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({ write: (_chunk, _encoding, next) => next() }),
    );
  } catch (error) {
    throw new BackupError(`${file} is damaged (${(error as Error).message}): nothing was restored`);
  }
}

/** Unpacks the backup into `folder` and reads every table of it once: a backup that cannot is refused. */
async function unpackAndRead(file: string, folder: string) {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(folder, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: pgliteExtensions,
    });
    const { rows } = await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    for (const { name } of rows) await client.query(`select count(*) from ${name}`);
  } catch (error) {
    throw new BackupError(
      `${file} cannot be opened as a database (${(error as Error).message}): nothing was restored`,
    );
  } finally {
    await client?.close().catch(() => {});
  }
}

/** Runs a PostgreSQL client tool; its own message is the error when it fails. */
function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error)
    throw new BackupError(
      `${command} is needed for PostgreSQL backups: install Debian's postgresql-client (${result.error.message})`,
    );
  if (result.status !== 0)
    throw new BackupError(`${command} failed: ${result.stderr.trim() || `exit ${result.status}`}`);
}

/** pg_dump and pg_restore refuse a server newer than themselves: say so before they start. */
async function checkClientVersion(command: string, url: string) {
  const printed = spawnSync(command, ['--version'], { encoding: 'utf8' });
  if (printed.error)
    throw new BackupError(`${command} is needed for PostgreSQL backups: install Debian's postgresql-client`);
  const clientMajor = Number(printed.stdout.match(/(\d+)\.\d+/)?.[1] ?? 0);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    const serverMajor = Math.floor(Number(rows[0]?.v) / 10_000);
    if (clientMajor < serverMajor)
      throw new BackupError(
        `${command} ${clientMajor} is older than the server (PostgreSQL ${serverMajor}): install postgresql-client-${serverMajor}`,
      );
  } finally {
    await client.end();
  }
}
