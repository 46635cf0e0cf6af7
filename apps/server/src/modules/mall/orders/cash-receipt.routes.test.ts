import { cashReceiptMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { goodsInCart, orderBody, orderDetail, placeOrder } from '../../../test/mall-flow';
import { decideInSimulator } from '../../../test/payment-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payments } from '../../payments/payments.tables';
import { mallOrders } from './orders.tables';

/**
 * 현금영수증 with a virtual-account order, through the simulated KG Inicis: the form's choice is kept
 * (masked), the window offers the receipt (`va_receipt`) and the payer types it there, the deposit notice
 * carries the issue in the provider's format, and the order shows it with the provider's receipt page.
 */

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { name: '김교회', phone: '01077778888' })));
});
afterAll(() => app.dispose());

/** A church's 고유번호 (ten digits, as a 사업자등록번호). */
const churchNumber = '123-82-65432';

const cartOfGoods = () => goodsInCart(app, cookie, { warehouse: '현금영수증 창고' });
const detail = (oid: string) => orderDetail(app, cookie, oid);
const attemptOf = async (orderId: number) => {
  const [row] = await app.db.select().from(payments).where(eq(payments.referenceIdx, orderId));
  if (!row) throw new Error('no payment');
  return row;
};

describe('a virtual-account order with 지출증빙 to a church’s number', () => {
  it('is issued with the deposit and shown in the order with the provider’s receipt page', async () => {
    const ids = await cartOfGoods();
    const placed = await placeOrder(
      app,
      cookie,
      orderBody(ids, { gopaymethod: 'VBank', cashReceipt: { kind: 'proof', identifier: churchNumber } }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { oid, form: window } = placed.json().data;
    expect(window.fields.acceptmethod.split(':')).toContain('va_receipt');
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    if (!order) throw new Error('order missing');
    // Only the masked number is kept.
    expect(await attemptOf(order.id)).toMatchObject({
      cashReceiptKind: 'proof',
      cashReceiptMaskedIdentifier: '123-82-*****',
      cashReceiptApprovalNumber: null,
    });

    // The window's cash-receipt part: 지출증빙 (CSHR_Type 1) and the number, typed by the payer.
    await decideInSimulator(app, {
      device: 'pc',
      fields: window.fields,
      decision: 'approve',
      typed: { cshr_type: '1', cshr_no: '1238265432' },
    });
    expect((await detail(oid)).cashReceipt).toMatchObject({
      kind: 'proof',
      maskedIdentifier: '123-82-*****',
      approvalNumber: null,
      url: null,
    });

    const attempt = await attemptOf(order.id);
    const simulator = app.paymentSimulator();
    expect(await simulator.deposit(String(attempt.tid))).toEqual(['OK']);
    // The notice the simulator sent: the captured format, the receipt fields between flg_close and no_req_tid.
    const sent = new URLSearchParams(simulator.noticeLog.at(-1)?.body ?? '');
    const names = [...sent.keys()];
    expect(names.slice(names.indexOf('flg_close'))).toEqual([
      'flg_close',
      'dt_cshr',
      'tm_cshr',
      'no_cshr_appl',
      'no_cshr_tid',
      'no_req_tid',
    ]);
    expect(sent.get('dt_cshr')).toMatch(/^\d{8}$/);
    expect(sent.get('tm_cshr')).toMatch(/^\d{6}$/);
    expect(sent.get('no_cshr_appl')).toMatch(/^\d{9}$/);
    expect(sent.get('no_cshr_tid')).toBe(attempt.tid);

    const shown = (await detail(oid)).cashReceipt;
    expect(shown).toMatchObject({
      kind: 'proof',
      maskedIdentifier: '123-82-*****',
      approvalNumber: sent.get('no_cshr_appl'),
      cancelledAmount: 0,
    });
    const receiptUrl = new URL(shown.url);
    expect(receiptUrl.pathname).toBe('/__sim/inicis/cash-receipt');
    expect([...receiptUrl.searchParams]).toEqual([
      ['noTid', attempt.tid],
      ['clpaymethod', '22'],
    ]);
    const page = await app.inject({ method: 'GET', url: `${receiptUrl.pathname}${receiptUrl.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('현금영수증');
    expect(page.body).toContain('지출증빙');
    expect(page.body).toContain(String(sent.get('no_cshr_appl')));

    // A partial refund cancels the receipt in proportion; the rest with the last refund, by its number.
    const refundAccount = { bankCode: '88', number: '110123456789', holder: '김교회' };
    const partial = await app.services.payments.refund({
      key: `cash-receipt-test:${order.id}:1`,
      purpose: 'mall',
      referenceIdx: order.id,
      amount: 10_000,
      reason: '부분 취소',
      refundAccount,
    });
    expect(partial.ok).toBe(true);
    expect(await attemptOf(order.id)).toMatchObject({
      cashReceiptCancelledAmount: 10_000,
      cashReceiptCancelNumber: null,
    });
    const rest = await app.services.payments.refund({
      key: `cash-receipt-test:${order.id}:2`,
      purpose: 'mall',
      referenceIdx: order.id,
      amount: attempt.amount - 10_000,
      reason: '전체 취소',
      refundAccount,
    });
    expect(rest.ok).toBe(true);
    const refunded = await attemptOf(order.id);
    expect(refunded.cashReceiptCancelledAmount).toBe(attempt.amount);
  });
});

describe('a refused choice', () => {
  it('is refused with its Korean reason and nothing is stored', async () => {
    const ids = await cartOfGoods();
    const ordersBefore = await app.db.$count(mallOrders);
    const paymentsBefore = await app.db.$count(payments);
    const wrongProof = await placeOrder(
      app,
      cookie,
      orderBody(ids, { gopaymethod: 'VBank', cashReceipt: { kind: 'proof', identifier: '123-45-678' } }),
    );
    expect(wrongProof.statusCode).toBe(400);
    expect(wrongProof.json().message).toBe(cashReceiptMessages.business);
    const wrongPhone = await placeOrder(
      app,
      cookie,
      orderBody(ids, {
        gopaymethod: 'DirectBank',
        cashReceipt: { kind: 'deduction', identifier: '02-123-4567' },
      }),
    );
    expect(wrongPhone.statusCode).toBe(400);
    expect(wrongPhone.json().message).toBe(cashReceiptMessages.phone);
    expect(await app.db.$count(mallOrders)).toBe(ordersBefore);
    expect(await app.db.$count(payments)).toBe(paymentsBefore);
  });

  it('is not kept with a card, which has no cash receipt', async () => {
    const ids = await cartOfGoods();
    const placed = await placeOrder(
      app,
      cookie,
      orderBody(ids, {
        gopaymethod: 'Card',
        cashReceipt: { kind: 'deduction', identifier: '010-7777-8888' },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { oid, form: window } = placed.json().data;
    expect(window.fields.acceptmethod).not.toContain('va_receipt');
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    expect(await attemptOf(order?.id ?? 0)).toMatchObject({ cashReceiptKind: null });
    await app.inject({
      method: 'DELETE',
      url: '/new_api/customer/cart/v2/delete-cart-all',
      headers: { cookie },
      payload: ids,
    });
  });
});
