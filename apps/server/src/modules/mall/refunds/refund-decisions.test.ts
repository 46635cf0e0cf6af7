import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createProduct, createWarehouse } from '../../../test/mall-factories';
import { buyItems } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { messageOutbox } from '../../messaging/messaging.tables';
import { paymentRefunds, payments } from '../../payments/payments.tables';
import { mallItems } from '../catalog/catalog.tables';
import { mallOrderItems, mallOrders } from '../orders/orders.tables';
import { mallRefundKey, repairInterruptedRefunds } from './decide-refund';
import { mallRefundItems, mallRefunds } from './refunds.tables';

let app: TestApp;
let buyer: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(db())));
  ({ cookie: admin } = await logInAs(app, await createMember(db(), { level: 10 })));
});
afterAll(() => app.dispose());

const db = () => app.services.database.db;
const simulator = () => {
  const sim = app.services.payments.simulator;
  if (!sim) throw new Error('the tests run on the payment simulator');
  return sim;
};

/** A card order of two lines (8,000 and 2×6,000 with a 3,000 fee = 23,000) and a return request for one or all. */
async function requested(body: { refundType: string; lines: 'second' | 'all' }) {
  const warehouseId = await createWarehouse(db(), { fee: 3000, freeOver: 50_000 });
  const a = await createProduct(db(), { warehouseId, price: 8000, stock: 20 });
  const b = await createProduct(db(), { warehouseId, price: 6000, stock: 20 });
  const oid = await buyItems(app, buyer, [
    { itemId: a.itemId, productStock: 1 },
    { itemId: b.itemId, productStock: 2 },
  ]);
  const detail = (
    await app.inject({
      method: 'GET',
      url: `/new_api/customer/order/v2/order-result/${oid}`,
      headers: { cookie: buyer },
    })
  ).json().data;
  const second = detail.deliveryList[0].orderProductList[1].orderItemId;
  const form = new FormData();
  form.append(
    'refund',
    JSON.stringify({
      oid,
      refundType: body.refundType,
      reasonType: 'DAMAGE',
      refundAll: body.lines === 'all',
      refundItemList: body.lines === 'all' ? [] : [{ orderProductId: second }],
      title: '파손',
    }),
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const made = await app.inject({
    method: 'POST',
    url: '/new_api/customer/refund/new',
    headers: { cookie: buyer, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(made.statusCode, made.body).toBe(200);
  const [refund] = await db()
    .select()
    .from(mallRefunds)
    .innerJoin(mallOrders, eq(mallOrders.id, mallRefunds.orderId))
    .where(eq(mallOrders.oid, oid));
  if (!refund) throw new Error('no request');
  return { oid, refundId: refund.mall_refunds.id, orderId: refund.mall_orders.id };
}

const approve = (refundId: number, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/mall/refunds/${refundId}/approve`,
    headers: { cookie: admin },
    payload: body,
  });
const paymentOf = async (orderId: number) =>
  (await db().select().from(payments).where(eq(payments.referenceIdx, orderId))).find(
    (row) => row.purpose === 'mall',
  );
const orderStatus = async (oid: string) =>
  (await db().select({ status: mallOrders.status }).from(mallOrders).where(eq(mallOrders.oid, oid)))[0]
    ?.status;

describe('deciding exchange, return and cancellation requests', () => {
  it('refunds a partial return through the provider exactly once, even when two administrators approve at once', async () => {
    const { oid, refundId, orderId } = await requested({ refundType: 'PAYBACK', lines: 'second' });
    const listed = (
      await app.inject({ method: 'GET', url: '/api/admin/mall/refunds', headers: { cookie: admin } })
    ).json().contents;
    expect(listed.list.find((row: { refundId: number }) => row.refundId === refundId)).toMatchObject({
      oid,
      refundStatus: 'REFUND_REQUESTED',
    });

    const dashboard = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/admin/mall/dashboard', headers: { cookie: admin } })
      ).json().contents;
    const before = await dashboard();
    const [first, second] = await Promise.all([approve(refundId), approve(refundId)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const done = [first, second].find((answer) => answer.statusCode === 200);
    expect(done?.json().contents).toEqual({ status: 'REFUND_PAID', amount: 12_000 });
    const payment = await paymentOf(orderId);
    expect(payment).toMatchObject({ refundedAmount: 12_000, status: 'partially_refunded' });
    expect([...simulator().transactions.values()].find((t) => t.tid === payment?.tid)?.refunded).toBe(12_000);
    const ledger = await db()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundKey, mallRefundKey(refundId)));
    expect(ledger).toHaveLength(1);
    expect(await orderStatus(oid)).toBe('PART_RETURNED');
    const after = await dashboard();
    expect(after.daily.at(-1).refunded - before.daily.at(-1).refunded).toBe(12_000);
    expect(after.daily.at(-1).net - before.daily.at(-1).net).toBe(-12_000);
    expect(after.openRequests - before.openRequests).toBe(-1);
    expect((await approve(refundId)).statusCode).toBe(409);
    const told = await db().select().from(messageOutbox).where(eq(messageOutbox.template, 'mall_refund'));
    expect(told.filter((message) => message.text.includes(oid))).toHaveLength(1);
  });

  it('gives the stock of received returned goods back once', async () => {
    const { refundId } = await requested({ refundType: 'PAYBACK', lines: 'second' });
    const [line] = await db()
      .select({ itemId: mallOrderItems.itemId })
      .from(mallRefundItems)
      .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallRefundItems.orderItemId))
      .where(eq(mallRefundItems.refundId, refundId));
    const stock = async () =>
      (
        await db()
          .select({ stock: mallItems.productStock })
          .from(mallItems)
          .where(eq(mallItems.id, line?.itemId as number))
      )[0]?.stock;
    const receive = () =>
      app.inject({
        method: 'POST',
        url: `/api/admin/mall/refunds/${refundId}/received`,
        headers: { cookie: admin },
      });
    expect((await receive()).statusCode).toBe(409); // not refunded yet
    expect((await approve(refundId)).statusCode).toBe(200);
    expect(await stock()).toBe(18);
    expect((await receive()).statusCode).toBe(200);
    expect(await stock()).toBe(20);
    expect((await receive()).statusCode).toBe(409);
    expect(await stock()).toBe(20);
  });

  it('cancels a whole order with its delivery fee, denies with a reason, and approves an exchange without money', async () => {
    const whole = await requested({ refundType: 'CANCEL', lines: 'all' });
    expect((await approve(whole.refundId)).json().contents).toEqual({
      status: 'REFUND_PAID',
      amount: 23_000,
    });
    expect(await paymentOf(whole.orderId)).toMatchObject({ refundedAmount: 23_000, status: 'refunded' });
    expect(await orderStatus(whole.oid)).toBe('CANCEL');

    const denied = await requested({ refundType: 'PAYBACK', lines: 'second' });
    const deny = await app.inject({
      method: 'POST',
      url: `/api/admin/mall/refunds/${denied.refundId}/deny`,
      headers: { cookie: admin },
      payload: { reason: '수령 후 7일이 지났습니다.' },
    });
    expect(deny.statusCode).toBe(200);
    expect(await orderStatus(denied.oid)).toBe('ORDER_DONE');
    expect((await paymentOf(denied.orderId))?.refundedAmount).toBe(0);

    const exchange = await requested({ refundType: 'EXCHANGE', lines: 'second' });
    expect((await approve(exchange.refundId)).json().contents).toEqual({
      status: 'REFUND_EXCHANGE',
      amount: 0,
    });
    expect(await orderStatus(exchange.oid)).toBe('PART_EXCHANGED');

    // The exchanged goods come back and the replacement went out: done, the buyer told, stock unchanged.
    const [exchanged] = await db()
      .select({ itemId: mallOrderItems.itemId })
      .from(mallRefundItems)
      .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallRefundItems.orderItemId))
      .where(eq(mallRefundItems.refundId, exchange.refundId));
    const stockOf = async () =>
      (
        await db()
          .select({ stock: mallItems.productStock })
          .from(mallItems)
          .where(eq(mallItems.id, exchanged?.itemId as number))
      )[0]?.stock;
    const stockBefore = await stockOf();
    const received = await app.inject({
      method: 'POST',
      url: `/api/admin/mall/refunds/${exchange.refundId}/received`,
      headers: { cookie: admin },
    });
    expect(received.statusCode).toBe(200);
    expect(
      (await db().select().from(mallRefunds).where(eq(mallRefunds.id, exchange.refundId)))[0]?.status,
    ).toBe('REFUND_DONE');
    expect(await stockOf()).toBe(stockBefore);
    const told = await db().select().from(messageOutbox).where(eq(messageOutbox.template, 'mall_refund'));
    expect(
      told.filter((message) => message.text.includes(exchange.oid)).map((message) => message.text),
    ).toContainEqual(expect.stringContaining('교환이 완료되었습니다'));
  });

  it('refuses more than is left to refund and leaves the request to approve again', async () => {
    const { refundId, orderId } = await requested({ refundType: 'PAYBACK', lines: 'second' });
    const tooMuch = await approve(refundId, { amount: 99_000 });
    expect(tooMuch.statusCode).toBe(400);
    const [row] = await db().select().from(mallRefunds).where(eq(mallRefunds.id, refundId));
    expect(row).toMatchObject({ status: 'REFUND_PAY_FAIL' });
    expect(row?.decisionNote).toContain('결제 잔액');
    expect((await paymentOf(orderId))?.refundedAmount).toBe(0);
    expect((await approve(refundId)).json().contents.status).toBe('REFUND_PAID');
  });

  it('finishes an approval cut off by a crash once its refund is known to be made', async () => {
    const { oid, refundId, orderId } = await requested({ refundType: 'PAYBACK', lines: 'second' });
    // The "crash": the refund went through under the request's key, the approval never finished.
    await db()
      .update(mallRefunds)
      .set({ status: 'REFUND_PAY_TRY', refundAmount: 12_000, decidedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(mallRefunds.id, refundId));
    const made = await app.services.payments.refund({
      key: mallRefundKey(refundId),
      purpose: 'mall',
      referenceIdx: orderId,
      amount: 12_000,
      reason: '테스트',
    });
    expect(made.ok).toBe(true);
    const context = {
      db: db(),
      payments: app.services.payments,
      messaging: app.services.messaging,
      log: { info() {}, warn() {}, error() {} },
    };
    expect(await repairInterruptedRefunds(context)).toBe(1);
    expect(await orderStatus(oid)).toBe('PART_RETURNED');
    const [row] = await db().select().from(mallRefunds).where(eq(mallRefunds.id, refundId));
    expect(row?.status).toBe('REFUND_PAID');
    expect((await paymentOf(orderId))?.refundedAmount).toBe(12_000);
  });
});
