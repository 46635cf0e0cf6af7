import { purchaseConfirmationMessages } from '@edu/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/audit-log.tables';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createProduct, createWarehouse } from '../../../test/mall-factories';
import { buyItems } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getPurchaseConfirmationSetting } from '../../site-settings';
import { autoConfirmPurchases } from './auto-confirm-purchases';
import { mallOrderItems } from './orders.tables';

let app: TestApp;
let buyer: string;
let other: string;
let admin: string;
let warehouseId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  ({ cookie: other } = await logInAs(app, await createMember(app.db)));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 100_000 });
});
afterAll(() => app.dispose());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  cookie = admin,
) => app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const detail = async (oid: string, cookie = buyer) =>
  (await call('GET', `/new_api/customer/order/v2/order-result/${oid}`, undefined, cookie)).json().data;
const confirm = (oid: string, orderItemIds: number[], cookie = buyer) =>
  call('POST', `/new_api/customer/order/v2/confirm/${oid}`, { orderItemIds }, cookie);
const deliver = (orderItemId: number, deliveryStatus: 'START' | 'DELIVERED') =>
  call('PUT', `/api/admin/mall/order-items/${orderItemId}/delivery`, {
    deliveryStatus,
    ...(deliveryStatus === 'START' ? { deliveryCompany: 'CJ대한통운', invoiceNumber: '123456789012' } : {}),
  });

/** An order of two products of 10,000원 (two units of the first): the buyer's order number and its lines. */
async function twoLines() {
  const first = await createProduct(app.db, { warehouseId, price: 10_000, stock: 50 });
  const second = await createProduct(app.db, { warehouseId, price: 10_000, stock: 50 });
  const oid = await buyItems(app, buyer, [
    { itemId: first.itemId, productStock: 2 },
    { itemId: second.itemId, productStock: 1 },
  ]);
  const lines = (await detail(oid)).deliveryList.flatMap(
    (delivery: { orderProductList: { orderItemId: number }[] }) => delivery.orderProductList,
  ) as { orderItemId: number }[];
  return { oid, lines: lines.map((line) => line.orderItemId) };
}

async function delivered(orderItemId: number) {
  expect((await deliver(orderItemId, 'START')).statusCode).toBe(200);
  expect((await deliver(orderItemId, 'DELIVERED')).statusCode).toBe(200);
}

/** A return request of these lines sent as the refund form sends it (multipart). */
async function askReturn(oid: string, lines: number[]) {
  const form = new FormData();
  form.append(
    'refund',
    JSON.stringify({
      oid,
      refundType: 'PAYBACK',
      reasonType: 'MIND_CHANGE',
      refundAll: false,
      refundItemList: lines.map((orderProductId) => ({ orderProductId })),
      title: '반품 신청',
      refundAccountBankName: '',
      refundAccountNumber: '',
      refundAccountOwner: '',
    }),
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: '/new_api/customer/refund/new',
    headers: { cookie: buyer, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const lineOf = async (orderItemId: number) =>
  (await app.db.select().from(mallOrderItems).where(eq(mallOrderItems.id, orderItemId)))[0];

describe('구매확정 by the buyer', () => {
  it('confirms a delivered line, shows it with its date, and refuses an undelivered line, a second time and another member', async () => {
    const { oid, lines } = await twoLines();
    const [deliveredLine = 0, waitingLine = 0] = lines;
    await delivered(deliveredLine);
    expect((await lineOf(deliveredLine))?.deliveredAt).toBeInstanceOf(Date);

    const undelivered = await confirm(oid, [waitingLine]);
    expect(undelivered.statusCode).toBe(400);
    expect(undelivered.json().message).toBe(purchaseConfirmationMessages.notDelivered);
    expect((await confirm(oid, [deliveredLine], other)).statusCode).toBe(404);
    expect((await confirm(oid, [])).statusCode).toBe(400);

    const confirmed = await confirm(oid, [deliveredLine]);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.confirmedList).toEqual([
      {
        orderItemId: deliveredLine,
        confirmedAt: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2} /),
        confirmedBy: 'buyer',
      },
    ]);
    expect((await confirm(oid, [deliveredLine])).statusCode).toBe(409);

    const shown = await detail(oid);
    expect(shown.autoConfirmDays).toBe(7);
    const products = shown.deliveryList.flatMap(
      (delivery: { orderProductList: Record<string, unknown>[] }) => delivery.orderProductList,
    );
    expect(
      products.find((line: { orderItemId: number }) => line.orderItemId === deliveredLine),
    ).toMatchObject({
      confirmedBy: 'buyer',
      confirmedAt: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}/),
    });
    expect(products.find((line: { orderItemId: number }) => line.orderItemId === waitingLine)).toMatchObject({
      confirmedAt: null,
    });
    // The list says 구매확정 only once every goods line is confirmed.
    const listed = async () =>
      (
        (await call('GET', '/new_api/customer/order/v2/list', undefined, buyer)).json().data
          .customerOrderList as {
          oid: string;
          purchaseConfirmedAt: string | null;
        }[]
      ).find((order) => order.oid === oid);
    expect((await listed())?.purchaseConfirmedAt).toBeNull();
    await delivered(waitingLine);
    expect((await confirm(oid, [waitingLine])).statusCode).toBe(200);
    expect((await listed())?.purchaseConfirmedAt).toMatch(/^\d{4}\.\d{2}\.\d{2}/);
  });

  it('refuses a return request naming a confirmed line, with the reason, and stores nothing', async () => {
    const { oid, lines } = await twoLines();
    const [line = 0] = lines;
    await delivered(line);
    expect((await confirm(oid, [line])).statusCode).toBe(200);
    const asked = await askReturn(oid, [line]);
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe(purchaseConfirmationMessages.refundRefused);
    const sales = await call('GET', `/new_api/order/v2/sales/detail/${oid}`, undefined, buyer);
    expect(sales.json().data.refundList).toEqual([]);
    expect((await detail(oid)).orderStatus).toBe('ORDER_DONE');
  });

  it('refuses a line asked back while the request waits', async () => {
    const { oid, lines } = await twoLines();
    const [line = 0] = lines;
    await delivered(line);
    expect((await askReturn(oid, [line])).statusCode).toBe(200);
    const refused = await confirm(oid, [line]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(purchaseConfirmationMessages.requestPending);
  });
});

describe('구매확정 after the set days', () => {
  it('confirms delivered lines N days after delivery, not before, once', async () => {
    const { lines } = await twoLines();
    const [line = 0, waiting = 0] = lines;
    await delivered(line);
    const deliveredAt = (await lineOf(line))?.deliveredAt as Date;
    const day = 86_400_000;

    await autoConfirmPurchases(app.db, 7, new Date(deliveredAt.getTime() + 7 * day - 60_000));
    expect((await lineOf(line))?.confirmedAt).toBeNull();

    const at = new Date(deliveredAt.getTime() + 7 * day + 60_000);
    expect(await autoConfirmPurchases(app.db, 7, at)).toBeGreaterThanOrEqual(1);
    expect(await lineOf(line)).toMatchObject({ confirmedAt: at, confirmedBy: 'auto' });
    expect((await lineOf(waiting))?.confirmedAt).toBeNull();
    // A second run (or a second server) leaves it as it was.
    await autoConfirmPurchases(app.db, 7, new Date(at.getTime() + day));
    expect(await lineOf(line)).toMatchObject({ confirmedAt: at, confirmedBy: 'auto' });
  });
});

describe('the dashboard’s settled sales', () => {
  it('counts the won of lines confirmed in its days', async () => {
    const before = (await call('GET', '/api/admin/mall/dashboard')).json().contents.confirmedSales as number;
    const { oid, lines } = await twoLines();
    const [line = 0] = lines;
    await delivered(line);
    expect((await confirm(oid, [line])).statusCode).toBe(200);
    const after = (await call('GET', '/api/admin/mall/dashboard')).json().contents.confirmedSales as number;
    expect(after - before).toBe(20_000);
  });
});

describe('the 구매확정 setting', () => {
  const url = '/api/admin/site-settings/purchase-confirmation';
  it('is 7 days until an administrator sets it, for administrators only, audited', async () => {
    expect((await call('GET', url)).json().contents).toEqual({ autoConfirmDays: 7 });
    expect((await call('PUT', url, { autoConfirmDays: 10 }, buyer)).statusCode).toBe(403);
    const wrong = await call('PUT', url, { autoConfirmDays: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().err_msg).toBe(purchaseConfirmationMessages.daysInvalid);
    const saved = await call('PUT', url, { autoConfirmDays: 10 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().contents).toEqual({ autoConfirmDays: 10 });
    expect(await getPurchaseConfirmationSetting(app.db)).toEqual({ autoConfirmDays: 10 });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'site-setting:purchase-confirmation'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: 'site-setting.update', summary: '자동 구매확정 기간: 7일 → 10일' });
    const { oid } = await twoLines();
    expect((await detail(oid)).autoConfirmDays).toBe(10);
    await call('PUT', url, { autoConfirmDays: 7 });
  });
});
