import { paymentHold, paymentHoldMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { emptyCart, goodsInCart, orderBody, placeOrder } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expireOrderHolds } from './expire-order-holds';
import { mallOrders } from './orders.tables';

let app: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { name: '김주문', phone: '01022223333' })));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
});
afterAll(() => app.dispose());

const orderForm = (ids: number[], who = cookie) =>
  app.inject({
    method: 'POST',
    url: '/new_api/customer/order/v2/form',
    headers: { cookie: who },
    payload: { cartIdSet: ids },
  });
const extend = (oid: string, who = cookie) =>
  app.inject({
    method: 'POST',
    url: `/new_api/customer/order/v2/${oid}/extend-hold`,
    headers: { cookie: who },
  });
const minutesFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

async function row(oid: string) {
  const [found] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
  if (!found) throw new Error(`order ${oid} missing`);
  return found;
}

/** An order placed for two units of a product, its payment window left unpaid. */
async function unpaidOrder(warehouse: string) {
  await emptyCart(app, cookie);
  const ids = await goodsInCart(app, cookie, { warehouse });
  const body = orderBody(ids);
  const placed = await placeOrder(app, cookie, body);
  expect(placed.statusCode, placed.body).toBe(200);
  return { ids, oid: placed.json().data.oid as string, orderKey: body.orderKey };
}

describe('the order form’s payment time limit (issue 42, KWCAG 2.2.1)', () => {
  it('shows the unpaid order of these rows with its hold, and the next attempt pays that same order', async () => {
    const { ids, oid, orderKey } = await unpaidOrder('보류 창고');
    const form = (await orderForm(ids)).json().data;
    expect(form.pendingPayment).toMatchObject({ oid, orderKey, hold: { extensionsLeft: 2 } });
    expect(minutesFromNow(form.pendingPayment.hold.expiresAt)).toBeGreaterThan(14.5);
    // Other rows (these and one more) have no such order; another member sees none of it.
    const more = await goodsInCart(app, cookie, { warehouse: '다른 창고' });
    expect(more.length).toBe(ids.length + 1);
    expect((await orderForm(more)).json().data.pendingPayment).toBeNull();
    expect((await orderForm(ids, otherCookie)).statusCode).toBe(400);

    const again = await placeOrder(app, cookie, orderBody(ids, { orderKey: form.pendingPayment.orderKey }));
    expect(again.json().data.oid).toBe(oid);
    expect(await app.db.$count(mallOrders, eq(mallOrders.orderKey, orderKey))).toBe(1);
  });

  it('extends the hold twice by 15 minutes from now, then says no more; 404 for another member', async () => {
    const { oid } = await unpaidOrder('연장 창고');
    await app.db
      .update(mallOrders)
      .set({ holdExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(mallOrders.oid, oid));
    expect((await extend(oid, otherCookie)).statusCode).toBe(404);
    expect((await row(oid)).holdExtensions).toBe(0);

    const first = await extend(oid);
    expect(first.statusCode, first.body).toBe(200);
    expect(minutesFromNow(first.json().data.expiresAt)).toBeGreaterThan(14.5);
    expect(first.json().data.extensionsLeft).toBe(paymentHold.maxExtensions - 1);
    expect((await extend(oid)).json().data.extensionsLeft).toBe(0);
    const third = await extend(oid);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(paymentHoldMessages.noMoreExtensions);
    expect((await row(oid)).holdExtensions).toBe(paymentHold.maxExtensions);

    // A payment attempt starts a new hold with its extensions.
    const form = (await orderForm((await row(oid)).cartIds)).json().data;
    await placeOrder(
      app,
      cookie,
      orderBody((await row(oid)).cartIds, { orderKey: form.pendingPayment.orderKey }),
    );
    expect((await row(oid)).holdExtensions).toBe(0);
  });

  it('does not bring back a hold that ran out: its stock went back', async () => {
    const { ids, oid } = await unpaidOrder('만료 창고');
    await app.db
      .update(mallOrders)
      .set({ holdExpiresAt: new Date(Date.now() - 1_000) })
      .where(eq(mallOrders.oid, oid));
    const late = await extend(oid);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(paymentHoldMessages.expired);
    await expireOrderHolds(app.db);
    expect(await row(oid)).toMatchObject({ status: 'PAY_FAIL', stockHeld: false });
    expect((await extend(oid)).json().message).toBe(paymentHoldMessages.notHeld);
    expect((await orderForm(ids)).json().data.pendingPayment).toBeNull();
  });
});
