import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../modules/accounts/accounts.tables';
import { posts } from '../../modules/community/community.tables';
import { mallOrders } from '../../modules/mall/orders/orders.tables';
import { payments } from '../../modules/payments/payments.tables';
import { registrations } from '../../modules/registrations/registrations.tables';
import { paidRegistrationWithCancelRequest } from '../../test/cancel-flow';
import { adminQuery } from '../../test/database-template';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createProduct, createWarehouse } from '../../test/mall-factories';
import { buyItems } from '../../test/mall-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { restoreBackup, writeBackup } from './backup';
import { type Db, openDatabase } from './database';

// db:backup and db:restore on the database the tests run on (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a backup restored into a fresh database holds every member, registration,
// payment, post and order as they were.

let app: TestApp;
const folder = mkdtempSync(join(tmpdir(), 'edu-backup-'));
const postgresUrl = process.env.TEST_DATABASE_URL;
const restoredName = `edu_restored_${process.pid}`;

beforeAll(async () => {
  app = await createTestApp();
  const db = app.db;
  const { cookie } = await logInAs(app, await createMember(db, { name: '백업회원', phone: '01066665555' }));
  await paidRegistrationWithCancelRequest(app, cookie);
  const warehouseId = await createWarehouse(db, { fee: 3000, freeOver: 50_000 });
  const product = await createProduct(db, { warehouseId, price: 8000, stock: 10, title: '백업 카드' });
  await buyItems(app, cookie, [{ itemId: product.itemId, productStock: 1 }]);
  const [author] = await db.select({ idx: members.idx }).from(members).limit(1);
  await db.insert(posts).values({
    boardId: 2,
    memberIdx: author?.idx ?? 0,
    title: '백업 전에 쓴 글',
    content: '<p>복원 뒤에도 있어야 합니다.</p>',
    contentText: '복원 뒤에도 있어야 합니다.',
  });
}, 60_000);

afterAll(async () => {
  await app.dispose();
  rmSync(folder, { recursive: true, force: true });
  if (postgresUrl) await adminQuery(`drop database if exists ${restoredName} with (force)`);
});

/** Every row of the tables a backup must keep, in id order. */
async function contents(db: Db) {
  const all = (table: PgTable, id: Parameters<typeof asc>[0]) => db.select().from(table).orderBy(asc(id));
  return {
    members: await all(members, members.idx),
    registrations: await all(registrations, registrations.idx),
    payments: await all(payments, payments.id),
    posts: await all(posts, posts.postId),
    orders: await all(mallOrders, mallOrders.id),
  };
}

describe('db:backup and db:restore', () => {
  it('restore a backup into a fresh database with every member, registration, payment, post and order', async () => {
    const before = await contents(app.db);
    expect(before.payments.length).toBeGreaterThanOrEqual(2);
    expect(before.orders.length).toBe(1);
    expect(before.posts.map((post) => post.title)).toContain('백업 전에 쓴 글');

    const file = join(folder, app.services.database.kind === 'pglite' ? 'site.tar.gz' : 'site.dump');
    const { bytes } = await writeBackup(app.services.database, file);
    expect(bytes).toBeGreaterThan(1000);

    let restored: Awaited<ReturnType<typeof openDatabase>>;
    if (postgresUrl) {
      await adminQuery(`drop database if exists ${restoredName} with (force)`);
      await adminQuery(`create database ${restoredName}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${restoredName}`;
      await restoreBackup(file, { kind: 'postgres', url: url.toString() });
      restored = await openDatabase({ url: url.toString(), poolSize: 2 });
    } else {
      const dataDir = join(folder, 'restored');
      await restoreBackup(file, { kind: 'pglite', dataDir });
      restored = await openDatabase({ dataDir });
    }
    try {
      expect(await contents(restored.db)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses a file of the other kind, and a PGlite folder that holds a database, changing nothing', async () => {
    const file = join(folder, 'site.tar.gz');
    if (!postgresUrl) {
      await expect(
        restoreBackup(file, { kind: 'pglite', dataDir: join(folder, 'restored') }),
      ).rejects.toThrow(/already holds a database: stop the server and run again with --force/);
      await expect(
        restoreBackup(file, { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' }),
      ).rejects.toThrow(/is not a PostgreSQL backup/);
    } else {
      await expect(
        restoreBackup(join(folder, 'site.dump'), { kind: 'pglite', dataDir: folder }),
      ).rejects.toThrow(/is not a PGlite backup/);
    }
  });
});
