import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallDownloadHistory, mallOrderContents } from '../modules/mall/contents/contents.tables';
import { mallOrderItems, mallOrders } from '../modules/mall/orders/orders.tables';
import '../platform/db/qualified-columns';
import {
  columnBindingProblems,
  loadColumnBindingCheck,
  takeColumnBindingFindings,
} from './column-binding-check';
import { createTestApp, type TestApp } from './test-app';

/** The fragment of issue 41's blocker: whether an order content was downloaded. */
const downloadedFragment = sql<boolean>`exists (select 1 from ${mallDownloadHistory} where ${mallDownloadHistory.orderContentId} = ${mallOrderContents.id})`;

/** What drizzle wrote for it before qualified-columns.ts: `"id"` bound to the history row's own id. */
const unqualifiedBeforeTheFix =
  'select exists (select 1 from "mall_download_history" where "order_content_id" = "id") from "mall_order_contents" where "mall_order_contents"."order_id" = $1';

beforeAll(loadColumnBindingCheck);

describe('columns written with their tables (quality rule 18)', () => {
  it('keeps the table of every column a single-table selection or returning names', () => {
    const builder = new QueryBuilder();
    const select = builder.select({ downloaded: downloadedFragment }).from(mallOrderContents).toSQL().sql;
    expect(select).toContain(`"mall_download_history"."order_content_id" = "mall_order_contents"."id"`);
    expect(columnBindingProblems(select)).toEqual([]);
  });

  it('finds a column of the outer query named inside a subquery without its table', () => {
    expect(columnBindingProblems(unqualifiedBeforeTheFix)).toEqual([
      { column: 'id', problem: expect.stringContaining('"mall_order_contents" of an enclosing query') },
    ]);
    // Written by hand inside a subquery: binds to the nearest table, whichever the text meant.
    const handWritten = `update "mall_order_items" set "confirmed_at" = now() where not exists (select 1 from "mall_orders" where "mall_orders"."id" = "order_id" and "escrow")`;
    // "escrow" is the subquery's own table's only: bound as written.
    expect(columnBindingProblems(handWritten).map((p) => p.column)).toEqual(['order_id']);
  });

  it('accepts what names its tables, a subquery’s own columns the outer tables lack, and derived tables', () => {
    const qualified = `select "mall_orders"."id", (select count(*) from "mall_order_items" where "mall_order_items"."order_id" = "mall_orders"."id") from "mall_orders"`;
    const cte = `with "stock0" as (update "mall_orders" set "status" = $1 where "mall_orders"."id" = $2 returning "mall_orders"."id") select "id" from "stock0"`;
    const derived = `select "s"."n" from (select count(*) as "n" from "mall_order_items") "s"`;
    const conflict = `insert into "mall_orders" ("id") values ($1) on conflict ("id") do update set "status" = excluded."status" returning "id"`;
    for (const text of [qualified, cte, derived, conflict]) expect(columnBindingProblems(text)).toEqual([]);
    expect(mallOrderItems.orderId.name).toBe('order_id');
    expect(mallOrders.escrow.name).toBe('escrow');
  });
});

describe('the tests’ databases', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.dispose());

  it('refuse a statement that names a column without its table before it is sent, and keep it for the test to fail', async () => {
    await expect(app.db.execute(sql.raw(unqualifiedBeforeTheFix.replace('$1', '1')))).rejects.toThrow(
      /column without its table/,
    );
    const findings = takeColumnBindingFindings();
    expect(findings).toHaveLength(1);
    expect(findings[0]).toContain('"id" inside a subquery');
    // The same question written with its tables runs.
    const rows = await app.db.select({ downloaded: downloadedFragment }).from(mallOrderContents);
    expect(rows).toEqual([]);
  });
});
