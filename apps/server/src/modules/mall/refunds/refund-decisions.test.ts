import { afterSaleMessages, contentStatusLabels } from '@edu/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { addContentFiles, createContent, createProduct, createWarehouse } from '../../../test/mall-factories';
import { buyItems } from '../../../test/mall-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { paymentRefunds, payments } from '../../payments/payments.tables';
import { mallItems, mallOptionCombinations } from '../catalog/catalog.tables';
import { mallOrderItems, mallOrders } from '../orders/orders.tables';
import { mallRefundKey } from './refund-request';
import { mallRefundItems, mallRefunds } from './refunds.tables';
import { repairInterruptedRefunds } from './repair-interrupted-refunds';

let app: TestApp;
let buyer: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

/** A paid card order of two lines: 8,000 and 2×6,000 with a 3,000 fee = 23,000. */
async function paidOrder() {
  const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
  const a = await createProduct(app.db, { warehouseId, price: 8000, stock: 20 });
  const b = await createProduct(app.db, { warehouseId, price: 6000, stock: 20 });
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
  const second: number = detail.deliveryList[0].orderProductList[1].orderItemId;
  return { oid, second, itemIds: [a.itemId, b.itemId] };
}

/** Returns and exchanges are asked of goods on their way: the order's prepared goods are shipped first. */
async function shipPrepared(oid: string) {
  const [order] = await app.db.select({ id: mallOrders.id }).from(mallOrders).where(eq(mallOrders.oid, oid));
  await app.db
    .update(mallOrderItems)
    .set({ deliveryStatus: 'START' })
    .where(and(eq(mallOrderItems.orderId, order?.id ?? 0), eq(mallOrderItems.deliveryStatus, 'READY')));
}

/** The buyer asks for a return, cancellation or exchange of one line or of the whole order. */
async function ask(
  oid: string,
  body: {
    refundType: string;
    reasonType?: string;
    lines: (number | { id: number; quantity?: number; optionList?: unknown[] })[] | 'all';
  },
) {
  if (body.refundType !== 'CANCEL') await shipPrepared(oid);
  const form = new FormData();
  form.append(
    'refund',
    JSON.stringify({
      oid,
      refundType: body.refundType,
      reasonType: body.reasonType ?? 'DAMAGE',
      refundAll: body.lines === 'all',
      refundItemList:
        body.lines === 'all'
          ? []
          : body.lines.map((line) =>
              typeof line === 'number'
                ? { orderProductId: line }
                : { orderProductId: line.id, quantity: line.quantity, optionList: line.optionList },
            ),
      title: '파손',
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

/** The newest request of an order. */
async function newestRequest(oid: string) {
  const [refund] = await app.db
    .select()
    .from(mallRefunds)
    .innerJoin(mallOrders, eq(mallOrders.id, mallRefunds.orderId))
    .where(eq(mallOrders.oid, oid))
    .orderBy(desc(mallRefunds.id))
    .limit(1);
  if (!refund) throw new Error('no request');
  return { refundId: refund.mall_refunds.id, orderId: refund.mall_orders.id };
}

/** A paid order of two lines (23,000 in all) and a request for its second line or for all of it. */
async function requested(body: { refundType: string; lines: 'second' | 'all' }) {
  const { oid, second } = await paidOrder();
  const made = await ask(oid, {
    refundType: body.refundType,
    lines: body.lines === 'all' ? 'all' : [second],
  });
  expect(made.statusCode, made.body).toBe(200);
  return { oid, ...(await newestRequest(oid)) };
}

const approve = (refundId: number, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/mall/refunds/${refundId}/approve`,
    headers: { cookie: admin },
    payload: body,
  });
const receive = (refundId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/mall/refunds/${refundId}/received`,
    headers: { cookie: admin },
  });
const stockOfItem = async (itemId: number) =>
  (await app.db.select({ stock: mallItems.productStock }).from(mallItems).where(eq(mallItems.id, itemId)))[0]
    ?.stock;
const paymentOf = async (orderId: number) =>
  (await app.db.select().from(payments).where(eq(payments.referenceIdx, orderId))).find(
    (row) => row.purpose === 'mall',
  );
const requestRow = async (refundId: number) =>
  (await app.db.select().from(mallRefunds).where(eq(mallRefunds.id, refundId)))[0];
/** The payment ledger's refunds asked under a request's key. */
const ledgerOf = (refundId: number) =>
  app.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.refundKey, mallRefundKey(refundId)));
const orderStatus = async (oid: string) =>
  (await app.db.select({ status: mallOrders.status }).from(mallOrders).where(eq(mallOrders.oid, oid)))[0]
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
    expect(
      [...app.paymentSimulator().transactions.values()].find((t) => t.tid === payment?.tid)?.refunded,
    ).toBe(12_000);
    const ledger = await app.db
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
    const told = await app.outbox({ template: 'mall_refund' });
    expect(told.filter((message) => message.text.includes(oid))).toHaveLength(1);
  });

  it('gives the stock of received returned goods back once', async () => {
    const { refundId } = await requested({ refundType: 'PAYBACK', lines: 'second' });
    const [line] = await app.db
      .select({ itemId: mallOrderItems.itemId })
      .from(mallRefundItems)
      .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallRefundItems.orderItemId))
      .where(eq(mallRefundItems.refundId, refundId));
    const stock = async () =>
      (
        await app.db
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

  it('refunds and restocks a line once: asking for it again is refused, and the whole order then gives back only what is left', async () => {
    const { oid, second, itemIds } = await paidOrder();
    expect((await ask(oid, { refundType: 'PAYBACK', lines: [second] })).statusCode).toBe(200);
    const first = await newestRequest(oid);
    expect((await approve(first.refundId)).json().contents).toMatchObject({ amount: 12_000 });
    expect((await receive(first.refundId)).statusCode).toBe(200);
    expect(await stockOfItem(itemIds[1] as number)).toBe(20);

    for (const refundType of ['PAYBACK', 'CANCEL', 'EXCHANGE']) {
      const again = await ask(oid, { refundType, lines: [second] });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('이미 환불된 상품입니다. 환불되지 않은 상품만 신청할 수 있습니다.');
    }
    expect((await newestRequest(oid)).refundId).toBe(first.refundId);

    expect((await ask(oid, { refundType: 'PAYBACK', lines: 'all' })).statusCode).toBe(200);
    const rest = await newestRequest(oid);
    // What was paid (23,000) less what went back (12,000): the first line and the delivery fee.
    expect((await approve(rest.refundId)).json().contents).toEqual({ status: 'REFUND_PAID', amount: 11_000 });
    expect(await paymentOf(rest.orderId)).toMatchObject({ refundedAmount: 23_000, status: 'refunded' });
    expect((await receive(rest.refundId)).statusCode).toBe(200);
    // Each line's goods came back once.
    expect([await stockOfItem(itemIds[0] as number), await stockOfItem(itemIds[1] as number)]).toEqual([
      20, 20,
    ]);
    const nothingLeft = await ask(oid, { refundType: 'PAYBACK', lines: 'all' });
    expect(nothingLeft.statusCode).toBe(400);
  });

  it('closes the contents of an order cancelled whole in the refund itself: no file, no zip, 환불됨 in the box', async () => {
    const content = await createContent(app.db, { price: 5000, downloadPeriod: 30 });
    await addContentFiles(app.db, app.services.storage, content.itemId, [
      { name: '설교.pdf', data: Buffer.from('%PDF-1.4 sermon') },
    ]);
    const oid = await buyItems(app, buyer, [{ itemId: content.itemId }]);
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: buyer } });
    const entry = async () =>
      (await get('/new_api/customer/order/content/list'))
        .json()
        .data.orderContentList.find((row: { oid: string }) => row.oid === oid);
    const { orderContentId } = await entry();
    const detail = (await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data;
    const one = `/new_api/customer/order/content/download/one?orderContentId=${orderContentId}&orderDownloadId=${detail.orderDownloadInfoList[0].orderDownloadId}`;
    const zip = `/new_api/customer/order/content/download/zip?orderContentId=${orderContentId}`;
    expect((await get(one)).statusCode).toBe(200);

    expect((await ask(oid, { refundType: 'CANCEL', lines: 'all' })).statusCode).toBe(200);
    const { refundId } = await newestRequest(oid);
    expect((await approve(refundId)).json().contents).toEqual({ status: 'REFUND_PAID', amount: 5000 });
    for (const url of [one, zip]) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('환불된 콘텐츠는 다운로드할 수 없습니다.');
    }
    expect(await entry()).toMatchObject({ orderContentStatus: 'REFUNDED', downloadable: false });
    expect(contentStatusLabels.REFUNDED).toBe('환불됨');
    const closed = (await get(`/new_api/customer/order/content/one/${orderContentId}`)).json().data;
    expect(closed.orderDownloadInfoList).toEqual([]);
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
    const [exchanged] = await app.db
      .select({ itemId: mallOrderItems.itemId })
      .from(mallRefundItems)
      .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallRefundItems.orderItemId))
      .where(eq(mallRefundItems.refundId, exchange.refundId));
    const stockOf = async () =>
      (
        await app.db
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
      (await app.db.select().from(mallRefunds).where(eq(mallRefunds.id, exchange.refundId)))[0]?.status,
    ).toBe('REFUND_DONE');
    expect(await stockOf()).toBe(stockBefore);
    const told = await app.outbox({ template: 'mall_refund' });
    expect(
      told.filter((message) => message.text.includes(exchange.oid)).map((message) => message.text),
    ).toContainEqual(expect.stringContaining('교환이 완료되었습니다'));
  });

  it('refuses more than is left to refund before anything changes, then approves the right amount', async () => {
    const { oid, refundId, orderId } = await requested({ refundType: 'PAYBACK', lines: 'second' });
    const before = await requestRow(refundId);
    const payment = await paymentOf(orderId);
    const simulated = () =>
      [...app.paymentSimulator().transactions.values()].find((t) => t.tid === payment?.tid);
    const refundedBefore = simulated()?.refunded;

    const tooMuch = await approve(refundId, { amount: 99_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().err_msg).toBe(
      '환불 금액이 남은 결제 금액(23,000원)보다 많습니다. 23,000원 이하로 입력해 주세요.',
    );
    // Exactly as it was: still waiting, no amount, nobody deciding, the provider never asked.
    expect(await requestRow(refundId)).toEqual(before);
    expect(before).toMatchObject({ status: 'REFUND_REQUESTED', refundAmount: null, decidedBy: null });
    expect(await orderStatus(oid)).toBe('REFUND_WAIT');
    expect(await ledgerOf(refundId)).toEqual([]);
    expect(simulated()?.refunded).toBe(refundedBefore);
    expect((await paymentOf(orderId))?.refundedAmount).toBe(0);

    expect((await approve(refundId, { amount: 12_000 })).json().contents).toEqual({
      status: 'REFUND_PAID',
      amount: 12_000,
    });
    expect((await paymentOf(orderId))?.refundedAmount).toBe(12_000);
  });

  it('refuses a virtual-account refund without the buyer’s refund account before anything changes', async () => {
    const { refundId, orderId } = await requested({ refundType: 'PAYBACK', lines: 'second' });
    // The order as a deposited virtual account would leave it; the request names no refund account.
    await app.db.update(mallOrders).set({ payMethod: 'VBank' }).where(eq(mallOrders.id, orderId));
    const before = await requestRow(refundId);
    const refused = await approve(refundId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toMatch(/^가상계좌 결제는 구매자의 환불 계좌/);
    expect(await requestRow(refundId)).toEqual(before);
    expect(await ledgerOf(refundId)).toEqual([]);
  });

  it('lists each waiting return or cancellation with the amount its approval offers', async () => {
    const part = await requested({ refundType: 'PAYBACK', lines: 'second' });
    const whole = await requested({ refundType: 'CANCEL', lines: 'all' });
    const exchange = await requested({ refundType: 'EXCHANGE', lines: 'second' });
    const listed = (
      await app.inject({ method: 'GET', url: '/api/admin/mall/refunds', headers: { cookie: admin } })
    ).json().contents.list as { refundId: number; suggestedAmount: number | null }[];
    const offered = (refundId: number) => listed.find((row) => row.refundId === refundId)?.suggestedAmount;
    // The chosen goods (2 × 6,000); the whole order with its delivery fee; an exchange gives nothing back.
    expect([offered(part.refundId), offered(whole.refundId), offered(exchange.refundId)]).toEqual([
      12_000,
      23_000,
      null,
    ]);
  });

  it('finishes an approval cut off by a crash once its refund is known to be made', async () => {
    const { oid, refundId, orderId } = await requested({ refundType: 'PAYBACK', lines: 'second' });
    // The "crash": the refund went through under the request's key, the approval never finished.
    await app.db
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
      db: app.db,
      payments: app.services.payments,
      messaging: app.services.messaging,
      log: { info() {}, warn() {}, error() {} },
    };
    expect(await repairInterruptedRefunds(context)).toBe(1);
    expect(await orderStatus(oid)).toBe('PART_RETURNED');
    const [row] = await app.db.select().from(mallRefunds).where(eq(mallRefunds.id, refundId));
    expect(row?.status).toBe('REFUND_PAID');
    expect((await paymentOf(orderId))?.refundedAmount).toBe(12_000);
  });

  it('gives back one unit of two: its money, its stock once received, and the other unit later', async () => {
    const { oid, second, itemIds } = await paidOrder();
    const line = async () =>
      (
        await app.db
          .select({ refunded: mallOrderItems.refundedQuantity, restocked: mallOrderItems.restockedQuantity })
          .from(mallOrderItems)
          .where(eq(mallOrderItems.id, second))
      )[0];
    const asked = await ask(oid, { refundType: 'PAYBACK', lines: [{ id: second, quantity: 1 }] });
    expect(asked.statusCode, asked.body).toBe(200);
    const first = await newestRequest(oid);
    expect((await approve(first.refundId)).statusCode).toBe(200);
    expect((await requestRow(first.refundId))?.refundAmount).toBe(6000);
    expect(await line()).toEqual({ refunded: 1, restocked: 0 });
    await receive(first.refundId);
    expect(await stockOfItem(itemIds[1] as number)).toBe(19);

    // The unit left can still be returned, and then the line is done.
    expect((await ask(oid, { refundType: 'PAYBACK', lines: [second] })).statusCode).toBe(200);
    const rest = await newestRequest(oid);
    expect((await approve(rest.refundId)).statusCode).toBe(200);
    await receive(rest.refundId);
    expect(await line()).toEqual({ refunded: 2, restocked: 2 });
    expect(await stockOfItem(itemIds[1] as number)).toBe(20);
  });

  it('gives back one unit of one option line of several: its own price and its own stock, the rest later', async () => {
    // A buyer of their own: requests are limited per member and minute, and this file asks many.
    ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 100_000 });
    const book = await createProduct(app.db, {
      warehouseId,
      price: 12_000,
      tree: [
        { path: ['유아부', '교사용'], stock: 10, extra: 3000 },
        { path: ['유아부', '학생용'], stock: 10 },
      ],
    });
    const teacher = book.combinations.get('유아부/교사용') as number;
    const student = book.combinations.get('유아부/학생용') as number;
    const oid = await buyItems(app, buyer, [
      {
        itemId: book.itemId,
        productOptionList: [
          { optionId: book.treeOptionId, combinationId: teacher, quantity: 1 },
          { optionId: book.treeOptionId, combinationId: student, quantity: 2 },
        ],
      },
    ]);
    const [line] = (
      await app.inject({
        method: 'GET',
        url: `/new_api/customer/order/v2/order-result/${oid}`,
        headers: { cookie: buyer },
      })
    ).json().data.deliveryList[0].orderProductList;
    const [teacherLine, studentLine] = line.optionList as { orderItemOptionId: number }[];
    const stock = async (combinationId: number) =>
      (
        await app.db
          .select({ stock: mallOptionCombinations.stock })
          .from(mallOptionCombinations)
          .where(eq(mallOptionCombinations.id, combinationId))
      )[0]?.stock;
    const askOptions = (quantity: number | undefined, optionList?: unknown[]) =>
      ask(oid, { refundType: 'PAYBACK', lines: [{ id: line.orderItemId, quantity, optionList }] });

    // Which of the two option lines one unit is would be unclear: the request says it, within what is left.
    expect((await askOptions(1)).json().message).toBe(afterSaleMessages.refundOptionUnitsInvalid);
    expect(
      (
        await askOptions(undefined, [{ orderItemOptionId: studentLine?.orderItemOptionId, quantity: 3 }])
      ).json().message,
    ).toBe(afterSaleMessages.refundOptionUnitsInvalid);
    const asked = await askOptions(undefined, [
      { orderItemOptionId: teacherLine?.orderItemOptionId, quantity: 0 },
      { orderItemOptionId: studentLine?.orderItemOptionId, quantity: 1 },
    ]);
    expect(asked.statusCode, asked.body).toBe(200);
    const sales = await app.inject({
      method: 'GET',
      url: `/new_api/order/v2/sales/detail/${oid}`,
      headers: { cookie: buyer },
    });
    expect(sales.json().data.refundList[0].items).toEqual([
      expect.objectContaining({ quantity: 1, options: [{ label: '유아부 / 학생용', quantity: 1 }] }),
    ]);
    const first = await newestRequest(oid);
    expect((await approve(first.refundId)).statusCode).toBe(200);
    // A student's set is 12,000원; the teacher's set (15,000원) is not averaged in.
    expect((await requestRow(first.refundId))?.refundAmount).toBe(12_000);
    await receive(first.refundId);
    expect([await stock(teacher), await stock(student)]).toEqual([9, 9]);

    // The rest of the line, asked whole, gives back the teacher's set and the other student's set.
    expect((await ask(oid, { refundType: 'PAYBACK', lines: [line.orderItemId] })).statusCode).toBe(200);
    const rest = await newestRequest(oid);
    expect((await approve(rest.refundId)).statusCode).toBe(200);
    expect((await requestRow(rest.refundId))?.refundAmount).toBe(27_000);
    await receive(rest.refundId);
    expect([await stock(teacher), await stock(student)]).toEqual([10, 10]);
    const [counts] = await app.db
      .select({ refunded: mallOrderItems.refundedQuantity, restocked: mallOrderItems.restockedQuantity })
      .from(mallOrderItems)
      .where(eq(mallOrderItems.id, line.orderItemId));
    expect(counts).toEqual({ refunded: 3, restocked: 3 });
  });

  it('takes the return delivery off a return by change of mind (terms 제13조 ③), not off a damaged one', async () => {
    ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
    const { oid, second } = await paidOrder();
    const one = [{ id: second, quantity: 1 }];
    expect(
      (await ask(oid, { refundType: 'PAYBACK', reasonType: 'MIND_CHANGE', lines: one })).statusCode,
    ).toBe(200);
    const byChoice = await newestRequest(oid);
    expect((await approve(byChoice.refundId)).statusCode).toBe(200);
    // One unit of 6,000원 less the 3,000원 way back.
    expect((await requestRow(byChoice.refundId))?.refundAmount).toBe(3000);

    expect((await ask(oid, { refundType: 'PAYBACK', lines: one })).statusCode).toBe(200);
    const damaged = await newestRequest(oid);
    expect((await approve(damaged.refundId)).statusCode).toBe(200);
    expect((await requestRow(damaged.refundId))?.refundAmount).toBe(6000);
  });
});
