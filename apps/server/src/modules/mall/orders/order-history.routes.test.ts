import { orderMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createContent, createProduct, createWarehouse } from '../../../test/mall-factories';
import {
  askRefund,
  buyItems,
  cartIds,
  editCart,
  extraPayBody,
  orderBody,
  placeOrder,
} from '../../../test/mall-flow';
import { decideInSimulator } from '../../../test/payment-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { mallOrders } from './orders.tables';

let app: TestApp;
let buyer: string;
let admin: string;
let warehouseId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(app, await createMember(app.db)));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 100_000 });
});
afterAll(() => app.dispose());

const get = (url: string, cookie = buyer) => app.inject({ method: 'GET', url, headers: { cookie } });
const detail = async (oid: string) =>
  (await get(`/new_api/customer/order/v2/order-result/${oid}`)).json().data;
const listed = async () =>
  (await get('/new_api/customer/order/v2/list')).json().data.customerOrderList as {
    oid: string;
    refundedAmount: number;
    failReason: string | null;
  }[];

/** A product of 10,000원 bought in one order paid by `gopaymethod` (a virtual account is only issued). */
async function bought(gopaymethod: string, quantity = 1) {
  const { itemId } = await createProduct(app.db, { warehouseId, price: 10_000, stock: 50 });
  return buyItems(app, buyer, [{ itemId, productStock: quantity }], { gopaymethod });
}

const approve = (refundId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/mall/refunds/${refundId}/approve`,
    headers: { cookie: admin },
    payload: {},
  });

describe('what the order says of its payment', () => {
  it('shows the rows of the method used: card details only for a card, the bank of a transfer', async () => {
    const card = (await detail(await bought('Card'))).paymentInfo;
    expect(card).toMatchObject({ cardName: '신한카드', card_Quota: '00', acctBankName: null });
    expect(card.applNum).toMatch(/^\d{8}$/);

    const transfer = (await detail(await bought('DirectBank'))).paymentInfo;
    expect(transfer).toMatchObject({
      card_Code: null,
      cardName: null,
      card_Num: null,
      applNum: null,
      acctBankName: '신한은행',
      vact_Num: null,
    });

    const account = (await detail(await bought('VBank'))).paymentInfo;
    expect(account).toMatchObject({ cardName: null, applNum: null, vact_Time: '23:59:00' });
    expect(account.vact_Num).toBeTruthy();
  });
});

describe('refunds the member sees', () => {
  it('lists each refund with its amount, method and date, and what remains paid, in the detail and the list', async () => {
    const oid = await bought('Card', 2); // 20,000 + 3,000 delivery
    const shown = await detail(oid);
    const line = shown.deliveryList[0].orderProductList[0].orderItemId as number;
    expect((await approve(await askRefund(app, buyer, oid, { lines: [line] }))).statusCode).toBe(200);

    const after = await detail(oid);
    expect(after.refundList).toEqual([
      {
        refundId: expect.any(Number),
        refundType: 'CANCEL',
        amount: 20_000,
        refundedAt: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}:\d{2}$/),
        payMethod: 'Card',
        account: null,
      },
    ]);
    expect(after).toMatchObject({
      totalPaidAmount: 23_000,
      refundedAmount: 20_000,
      remainingPaidAmount: 3000,
    });
    expect(after.paymentList[0]).toMatchObject({ paidAmount: 23_000, refundedAmount: 20_000 });
    expect((await listed()).find((order) => order.oid === oid)?.refundedAmount).toBe(20_000);
  });

  it('names the account a deposit was refunded to, masked but its last digits', async () => {
    const oid = await bought('VBank');
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    expect(await app.paymentSimulator().deposit(String(order?.tid))).toEqual(['OK']);
    const refundId = await askRefund(app, buyer, oid, { account: ['신한은행', '110-123-456789', '김주문'] });
    expect((await approve(refundId)).statusCode).toBe(200);
    const after = await detail(oid);
    expect(after.refundList[0]).toMatchObject({
      amount: 13_000,
      payMethod: 'VBank',
      account: { bankName: '신한은행', number: '********6789', owner: '김주문' },
    });
    expect(after.remainingPaidAmount).toBe(0);
  });
});

describe('payments that never went through', () => {
  it('keeps closed or declined windows out of the member’s list and count, for the administrator only', async () => {
    const before = (await get('/new_api/customer/mypage/summary')).json().data.orders as number;
    const { itemId } = await createProduct(app.db, { warehouseId, price: 7000, stock: 10 });
    await editCart(app, buyer, { itemId, productStock: 1 });
    const placed = (await placeOrder(app, buyer, orderBody(await cartIds(app, buyer)))).json().data;
    await decideInSimulator(app, { device: 'pc', fields: placed.form.fields, decision: 'decline' });

    expect((await listed()).map((order) => order.oid)).not.toContain(placed.oid);
    expect((await get('/new_api/customer/mypage/summary')).json().data.orders).toBe(before);
    const forAdmin = await get(`/api/admin/mall/orders?searchType=oid&searchText=${placed.oid}`, admin);
    expect(JSON.stringify(forAdmin.json())).toContain(placed.oid);
    // Opened by its address (the order-complete page), it says why it failed.
    const failed = await detail(placed.oid);
    expect(failed).toMatchObject({ orderStatus: 'PAY_FAIL', failReason: expect.any(String) });
    expect(failed.failReason.length).toBeGreaterThan(0);
  });

  it('keeps a lapsed virtual account in the list, with why it failed', async () => {
    const oid = await bought('VBank');
    expect(
      await app.services.payments.reconcile(new Date(Date.now() + 2 * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    const row = (await listed()).find((order) => order.oid === oid);
    expect(row?.failReason).toBeTruthy();
  });
});

describe('the extra-pay dialog’s checks', () => {
  it('refuses a malformed phone or e-mail as the order form does, and asks no address of contents', async () => {
    const oid = await bought('Card');
    const asked = await app.inject({
      method: 'POST',
      url: `/api/admin/mall/orders/${oid}/extra`,
      headers: { cookie: admin },
      payload: { amount: 2500, reason: '제주 추가 배송비' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const info = (await get(`/new_api/customer/order/v2/extra/${oid}`)).json().data;
    expect(info.needsShipping).toBe(true);
    const pay = (change: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/new_api/customer/order/v2/extra/pay/pc',
        headers: { cookie: buyer },
        payload: extraPayBody(info, change),
      });
    expect((await pay({ buyerTel: '공일공-일이삼사' })).json().message).toBe(
      orderMessages.ordererPhoneInvalid,
    );
    expect((await pay({ buyerEmail: 'not-an-email' })).json().message).toBe(
      orderMessages.ordererEmailInvalid,
    );
    expect((await pay({ shippingPhone: 'abcd' })).json().message).toBe(orderMessages.recipientPhoneInvalid);
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    expect(order?.status).toBe('EXTRA_CREATED');

    const content = await createContent(app.db, { price: 4000, downloadPeriod: 30 });
    const contentOid = await buyItems(app, buyer, [{ itemId: content.itemId }]);
    await app.inject({
      method: 'POST',
      url: `/api/admin/mall/orders/${contentOid}/extra`,
      headers: { cookie: admin },
      payload: { amount: 1000, reason: '라이선스 변경' },
    });
    expect((await get(`/new_api/customer/order/v2/extra/${contentOid}`)).json().data.needsShipping).toBe(
      false,
    );
  });
});

describe('what the order says of its lines', () => {
  it('keeps an engraving on its ordered line, priced with it', async () => {
    const book = await createProduct(app.db, {
      warehouseId,
      price: 12_000,
      tree: [{ path: ['유아부', '학생용'], stock: 5 }],
      writing: { name: '이름 새김 문구', required: false, extraPrice: 1000 },
    });
    const oid = await buyItems(app, buyer, [
      {
        itemId: book.itemId,
        productOptionList: [
          {
            optionId: book.treeOptionId,
            combinationId: book.combinations.get('유아부/학생용'),
            quantity: 2,
            writingList: [{ optionId: book.writingOptionId, optionMessage: '사랑반 김교사' }],
          },
        ],
      },
    ]);
    const [line] = (await detail(oid)).deliveryList[0].orderProductList;
    expect(line).toMatchObject({ quantity: 2, totalPrice: 26_000 });
    expect(line.optionList).toEqual([
      {
        orderItemOptionId: expect.any(Number),
        refundedQuantity: 0,
        infoDetailList: [
          { optionName: '학년', elementName: '유아부' },
          { optionName: '권', elementName: '학생용' },
          { optionName: '이름 새김 문구', elementName: '사랑반 김교사' },
        ],
        quantity: 2,
        totalOptionPrice: 26_000,
      },
    ]);
  });
});
