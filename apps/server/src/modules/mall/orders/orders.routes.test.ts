import { orderMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createContent, createProduct, createWarehouse } from '../../../test/mall-factories';
import { cartIds, editCart, orderBody, placeOrder } from '../../../test/mall-flow';
import { decideInSimulator, hiddenFieldsOf } from '../../../test/payment-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payments } from '../../payments/payments.tables';
import { mallItems, mallOptionCombinations } from '../catalog/catalog.tables';
import { mallOrderContents } from '../contents/contents.tables';
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

async function order(oid: string) {
  const [row] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
  if (!row) throw new Error(`order ${oid} missing`);
  return row;
}
async function stockOf(combinationId: number | undefined) {
  const [row] = await app.db
    .select({ stock: mallOptionCombinations.stock })
    .from(mallOptionCombinations)
    .where(eq(mallOptionCombinations.id, combinationId as number));
  return row?.stock;
}
async function productStockOf(itemId: number) {
  const [row] = await app.db
    .select({ stock: mallItems.productStock })
    .from(mallItems)
    .where(eq(mallItems.id, itemId));
  return row?.stock;
}
const detail = async (oid: string, who = cookie) =>
  app.inject({
    method: 'GET',
    url: `/new_api/customer/order/v2/order-result/${oid}`,
    headers: { cookie: who },
  });

/** Goods of two warehouses (one with options) and a content, in the member's cart. */
async function fillCart() {
  const near = await createWarehouse(app.db, { fee: 3000, freeOver: 30_000, name: '본사 창고' });
  const far = await createWarehouse(app.db, { fee: 2500, freeOver: 50_000, name: '파주 창고' });
  const tree = await createProduct(app.db, {
    warehouseId: near,
    price: 12_000,
    regularPrice: 15_000,
    tree: [{ path: ['1학년', '상권'], stock: 10 }],
  });
  const simple = await createProduct(app.db, { warehouseId: far, price: 7000, stock: 10 });
  const content = await createContent(app.db, { price: 5000, downloadPeriod: 30 });
  const combinationId = tree.combinations.get('1학년/상권');
  await editCart(app, cookie, {
    itemId: tree.itemId,
    productOptionList: [{ optionId: tree.treeOptionId, combinationId, quantity: 3 }],
  });
  await editCart(app, cookie, { itemId: simple.itemId, productStock: 2 });
  await editCart(app, cookie, { itemId: content.itemId });
  return { tree, simple, content, combinationId, ids: await cartIds(app, cookie) };
}

describe('ordering and paying by card', () => {
  it('takes the stock when placed, completes when approved, empties the cart and tells the buyer once', async () => {
    const { simple, combinationId, content, ids } = await fillCart();
    const form = await app.inject({
      method: 'POST',
      url: '/new_api/customer/order/v2/form',
      headers: { cookie },
      payload: { cartIdSet: ids },
    });
    expect(form.json().data).toMatchObject({
      orderName: '김주문',
      orderPhone: '01022223333',
      needsShipping: true,
      // 36,000 > 30,000: free; 14,000 ≤ 50,000: 2,500; plus the content 5,000.
      totalOrderRegularPrice: 45_000 + 14_000 + 5000,
      totalOrderPurchasePrice: 36_000 + 14_000 + 5000,
      totalOrderDeliveryFee: 2500,
      totalPaidAmount: 57_500,
    });

    const placed = await placeOrder(app, cookie, orderBody(ids, { price: 1, totalPaidAmount: 1 }));
    expect(placed.statusCode, placed.body).toBe(200);
    const { oid, form: window } = placed.json().data;
    expect(oid).toMatch(/^HM\d{8}[A-Z0-9]{12}$/);
    expect(window.fields.price).toBe('57500'); // the page's prices are ignored
    expect(await stockOf(combinationId)).toBe(7);
    expect(await productStockOf(simple.itemId)).toBe(8);
    expect(await order(oid)).toMatchObject({ status: 'PAY_WAIT', stockHeld: true, totalPaidAmount: 57_500 });

    const paid = await decideInSimulator(app, { device: 'pc', fields: window.fields, decision: 'approve' });
    expect(new URL(paid.location).pathname).toBe(`/mypage/order_done/${oid}`);
    expect(new URL(paid.location).searchParams.get('resultCode')).toBe('0000');
    const done = await order(oid);
    expect(done).toMatchObject({ status: 'ORDER_DONE', payMethod: 'Card', holdExpiresAt: null });
    expect(await stockOf(combinationId)).toBe(7);
    expect(await cartIds(app, cookie)).toEqual([]);
    const [box] = await app.db.select().from(mallOrderContents).where(eq(mallOrderContents.orderId, done.id));
    expect(box).toMatchObject({ itemId: content.itemId, status: 'CREATE_DONE' });
    expect(box?.downloadExpiration?.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const shown = (await detail(oid)).json().data;
    expect(shown).toMatchObject({
      oid,
      orderStatus: 'ORDER_DONE',
      gopaymethod: 'Card',
      totalPaidAmount: 57_500,
      paymentInfo: { card_Code: '14', cardName: '신한카드' },
      shipping: { shippingName: '박수령', zipCode: '06236' },
    });
    expect(shown.confirm_date).toMatch(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(shown.deliveryList.map((d: { brandName: string; deliveryFee: number }) => d.deliveryFee)).toEqual([
      0, 2500,
    ]);
    expect(shown.deliveryList[0].orderProductList[0]).toMatchObject({
      quantity: 3,
      deliveryStatus: 'READY',
      optionList: [
        {
          infoDetailList: [
            { optionName: '학년', elementName: '1학년' },
            { optionName: '권', elementName: '상권' },
          ],
          quantity: 3,
        },
      ],
    });
    expect(shown.contentList[0]).toMatchObject({ itemId: content.itemId, orderContentId: box?.id });
    expect(shown.paymentList).toHaveLength(1);
    expect(shown.paymentList[0]).toMatchObject({
      paidAmount: 57_500,
      orderStatus: 'ORDER_DONE',
      receipt: true,
    });

    // The browser posts the same return again: nothing changes, one message.
    if (paid.returned)
      await app.inject({
        method: 'POST',
        url: '/api/payment/return/pc',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(paid.returned).toString(),
      });
    const messages = await app.outbox({ template: 'mall_paid' });
    expect(messages.filter((m) => m.text.includes(oid))).toHaveLength(1);
    expect(messages.find((m) => m.text.includes(oid))?.recipient).toBe('01022223333');

    const receipt = await app.inject({
      method: 'GET',
      url: `/new_api/customer/order/v2/receipt/${shown.paymentList[0].oid}`,
      headers: { cookie },
    });
    expect(receipt.statusCode).toBe(302);
    const list = await app.inject({
      method: 'GET',
      url: '/new_api/customer/order/v2/list',
      headers: { cookie },
    });
    expect(list.json().data.customerOrderList[0]).toMatchObject({
      oid,
      orderStatus: 'ORDER_DONE',
      totalPaidAmount: 57_500,
    });
  });

  it('gives the stock back when the card is declined, and takes it again when paid again', async () => {
    const { combinationId, ids } = await fillCart();
    const body = orderBody(ids);
    const { oid, form: window } = (await placeOrder(app, cookie, body)).json().data;
    expect(await stockOf(combinationId)).toBe(7);
    await decideInSimulator(app, { device: 'pc', fields: window.fields, decision: 'decline' });
    expect(await order(oid)).toMatchObject({ status: 'PAY_FAIL', stockHeld: false });
    expect(await stockOf(combinationId)).toBe(10);
    expect(await cartIds(app, cookie)).toHaveLength(3);
    // The same submission again (the page retries): the same order, its stock taken again.
    const again = await placeOrder(app, cookie, body, 'mobile');
    expect(again.json().data.oid).toBe(oid);
    expect(await order(oid)).toMatchObject({ status: 'PAY_WAIT', stockHeld: true, payDevice: 'mobile' });
    expect(await stockOf(combinationId)).toBe(7);
    await decideInSimulator(app, {
      device: 'mobile',
      fields: again.json().data.form.fields,
      decision: 'approve',
    });
    expect(await order(oid)).toMatchObject({ status: 'ORDER_DONE' });
  });

  it('gives the stock back once when an unpaid order’s hold runs out', async () => {
    const { combinationId, ids } = await fillCart();
    const { oid } = (await placeOrder(app, cookie, orderBody(ids))).json().data;
    expect(await stockOf(combinationId)).toBe(7);
    expect(await expireOrderHolds(app.db, new Date(Date.now() + 10 * 60_000))).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await expireOrderHolds(app.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireOrderHolds(app.db, later)).toBe(0);
    expect(await order(oid)).toMatchObject({ status: 'PAY_FAIL', stockHeld: false });
    expect(await stockOf(combinationId)).toBe(10);
    await app.inject({
      method: 'DELETE',
      url: '/new_api/customer/cart/v2/delete-cart-all',
      headers: { cookie },
      payload: ids,
    });
  });
});

describe('a virtual account', () => {
  it('waits for the deposit with the account in a message, then completes on the deposit notice', async () => {
    const { combinationId, ids } = await fillCart();
    const { oid, form: window } = (
      await placeOrder(app, cookie, orderBody(ids, { gopaymethod: 'VBank' }))
    ).json().data;
    await decideInSimulator(app, { device: 'pc', fields: window.fields, decision: 'approve' });
    const waiting = await order(oid);
    expect(waiting).toMatchObject({ status: 'VBANK_WAIT', payMethod: 'VBank', stockHeld: true });
    expect(waiting.holdExpiresAt?.toISOString()).toBe(waiting.vbankDeadline?.toISOString());
    expect(await stockOf(combinationId)).toBe(7);
    expect(await cartIds(app, cookie)).toEqual([]);
    const shown = (await detail(oid)).json().data;
    expect(shown.paymentInfo).toMatchObject({
      vactBankName: waiting.vbankName,
      vact_Num: waiting.vbankNumber,
      vact_Time: '23:59:00',
    });
    const [request] = await app.outbox({ template: 'mall_vbank' });
    expect(request?.text).toContain(String(waiting.vbankNumber));
    expect(request?.text).toContain('23:59:00');

    expect(await app.paymentSimulator().deposit(String(waiting.tid))).toEqual(['OK']);
    expect(await order(oid)).toMatchObject({ status: 'ORDER_DONE' });
    const [box] = await app.db
      .select()
      .from(mallOrderContents)
      .where(eq(mallOrderContents.orderId, waiting.id));
    expect(box?.status).toBe('CREATE_DONE');
  });
});

describe('reconciliation', () => {
  it('undoes an approval the process died before recording, and the order gives its stock back', async () => {
    const { combinationId, ids } = await fillCart();
    const { oid, form: window } = (await placeOrder(app, cookie, orderBody(ids))).json().data;
    const decided = await app.inject({
      method: 'POST',
      url: '/__sim/inicis/stdpay/decide',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...window.fields, decision: 'approve' }).toString(),
    });
    const attemptOid = window.fields.oid as string;
    const ticket = app.services.payments.gateway.readReturn('pc', hiddenFieldsOf(decided.body), {
      oid: attemptOid,
      amount: 57_500,
    });
    if ('kind' in ticket) throw new Error('expected a ticket');
    // What the return does before approving, then the "crash": approved at the provider, never recorded.
    await app.db
      .update(payments)
      .set({
        status: 'approving',
        netCancel: ticket.netCancel,
        updatedAt: new Date(Date.now() - 10 * 60_000),
      })
      .where(eq(payments.oid, attemptOid));
    expect((await ticket.approve()).kind).toBe('approved');
    expect(await stockOf(combinationId)).toBe(7);

    expect(await app.services.payments.reconcile()).toBeGreaterThanOrEqual(1);
    expect([...app.paymentSimulator().transactions.values()].find((t) => t.oid === attemptOid)?.status).toBe(
      'cancelled',
    );
    expect(await order(oid)).toMatchObject({ status: 'PAY_FAIL', stockHeld: false });
    expect(await stockOf(combinationId)).toBe(10);
    await app.inject({
      method: 'DELETE',
      url: '/new_api/customer/cart/v2/delete-cart-all',
      headers: { cookie },
      payload: ids,
    });
  });

  it('expires a virtual account at its deadline and gives the stock back', async () => {
    const { combinationId, ids } = await fillCart();
    const { oid, form: window } = (
      await placeOrder(app, cookie, orderBody(ids, { gopaymethod: 'VBank' }))
    ).json().data;
    await decideInSimulator(app, { device: 'pc', fields: window.fields, decision: 'approve' });
    expect(await order(oid)).toMatchObject({ status: 'VBANK_WAIT' });
    expect(
      await app.services.payments.reconcile(new Date(Date.now() + 2 * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await order(oid)).toMatchObject({ status: 'PAY_FAIL', stockHeld: false });
    expect(await stockOf(combinationId)).toBe(10);
    const failed = await order(oid);
    expect(
      await app.db.select().from(mallOrderContents).where(eq(mallOrderContents.orderId, failed.id)),
    ).toEqual([]);
  });
});

describe('a free order', () => {
  it('completes without the provider and puts the content in the content box', async () => {
    const free = await createContent(app.db, { price: 0, isFree: true, downloadPeriod: 0 });
    await editCart(app, cookie, { itemId: free.itemId });
    const ids = await cartIds(app, cookie);
    const placed = await placeOrder(
      app,
      cookie,
      orderBody(ids, { gopaymethod: undefined, shippingName: '' }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { oid, form } = placed.json().data;
    expect(form).toBeNull();
    const done = await order(oid);
    expect(done).toMatchObject({
      status: 'ORDER_DONE',
      payMethod: 'free',
      totalPaidAmount: 0,
      needsShipping: false,
    });
    const [box] = await app.db.select().from(mallOrderContents).where(eq(mallOrderContents.orderId, done.id));
    expect(box?.downloadExpiration?.getUTCFullYear()).toBe(1999); // unlimited
    expect(await cartIds(app, cookie)).toEqual([]);
  });
});

describe('the order form’s checks', () => {
  it('refuses in the spec’s order, changes nothing, and refuses another member’s order everywhere', async () => {
    const { combinationId, ids } = await fillCart();
    const messageOf = async (extra: Record<string, unknown>) =>
      (await placeOrder(app, cookie, orderBody(ids, extra))).json().message;
    expect(await messageOf({ cartIdSet: [] })).toBe('주문할 상품이 없습니다.');
    expect(await messageOf({ buyerName: ' ', buyerTel: '' })).toBe('주문자 이름을 입력해 주세요.');
    expect(await messageOf({ buyerTel: '', buyerEmail: '' })).toBe('주문자 연락처를 입력해 주세요.');
    expect(await messageOf({ buyerTel: '공일공-일이삼사', buyerEmail: 'not-an-email' })).toBe(
      orderMessages.ordererPhoneInvalid,
    );
    expect(await messageOf({ buyerEmail: '' })).toBe('주문자 이메일을 입력해 주세요.');
    expect(await messageOf({ buyerEmail: 'not-an-email', shippingPhone: 'abcd' })).toBe(
      orderMessages.ordererEmailInvalid,
    );
    expect(await messageOf({ shippingName: '', zipCode: '' })).toBe('받는 분 이름을 입력해 주세요.');
    expect(await messageOf({ shippingPhone: '' })).toBe('받는 분 연락처를 입력해 주세요.');
    expect(await messageOf({ shippingPhone: 'abcd' })).toBe(orderMessages.recipientPhoneInvalid);
    expect(await messageOf({ zipCode: '' })).toBe('우편번호를 입력해 주세요.');
    expect(await messageOf({ address: '' })).toBe('주소를 입력해 주세요.');
    expect(await messageOf({ detailedAddress: '' })).toBe('상세 주소를 입력해 주세요.');
    expect(await messageOf({ gopaymethod: 'Bitcoin' })).toBe('결제 수단을 선택해 주세요.');
    expect(await stockOf(combinationId)).toBe(10);
    expect(await app.db.select().from(mallOrders).where(eq(mallOrders.cartIds, ids))).toEqual([]);

    const { oid } = (await placeOrder(app, cookie, orderBody(ids))).json().data;
    expect((await detail(oid, otherCookie)).statusCode).toBe(404);
    expect((await placeOrder(app, otherCookie, orderBody(ids))).json().message).toBe(
      '주문할 상품이 없습니다.',
    );
    const theirs = await app.inject({
      method: 'GET',
      url: '/new_api/customer/order/v2/list',
      headers: { cookie: otherCookie },
    });
    expect(theirs.json().data.customerOrderList).toEqual([]);
    expect((await detail(oid, '')).statusCode).toBe(401);
    await expireOrderHolds(app.db, new Date(Date.now() + 16 * 60_000));
    await app.inject({
      method: 'DELETE',
      url: '/new_api/customer/cart/v2/delete-cart-all',
      headers: { cookie },
      payload: ids,
    });
  });

  it('lets the buyer of the last unit open the payment again with the same submission', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const tree = await createProduct(app.db, {
      warehouseId,
      price: 9000,
      tree: [{ path: ['마지막', '한 권'], stock: 1 }],
    });
    const combinationId = tree.combinations.get('마지막/한 권');
    const buyer = (await logInAs(app, await createMember(app.db))).cookie;
    await editCart(app, buyer, {
      itemId: tree.itemId,
      productOptionList: [{ optionId: tree.treeOptionId, combinationId, quantity: 1 }],
    });
    const body = orderBody(await cartIds(app, buyer));
    const first = (await placeOrder(app, buyer, body)).json().data;
    expect(await stockOf(combinationId)).toBe(0);
    // The window was closed; the page submits the same order again: its own unit, not "out of stock".
    const again = await placeOrder(app, buyer, body);
    expect(again.json().data.oid).toBe(first.oid);
    expect(again.json().data.form.fields.price).toBe('12000');
    expect(await stockOf(combinationId)).toBe(0);
  });

  it('never sells more than is left to parallel orders', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const tree = await createProduct(app.db, {
      warehouseId,
      title: '한정판 교재',
      price: 10_000,
      tree: [{ path: ['한정', '판'], stock: 3 }],
    });
    const combinationId = tree.combinations.get('한정/판');
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async () => (await logInAs(app, await createMember(app.db))).cookie),
    );
    for (const buyer of buyers)
      await editCart(app, buyer, {
        itemId: tree.itemId,
        productOptionList: [{ optionId: tree.treeOptionId, combinationId, quantity: 1 }],
      });
    // The cart allowed each of them one; only three can have it.
    const answers = await Promise.all(
      buyers.map(async (buyer) => placeOrder(app, buyer, orderBody(await cartIds(app, buyer)))),
    );
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes).toEqual(['031', '031', '031', '031', '031', '200', '200', '200']);
    // Each refusal names the line and what is left, however it was found short: by the cart's read,
    // by its statement, or by a turn before it on the same row.
    for (const refused of answers.filter((answer) => answer.json().code === '031'))
      expect(refused.json().data.shortages).toEqual([
        { optionName: '한정판 교재', optionPathNames: ['한정', '판'], requested: 1, available: 0 },
      ]);
    expect(await stockOf(combinationId)).toBe(0);
  });

  it('takes nothing of an order’s other lines when one line is short', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const plenty = await createProduct(app.db, {
      warehouseId,
      title: '넉넉한 교재',
      price: 5000,
      tree: [{ path: ['넉넉한', '재고'], stock: 10 }],
    });
    const plentyId = plenty.combinations.get('넉넉한/재고');
    const last = await createProduct(app.db, { warehouseId, price: 7000, stock: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 4 }, async () => (await logInAs(app, await createMember(app.db))).cookie),
    );
    for (const buyer of buyers) {
      await editCart(app, buyer, {
        itemId: plenty.itemId,
        productOptionList: [{ optionId: plenty.treeOptionId, combinationId: plentyId, quantity: 2 }],
      });
      await editCart(app, buyer, { itemId: last.itemId, productStock: 1 });
    }
    // All read the one unit as there; one order gets it, and the others leave the plentiful line as it was.
    const answers = await Promise.all(
      buyers.map(async (buyer) => placeOrder(app, buyer, orderBody(await cartIds(app, buyer)))),
    );
    expect(answers.map((answer) => answer.json().code).sort()).toEqual(['031', '031', '031', '200']);
    expect(await productStockOf(last.itemId)).toBe(0);
    expect(await stockOf(plentyId)).toBe(8);
    const placed = await app.db
      .select({ id: mallOrders.id })
      .from(mallOrders)
      .where(eq(mallOrders.goodName, '넉넉한 교재 외 1건'));
    expect(placed).toHaveLength(1);
  });
});
