import { pendingRequestShipMessage } from '@edu/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftedZip, deflatedZeros } from '../../../test/crafted-zip';
import { workbookOf } from '../../../test/excel-sheet';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createProduct, createWarehouse } from '../../../test/mall-factories';
import { askRefund, buyItems } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallOrderItems, mallOrders } from './orders.tables';

let app: TestApp;
let buyer: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

async function upload(file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'orders.xlsx');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/api/admin/mall/invoices',
    headers: { cookie: admin, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** The peak memory the process has ever held, in MB (it only grows, so a spike cannot hide). */
const peakMb = () => process.resourceUsage().maxRSS / 1024;

/** An order of `count` product lines, paid and ready to ship; answers its oid and line ids. */
async function orderOfLines(count: number) {
  const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
  const products = [];
  for (let i = 0; i < count; i += 1)
    products.push(
      await createProduct(app.db, { warehouseId, price: 5000, stock: 10, title: `상품${i + 1}` }),
    );
  const oid = await buyItems(
    app,
    buyer,
    products.map((product) => ({ itemId: product.itemId, productStock: 1 })),
  );
  const lines = await app.db
    .select({ id: mallOrderItems.id })
    .from(mallOrderItems)
    .innerJoin(mallOrders, eq(mallOrders.id, mallOrderItems.orderId))
    .where(and(eq(mallOrders.oid, oid), eq(mallOrderItems.itemType, 'PRODUCT')))
    .orderBy(mallOrderItems.id);
  return { oid, lineIds: lines.map((line) => line.id) };
}

/** A workbook as the export lays it out, with these rows of line, courier and invoice number. */
async function invoiceSheet(rows: [number | string, string, string][]) {
  return workbookOf([
    ['주문번호', '주문상품번호', '택배사', '송장번호'],
    ...rows.map(([line, courier, invoice]) => ['', line, courier, invoice]),
  ]);
}

const statusesOf = async (ids: number[]) =>
  (
    await app.db
      .select({ id: mallOrderItems.id, status: mallOrderItems.deliveryStatus })
      .from(mallOrderItems)
      .where(inArray(mallOrderItems.id, ids))
      .orderBy(mallOrderItems.id)
  ).map((line) => line.status);

const shippedMessagesFor = async (oid: string) =>
  (await app.outbox({ template: 'mall_shipped' })).filter((message) => message.text.includes(oid));

describe('the invoice upload refuses hostile workbooks', () => {
  // First in the file: the peak memory it checks is the process's lifetime peak.
  it('refuses a workbook whose sheet declares a gigabyte, before inflating it', async () => {
    const bomb = craftedZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), method: 0, declaredSize: 8 },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: await deflatedZeros(1024),
        method: 8,
        declaredSize: 1024 * 1024 * 1024,
      },
    ]);
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
    const before = peakMb();
    const refused = await upload(bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toMatch(/^엑셀 파일이 너무 큽니다/);
    expect(peakMb() - before).toBeLessThan(200);
  });

  it('refuses a workbook whose sheet lies about its size, without inflating more than it declared', async () => {
    const data = await deflatedZeros(1024);
    const bomb = craftedZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), method: 0, declaredSize: 8 },
      // Declares a modest, believable ratio: only inflating shows the lie.
      { name: 'xl/worksheets/sheet1.xml', data, method: 8, declaredSize: data.length * 4 },
    ]);
    const before = peakMb();
    const refused = await upload(bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toMatch(/^엑셀 파일이 너무 큽니다/);
    expect(peakMb() - before).toBeLessThan(200);
  });

  it('refuses a file over 10 MB with a message that says so', async () => {
    const large = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await upload(large);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toBe('엑셀 파일은 10MB 이하만 올릴 수 있습니다.');
  });

  it('refuses an archive of too many entries', async () => {
    const entries = Array.from({ length: 1001 }, (_, i) => ({
      name: `xl/media/image${i}.png`,
      data: Buffer.from('x'),
      method: 0 as const,
      declaredSize: 1,
    }));
    const refused = await upload(craftedZip(entries));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toMatch(/^엑셀 파일이 너무 큽니다/);
  });

  it('refuses more rows than one upload may ship, shipping none', async () => {
    const { lineIds } = await orderOfLines(1);
    const rows: [number, string, string][] = Array.from({ length: 5001 }, (_, i) => [
      i === 0 ? (lineIds[0] as number) : 900_000 + i,
      'CJ대한통운',
      '123456789012',
    ]);
    const refused = await upload(await invoiceSheet(rows));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toBe('한 번에 올릴 수 있는 행은 최대 5,000개입니다.');
    expect(await statusesOf(lineIds)).toEqual(['READY']);
  });
});

describe('the invoice upload ships every valid row together', () => {
  it('ships the valid rows, reports each refused one with its reason, and tells the buyer only of those shipped', async () => {
    const { oid, lineIds } = await orderOfLines(4);
    const [a, b, c, d] = lineIds as [number, number, number, number];
    const file = await invoiceSheet([
      [a, 'CJ대한통운', '111122223333'],
      [1e20, 'CJ대한통운', '222233334444'],
      [c, '비둘기택배', '333344445555'],
      [d, '한진택배', '444455556666'],
    ]);
    const report = (await upload(file)).json().contents;
    expect(report).toEqual({
      shipped: 2,
      alreadyShipped: 0,
      refused: 2,
      rows: [
        { row: 2, orderItemId: a, ok: true, outcome: 'shipped', message: '발송 처리' },
        {
          row: 3,
          orderItemId: null,
          ok: false,
          outcome: 'refused',
          message: '주문상품번호가 올바르지 않습니다: 100000000000000000000',
        },
        {
          row: 4,
          orderItemId: c,
          ok: false,
          outcome: 'refused',
          message: '택배사를 알 수 없습니다: 비둘기택배',
        },
        { row: 5, orderItemId: d, ok: true, outcome: 'shipped', message: '발송 처리' },
      ],
    });
    expect(await statusesOf([a, b, c, d])).toEqual(['START', 'READY', 'READY', 'START']);
    expect(await shippedMessagesFor(oid)).toHaveLength(2);

    // The same file again: the shipped rows say so and are not counted as shipped, nobody is told twice.
    const again = (await upload(file)).json().contents;
    expect(again).toMatchObject({ shipped: 0, alreadyShipped: 2, refused: 2 });
    const alreadyShipped = { ok: false, outcome: 'alreadyShipped', message: '이미 발송된 상품입니다.' };
    expect(again.rows[0]).toEqual({ row: 2, orderItemId: a, ...alreadyShipped });
    expect(again.rows[3]).toEqual({ row: 5, orderItemId: d, ...alreadyShipped });
    expect(await shippedMessagesFor(oid)).toHaveLength(2);
  });

  it('never changes a line shipped before, even with another invoice, nor ships one with a cancellation waiting', async () => {
    const { oid, lineIds } = await orderOfLines(3);
    const [a, b, c] = lineIds as [number, number, number];
    expect(
      (await upload(await invoiceSheet([[a, 'CJ대한통운', '111122223333']]))).json().contents.shipped,
    ).toBe(1);
    await askRefund(app, buyer, oid, { refundType: 'CANCEL', lines: [b] });

    // An old file: line a with the invoice it had before it was shipped with the one above.
    const report = (
      await upload(
        await invoiceSheet([
          [a, '한진택배', '999988887777'],
          [b, 'CJ대한통운', '222233334444'],
          [c, 'CJ대한통운', '333344445555'],
        ]),
      )
    ).json().contents;
    expect(report).toEqual({
      shipped: 1,
      alreadyShipped: 1,
      refused: 1,
      rows: [
        {
          row: 2,
          orderItemId: a,
          ok: false,
          outcome: 'alreadyShipped',
          message: '이미 발송된 상품입니다. 송장번호를 고치려면 주문 상세에서 송장 수정을 이용해 주세요.',
        },
        {
          row: 3,
          orderItemId: b,
          ok: false,
          outcome: 'refused',
          message: pendingRequestShipMessage('CANCEL'),
        },
        { row: 4, orderItemId: c, ok: true, outcome: 'shipped', message: '발송 처리' },
      ],
    });
    const [line] = await app.db
      .select({ courier: mallOrderItems.deliveryCompany, invoice: mallOrderItems.invoiceNumber })
      .from(mallOrderItems)
      .where(eq(mallOrderItems.id, a));
    expect(line).toEqual({ courier: 'CJ대한통운', invoice: '111122223333' });
    expect(await statusesOf([a, b, c])).toEqual(['START', 'READY', 'START']);
    expect(await shippedMessagesFor(oid)).toHaveLength(2);
  });

  it('refuses a line given twice, a malformed invoice and an id written as text that is not a number', async () => {
    const { lineIds } = await orderOfLines(3);
    const [a, b, c] = lineIds as [number, number, number];
    const report = (
      await upload(
        await invoiceSheet([
          [a, 'CJ대한통운', '111122223333'],
          [String(b), '롯데택배', '12ab'],
          [a, '한진택배', '555566667777'],
          [`${c}.5`, '롯데택배', '123456789'],
          [String(c), '롯데택배', ' 1234 5678 9 '],
        ]),
      )
    ).json().contents;
    const refused = { ok: false, outcome: 'refused' };
    expect(report.rows).toEqual([
      { row: 2, orderItemId: a, ...refused, message: '같은 주문상품번호가 여러 행에 있습니다(2, 4행).' },
      { row: 3, orderItemId: b, ...refused, message: '송장번호를 숫자로 정확히 입력해 주세요.' },
      { row: 4, orderItemId: a, ...refused, message: '같은 주문상품번호가 여러 행에 있습니다(2, 4행).' },
      { row: 5, orderItemId: null, ...refused, message: `주문상품번호가 올바르지 않습니다: ${c}.5` },
      { row: 6, orderItemId: c, ok: true, outcome: 'shipped', message: '발송 처리' },
    ]);
    expect(await statusesOf([a, b, c])).toEqual(['READY', 'READY', 'START']);
  });

  it('ships nothing and tells nobody when applying one of the rows fails', async () => {
    const { oid, lineIds } = await orderOfLines(2);
    const [a, b] = lineIds as [number, number];
    const auditBefore = (await app.auditEntries()).length;
    // The second line's update fails in the database, after the first one's went through.
    await app.db.execute(
      sql.raw(`create or replace function refuse_line() returns trigger language plpgsql as $$
        begin if new.id = ${b} then raise exception 'line locked by a test'; end if; return new; end $$`),
    );
    await app.db.execute(
      sql.raw(
        'create trigger refuse_line before update on mall_order_items for each row execute function refuse_line()',
      ),
    );
    try {
      const failed = await upload(
        await invoiceSheet([
          [a, 'CJ대한통운', '111122223333'],
          [b, 'CJ대한통운', '222233334444'],
        ]),
      );
      expect(failed.statusCode).toBe(500);
      expect(failed.json().err_msg).not.toContain('line locked');
    } finally {
      await app.db.execute(sql.raw('drop trigger refuse_line on mall_order_items'));
      await app.db.execute(sql.raw('drop function refuse_line()'));
    }
    expect(await statusesOf([a, b])).toEqual(['READY', 'READY']);
    expect(await shippedMessagesFor(oid)).toHaveLength(0);
    expect((await app.auditEntries()).length).toBe(auditBefore);
  });
});
