import { PGlite } from '@electric-sql/pglite';
import { is, Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './database';

import './qualified-columns';

const dialect = new PgDialect();

/**
 * A statement written as SQL, prepared under its name once per database, its values given as
 * `sql.placeholder(...)`: the database then parses and plans it once, not on every call. Why: the cart
 * read, which every order attempt of a drop makes, planned in 2.5–2.7 ms and ran in 1.0–1.2 ms
 * (EXPLAIN ANALYZE, PostgreSQL 15, this 2-core machine), so planning was most of the database's work for
 * a late buyer. (The query builder's own `.prepare(name)` does the same for built queries on
 * PostgreSQL; drizzle has no such call for SQL written by hand.)
 *
 * PGlite's client prepares nothing (every query is parsed and planned anew, on this thread: the cart
 * read took 4.1 ms there, 0.9 ms as EXECUTE of a statement prepared once), so on PGlite the statement
 * is prepared with SQL's own PREPARE and run with EXECUTE, its values written as literals (numbers,
 * and texts quoted as node-postgres quotes them). Inside a transaction it runs as any other query.
 */
export function preparedSql<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const runnerFor = perDatabase((db) => {
    const client = (db as { $client?: unknown }).$client;
    return client instanceof PGlite
      ? pgliteRunner<Row>(client, name, query)
      : serverRunner<Row>(db, name, query);
  });
  return (db: Db, values: Record<string, unknown>): Promise<Row[]> => runnerFor(db)(values);
}

function serverRunner<Row>(db: Db, name: string, query: Query) {
  const prepared = db._.session.prepareQuery(query, undefined, name, false);
  return async (values: Record<string, unknown>) =>
    ((await prepared.execute(values)) as { rows: Row[] }).rows;
}

const duplicatePreparedStatement = '42P05';

function pgliteRunner<Row>(client: PGlite, name: string, query: Query) {
  let prepared: Promise<unknown> | undefined;
  return async (values: Record<string, unknown>) => {
    prepared ??= client.exec(`prepare ${name} as ${query.sql}`).catch((error: { code?: string }) => {
      // Prepared already in this session (another wrapper of the same client): that one serves.
      if (error.code === duplicatePreparedStatement) return;
      prepared = undefined;
      throw error;
    });
    await prepared;
    const literals = query.params.map((param) =>
      literalOf(is(param, Placeholder) ? values[param.name] : param),
    );
    return (await client.query<Row>(`execute ${name}(${literals.join(', ')})`)).rows;
  };
}

/** A value as an SQL literal, for EXECUTE: integers as they are, texts quoted; nothing else is taken. */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  throw new Error(`a prepared statement's value must be an integer or a text, not ${typeof value}`);
}

/**
 * What `make` answers for a database, made once per database (or transaction): a query built by the
 * query builder and `.prepare(name)`d is built once, not on every call.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/** A placeholder for an int[] parameter given as a list of numbers (see `intList`). */
export const intListPlaceholder = (name: string) => sql`${sql.placeholder(name)}::int[]`;

/** A list of numbers as PostgreSQL's array text, for `intListPlaceholder`. */
export const intList = (values: readonly number[]) => `{${values.map(Number).join(',')}}`;
