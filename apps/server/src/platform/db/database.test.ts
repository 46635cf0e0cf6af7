import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../modules/accounts/accounts.tables';
import { conferenceDetails, conferences } from '../../modules/conferences/conferences.tables';
import { cloneTestDatabase } from '../../test/database-template';
import { type Database, openDatabase } from './database';

let database: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await cloneTestDatabase());
});
afterAll(() => dispose());

describe('database layer', () => {
  it('writes nothing of a transaction that fails half-way', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(members).values({ uid: 'half-written', name: '반쯤' });
        throw new Error('second step failed');
      }),
    ).rejects.toThrow('second step failed');
    expect(await database.db.select().from(members).where(eq(members.uid, 'half-written'))).toEqual([]);
  });

  it('refuses more registered seats than the limit whatever the application does', async () => {
    const now = new Date();
    const [conference] = await database.db
      .insert(conferences)
      .values({ title: '정원 검사', rsdatetime: now, redatetime: now })
      .returning();
    const [detail] = await database.db
      .insert(conferenceDetails)
      .values({
        conferenceIdx: conference?.idx ?? 0,
        number: 1,
        local: '서울',
        place: '본당',
        schedule: '토요일',
        dept: '유치부',
        limitPersonnel: 2,
        rsdatetime: now,
        redatetime: now,
      })
      .returning();
    const setSeats = (n: number) =>
      database.db
        .update(conferenceDetails)
        .set({ registeredPersonnel: n })
        .where(eq(conferenceDetails.idx, detail?.idx ?? 0));
    await setSeats(2);
    await expect(setSeats(3)).rejects.toThrow();
    await expect(setSeats(-1)).rejects.toThrow();
  });

  it('runs several statements in one script and answers the last result', async () => {
    const { rows } = await database.executeSql(
      'create temporary table probe (n int); insert into probe values (1), (2); select count(*)::int as n from probe',
    );
    expect(rows).toEqual([{ n: 2 }]);
  });
});

describe('embedded database durability', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-durability-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a committed transaction when the process is killed right after the commit', async () => {
    const writer = resolve(import.meta.dirname, 'durability-writer.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', writer, dataDir], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.signal).toBe('SIGKILL');
    const reopened = await openDatabase({ dataDir });
    try {
      const { rows } = await reopened.executeSql('select note from crash_probe');
      expect(rows).toEqual([{ note: 'committed before the crash' }]);
    } finally {
      await reopened.close();
    }
  }, 40_000);
});
