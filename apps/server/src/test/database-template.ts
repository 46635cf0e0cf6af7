import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  configurePgliteSession,
  type Database,
  openDatabase,
  pgliteExtensions,
} from '../platform/db/database';
import { migrateDatabase } from '../platform/db/migrate';
import { loadColumnBindingCheck, refuseUnboundColumns } from './column-binding-check';

/**
 * Tests get a fresh, migrated database per file without migrating each time: one template is built
 * per run and cloned. PGlite: a dump of its data folder. PostgreSQL (TEST_DATABASE_URL): a template
 * database copied with CREATE DATABASE ... TEMPLATE.
 */
const artifacts = resolve(import.meta.dirname, '../../../../.test-artifacts');
const pgliteTemplateFile = resolve(artifacts, 'pglite-template.tar.gz');
/**
 * Named after TEST_DATABASE_URL's own database, so two runs on one server (two checkouts, or CI beside
 * a developer's run) each build and clone their own template instead of dropping the other's.
 */
const postgresTemplateName = () => {
  const url = testDatabaseUrl();
  const database = url ? new URL(url).pathname.replace(/^\//, '').replace(/[^a-z0-9_]/gi, '_') : '';
  return `edu_test_template_${database || 'default'}`.slice(0, 63);
};

export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || undefined;

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/** Runs one statement on TEST_DATABASE_URL's server (create or drop a throw-away database). */
export async function adminQuery(sql: string) {
  const url = testDatabaseUrl();
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `TEST_DATABASE_URL is set but PostgreSQL cannot be reached at ${new URL(url).host}: ${(error as Error).message}`,
    );
  }
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Builds the migrated template once per test run (vitest global setup). */
export async function buildTestTemplate(): Promise<void> {
  const url = testDatabaseUrl();
  if (url) {
    await adminQuery(`drop database if exists ${postgresTemplateName()} with (force)`);
    await adminQuery(`create database ${postgresTemplateName()}`);
    const database = await openDatabase({ url: withDatabaseName(url, postgresTemplateName()), poolSize: 1 });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    return;
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite: client });
  await migrateDatabase(database);
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  mkdirSync(artifacts, { recursive: true });
  writeFileSync(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
}

/** Drops the PostgreSQL template at the end of the run. */
export async function dropTestTemplate(): Promise<void> {
  if (testDatabaseUrl()) await adminQuery(`drop database if exists ${postgresTemplateName()} with (force)`);
}

/** A fresh copy of the template for one test file; `dispose` removes it. */
export async function cloneTestDatabase(): Promise<{
  database: Database;
  /** PostgreSQL only: the clone's address, for a second connection pool or server process. */
  url?: string;
  dispose: () => Promise<void>;
}> {
  await loadColumnBindingCheck();
  const url = testDatabaseUrl();
  if (url) {
    const name = `edu_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${name} template ${postgresTemplateName()}`);
    const cloneUrl = withDatabaseName(url, name);
    const database = await openDatabase({
      url: cloneUrl,
      poolSize: 10,
      checkStatement: refuseUnboundColumns,
    });
    return {
      database,
      url: cloneUrl,
      dispose: async () => {
        await database.close();
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  }
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(pgliteTemplateFile)]),
    extensions: pgliteExtensions,
  });
  await configurePgliteSession(client);
  const database = await openDatabase({ pglite: client, checkStatement: refuseUnboundColumns });
  return { database, dispose: () => database.close() };
}
