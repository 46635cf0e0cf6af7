import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/database-template';
import { type Database, openDatabase } from './database';
import { intList, intListPlaceholder, preparedSql } from './prepared-sql';

const echo = preparedSql<{ text: string; number: number; numbers: number[] }>(
  'test_echo',
  sql`select ${sql.placeholder('text')}::text as text, ${sql.placeholder('number')}::int as number,
    ${intListPlaceholder('numbers')} as numbers`,
);

const tricky = "it's'); drop table members; -- \\ 한글";

const databases: [string, () => Promise<Database>][] = [
  ['PGlite', async () => openDatabase({ pglite: await PGlite.create() })],
];
const url = testDatabaseUrl();
if (url) databases.push(['PostgreSQL', () => openDatabase({ url, poolSize: 2 })]);

describe.each(databases)('a statement prepared once, on %s', (_name, open) => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it('answers each call with its own values, a text with quotes and backslashes as it was', async () => {
    const database = await open();
    opened.push(database);
    for (const number of [1, 2, 3]) {
      const [row] = await echo(database.db, { text: tricky, number, numbers: intList([number, 7]) });
      expect(row).toEqual({ text: tricky, number, numbers: [number, 7] });
    }
    // Inside a transaction too.
    const inside = await database.db.transaction((tx) =>
      echo(tx, { text: 'tx', number: 9, numbers: intList([]) }),
    );
    expect(inside).toEqual([{ text: 'tx', number: 9, numbers: [] }]);
  });

  it('refuses a value it cannot write safely, and goes on after', async () => {
    const database = await open();
    opened.push(database);
    await expect(echo(database.db, { text: 'x', number: 1.5, numbers: '{}' })).rejects.toThrow();
    expect(await echo(database.db, { text: 'x', number: 2, numbers: '{}' })).toEqual([
      { text: 'x', number: 2, numbers: [] },
    ]);
  });
});
