import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import './qualified-columns';
import { createHotRows, type HotRows } from './hot-rows';
import { OldestFirstPool } from './oldest-first-pool';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, the same type whether it runs on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access for the few users that need it (pg-boss, migrations, health checks). */
export type SqlRows = { rows: Record<string, unknown>[] };

/** What a backup reads: the embedded database's own client, or PostgreSQL's address (for pg_dump). */
export type DatabaseSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export type Database = {
  kind: 'pglite' | 'postgres';
  source: DatabaseSource;
  db: Db;
  /** Writes to hot rows (a drop's stock), with turns and, on PostgreSQL, connections of their own. */
  hotRows: HotRows<Db>;
  /** Parameterised statement, or a parameterless multi-statement script; answers the last result. */
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
  /** Runs fn while holding a database-wide lock, so several processes do a start-up step one at a time. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Connections in use and calls waiting for one (PostgreSQL's pool; PGlite has no pool: zeros). */
  poolStats(): { inUse: number; waiting: number };
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; unset = embedded PGlite. */
  url?: string | undefined;
  /** Folder of the embedded database (ignored for PostgreSQL). */
  dataDir?: string;
  /** An already opened PGlite instance (tests clone one migrated database per file). */
  pglite?: PGlite;
  poolSize?: number;
  /** PostgreSQL connections kept for hot-row writes (hot-rows.ts), beside the pool. */
  hotRowConnections?: number;
  /**
   * Sees every statement drizzle sends before it is sent, and may refuse it by throwing (the tests'
   * column-binding check, test/column-binding-check.ts).
   */
  checkStatement?: (text: string) => void;
};

/** drizzle's logger hook, used to show every statement to `checkStatement`. */
const statementChecker = (check: DatabaseOptions['checkStatement']) =>
  check ? { logger: { logQuery: (text: string) => check(text) } } : {};

/** The PostgreSQL extensions the migrations create, which PGlite loads from its own builds. */
export const pgliteExtensions = { pg_trgm };

/**
 * Settings of every database session: catalogue search counts a word as found when pg_trgm's word
 * similarity reaches 0.4 (a typo or a missing space in Korean still matches; the default 0.6 misses
 * them); and a named (prepared) statement keeps one plan for all its values. Ours are lookups by key
 * whose best plan does not depend on the values, and PostgreSQL otherwise kept planning the cart
 * read anew on every call (0.5 ms of planning for 0.2 ms of work; 0.015 ms with the kept plan).
 */
const sessionSettings = {
  'pg_trgm.word_similarity_threshold': '0.4',
  plan_cache_mode: 'force_generic_plan',
};

/** Applies the session settings to an embedded database (PostgreSQL gets them at connection start). */
export async function configurePgliteSession(client: PGlite): Promise<void> {
  for (const [name, value] of Object.entries(sessionSettings)) await client.exec(`set ${name} = ${value}`);
}

/** Opens the database the configuration names: PostgreSQL when a URL is given, PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url)
    return openPostgres(
      options.url,
      options.poolSize ?? 10,
      options.hotRowConnections ?? defaultHotRowConnections,
      options.checkStatement,
    );
  if (options.pglite) return wrapPglite(options.pglite, undefined, options.checkStatement);
  if (!options.dataDir) throw new Error('openDatabase needs a url, a dataDir or a pglite instance');
  // Before PGlite touches the folder: a second instance on it would read pages the first is writing.
  const lock = lockDataFolder(options.dataDir);
  try {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const client = await PGlite.create(dir, { extensions: pgliteExtensions });
    await configurePgliteSession(client);
    return wrapPglite(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Hot-row writers per PostgreSQL process, and so the turns one row gives (hot-rows.ts says why 8). */
const defaultHotRowConnections = 8;

function wrapPglite(
  client: PGlite,
  releaseFolder: () => void = () => {},
  checkStatement?: DatabaseOptions['checkStatement'],
): Database {
  const db = drizzlePglite(client, { schema, ...statementChecker(checkStatement) }) as unknown as Db;
  return {
    kind: 'pglite',
    source: { kind: 'pglite', client },
    db,
    // One connection, on this thread: the turns only keep a hot row's writers from piling up.
    hotRows: createHotRows(db, 2, { onThisThread: true }),
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      // exec runs scripts of several statements (pg-boss installs its schema that way).
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    // One process owns an embedded database: nothing to coordinate.
    withStartupLock: (fn) => fn(),
    poolStats: () => ({ inUse: 0, waiting: 0 }),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseFolder();
      }
    },
  };
}

/** Arbitrary constant naming the advisory lock of start-up steps (migrations, demo data). */
const startupLockKey = 7301;

function postgresPool(url: string, size: number) {
  const pool = new OldestFirstPool({
    connectionString: url,
    max: size,
    // Fail fast when the server is gone instead of queueing requests without bound.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    options: Object.entries(sessionSettings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  return pool;
}

function openPostgres(
  url: string,
  poolSize: number,
  hotRowConnections: number,
  checkStatement?: DatabaseOptions['checkStatement'],
): Database {
  const pool = postgresPool(url, poolSize);
  const writers = postgresPool(url, hotRowConnections);
  return {
    kind: 'postgres',
    source: { kind: 'postgres', url },
    db: drizzlePg(pool, { schema, ...statementChecker(checkStatement) }) as unknown as Db,
    hotRows: createHotRows(
      drizzlePg(writers, { schema, ...statementChecker(checkStatement) }) as unknown as Db,
      hotRowConnections,
    ),
    async executeSql(text, values) {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.callsWaiting }),
    async withStartupLock(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [startupLockKey]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => {});
        lockClient.release();
      }
    },
    async close() {
      await Promise.all([pool.end(), writers.end()]);
    },
  };
}
