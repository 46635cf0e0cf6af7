import { escrowMessages, escrowStatusLabels } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { logInAs } from '../../../test/log-in-as';
import { createContent, setDeliveryStatus } from '../../../test/mall-factories';
import {
  askRefund,
  cartIds,
  editCart,
  goodsInCart,
  orderBody,
  orderDetail,
  placeOrder,
} from '../../../test/mall-flow';
import { decideInSimulator, hiddenFieldsOf, postNotice } from '../../../test/payment-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { payments } from '../../payments/payments.tables';
import { autoConfirmPurchases } from './auto-confirm-purchases';
import { mallOrderItems, mallOrders } from './orders.tables';

/**
 * 구매안전서비스 (escrow) of goods paid by transfer or virtual account, end to end through the simulated
 * KG Inicis: the window's option, the delivery registered when the administrator ships, the buyer's
 * confirmation window and every escrow status notice (replays harmless, forged ones refused).
 */

let app: TestApp;
let cookie: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { name: '김교회', phone: '01077778888' })));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const churchNumber = '123-82-65432';

const escrowGoodsInCart = () => goodsInCart(app, cookie, { warehouse: '에스크로 창고' });

const detail = (oid: string) => orderDetail(app, cookie, oid);

const orderRow = async (oid: string) => {
  const [row] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
  if (!row) throw new Error('no order');
  return row;
};
const paymentOf = async (orderId: number) => {
  const [row] = await app.db.select().from(payments).where(eq(payments.referenceIdx, orderId));
  if (!row) throw new Error('no payment');
  return row;
};
const linesOf = async (orderId: number) =>
  app.db.select().from(mallOrderItems).where(eq(mallOrderItems.orderId, orderId));

const ship = (orderItemId: number, invoiceNumber = '123456789012') =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/mall/order-items/${orderItemId}/delivery`,
    headers: { cookie: admin },
    payload: { deliveryStatus: 'START', deliveryCompany: 'CJ대한통운', invoiceNumber },
  });

const escrowWindow = (oid: string, device: 'pc' | 'mobile' = 'pc') =>
  app.inject({
    method: 'POST',
    url: `/new_api/customer/order/v2/escrow/${oid}`,
    headers: { cookie },
    payload: { device },
  });

const formPost = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** A paid escrow order: goods by virtual account (지출증빙 to a church), deposited. */
async function paidEscrowOrder() {
  const ids = await escrowGoodsInCart();
  const placed = await placeOrder(
    app,
    cookie,
    orderBody(ids, { gopaymethod: 'VBank', cashReceipt: { kind: 'proof', identifier: churchNumber } }),
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const { oid, form } = placed.json().data;
  await decideInSimulator(app, {
    device: 'pc',
    fields: form.fields,
    decision: 'approve',
    typed: { cshr_type: '1', cshr_no: '1238265432' },
  });
  const order = await orderRow(oid);
  const payment = await paymentOf(order.id);
  expect(await app.paymentSimulator().deposit(String(payment.tid))).toEqual(['OK']);
  const [line] = await linesOf(order.id);
  if (!line) throw new Error('no line');
  return { oid, order: await orderRow(oid), tid: String(payment.tid), line, form };
}

/** The provider sends an escrow status notice (the simulator's control, as Inicis would). */
const providerNotice = async (tid: string, clStatus: string, reason = '') =>
  (await formPost('/__sim/inicis/escrow/notice', { tid, cl_status: clStatus, msg_deny: reason })).json()
    .answers as string[];

describe('the escrow option of the payment window', () => {
  it('is asked for goods by virtual account or transfer (PC and mobile), not by card nor for contents', async () => {
    const window = async (gopaymethod: string, device: 'pc' | 'mobile' = 'pc', contentOnly = false) => {
      // Only the row just put in the cart is ordered.
      const before = await cartIds(app, cookie);
      if (contentOnly) {
        const content = await createContent(app.db, { price: 5_000 });
        await editCart(app, cookie, { itemId: content.itemId });
      } else await escrowGoodsInCart();
      const ids = (await cartIds(app, cookie)).filter((id) => !before.includes(id));
      const placed = await placeOrder(app, cookie, orderBody(ids, { gopaymethod }), device);
      expect(placed.statusCode, placed.body).toBe(200);
      return placed.json().data.form.fields as Record<string, string>;
    };
    expect((await window('VBank')).acceptmethod?.split(':')).toContain('useescrow');
    expect((await window('DirectBank')).acceptmethod?.split(':')).toContain('useescrow');
    expect((await window('Card')).acceptmethod?.split(':')).not.toContain('useescrow');
    expect((await window('VBank', 'pc', true)).acceptmethod?.split(':')).not.toContain('useescrow');
    expect((await window('VBANK', 'mobile')).P_RESERVED?.split('&')).toContain('useescrow=Y');
    expect((await window('CARD', 'mobile')).P_RESERVED?.split('&')).not.toContain('useescrow=Y');

    // The simulator's window says so.
    const fields = await window('VBank');
    const page = await formPost('/__sim/inicis/stdpay/auth', fields);
    expect(page.body).toContain('에스크로(구매안전서비스) 적용');
  });
});

describe('an escrow order by virtual account with 지출증빙 to a church', () => {
  it('registers its delivery on shipping, is confirmed in the provider’s window, and shows it', async () => {
    const { oid, order, tid, line } = await paidEscrowOrder();
    expect(order).toMatchObject({ status: 'ORDER_DONE', escrow: true });
    expect(await paymentOf(order.id)).toMatchObject({ escrow: true, escrowStatus: 'paid' });
    expect((await detail(oid)).escrow).toEqual({
      status: 'paid',
      statusLabel: '결제 완료',
      canDecide: false,
      deliveryRegistered: false,
    });

    // Not line by line, and not before shipping.
    const perLine = await app.inject({
      method: 'POST',
      url: `/new_api/customer/order/v2/confirm/${oid}`,
      headers: { cookie },
      payload: { orderItemIds: [line.id] },
    });
    expect(perLine.statusCode).toBe(400);
    expect(perLine.json().message).toBe(escrowMessages.useWindow);
    const early = await escrowWindow(oid);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(escrowMessages.notShipped);

    // Shipping registers the delivery with the provider (which answers with cl_status 2).
    const shipped = await ship(line.id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const simulator = app.paymentSimulator();
    expect(simulator.escrow.states.get(tid)).toMatchObject({
      status: 'delivered',
      delivery: { invoice: '123456789012', exCode: 'cjgls', exName: 'CJ대한통운' },
    });
    const delivered = simulator.escrow.noticeLog.at(-1);
    expect(delivered?.answer).toBe('cd_rslt=0000');
    expect([...new URLSearchParams(delivered?.body).keys()]).toEqual([
      'id_merchant',
      'no_oid',
      'no_tid',
      'dt_req',
      'cl_status',
      'cl_paymethod',
      'price',
      'msg_deny',
    ]);
    expect(await paymentOf(order.id)).toMatchObject({
      escrowStatus: 'delivered',
      escrowDelivery: { courier: 'CJ대한통운', invoice: '123456789012', ok: true },
    });
    expect((await detail(oid)).escrow).toMatchObject({
      status: 'delivered',
      canDecide: true,
      deliveryRegistered: true,
    });

    // The buyer opens the provider's confirmation window (the simulator's page) and confirms.
    const opened = await escrowWindow(oid);
    expect(opened.statusCode, opened.body).toBe(200);
    const { form } = opened.json().data;
    expect(form.jsUrl).toMatch(/\/__sim\/inicis\/stdjs\/INIStdPay_escrow_conf\.js$/);
    expect(form.fields).toMatchObject({ tid, currency: 'WON', version: '1.0' });
    const page = await formPost('/__sim/inicis/escrow/confirm', form.fields);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain('에스크로(구매안전서비스) 적용');
    const decided = await formPost('/__sim/inicis/escrow/decide', { ...form.fields, decision: 'confirm' });
    expect(decided.statusCode).toBe(200);
    const returned = hiddenFieldsOf(decided.body);
    expect(returned).toMatchObject({ ResultCode: '00', tid });
    const back = await formPost(
      new URL(form.fields.returnUrl).pathname + new URL(form.fields.returnUrl).search,
      returned,
    );
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(new RegExp(`/mypage/detail/${oid}$`));

    const shown = await detail(oid);
    expect(shown.escrow).toMatchObject({ status: 'confirmed', statusLabel: '구매확정', canDecide: false });
    const product = shown.deliveryList[0].orderProductList[0];
    expect(product).toMatchObject({ confirmedBy: 'escrow' });
    expect(product.confirmedAt).toMatch(/^\d{4}\.\d{2}\.\d{2} /);
    expect(shown.cashReceipt).toMatchObject({ kind: 'proof', maskedIdentifier: '123-82-*****' });
    expect(shown.cashReceipt.approvalNumber).toMatch(/^\d{9}$/);

    // A replayed notice changes nothing; a later delivery notice does not move it back.
    const [confirmed] = await linesOf(order.id);
    const audits = (await app.auditEntries(`payment:${(await paymentOf(order.id)).oid}`)).length;
    expect(await providerNotice(tid, '3')).toEqual(['cd_rslt=0000']);
    expect(await providerNotice(tid, '2')).toEqual(['cd_rslt=0000']);
    expect((await linesOf(order.id))[0]?.confirmedAt).toEqual(confirmed?.confirmedAt);
    expect((await paymentOf(order.id)).escrowStatus).toBe('confirmed');
    expect((await app.auditEntries(`payment:${(await paymentOf(order.id)).oid}`)).length).toBe(audits);
    // And the window cannot be opened again.
    expect((await escrowWindow(oid)).json().message).toBe(escrowMessages.decided);
  });

  it('is left on the 확인 필요 desk when the buyer refuses, then acknowledged', async () => {
    const { oid, order, tid, line } = await paidEscrowOrder();
    expect((await ship(line.id)).statusCode).toBe(200);
    const { form } = (await escrowWindow(oid, 'mobile')).json().data;
    expect(form.fields).toMatchObject({ P_INI_PAYMENT: 'ESCROWCONFIRM', P_ESCROW_TID: tid });
    // The mobile window takes the confirmation through the same address as payments.
    const page = await formPost('/__sim/inicis/smart/payment/', form.fields);
    expect(page.statusCode).toBe(307);
    const decided = await formPost('/__sim/inicis/escrow/decide', {
      ...form.fields,
      decision: 'refuse',
      msg_deny: '상품 파손',
    });
    expect(hiddenFieldsOf(decided.body)).toMatchObject({ P_STATUS: '01', P_CL_STATUS: '4' });
    expect(await paymentOf(order.id)).toMatchObject({ escrowStatus: 'refused' });
    expect((await linesOf(order.id))[0]?.confirmedAt).toBeNull();
    const desk = await app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: { cookie: admin },
    });
    const paymentOid = (await paymentOf(order.id)).oid;
    const flagged = desk.json().contents.list.find((row: { oid: string }) => row.oid === paymentOid);
    expect(flagged?.reason).toBe(escrowMessages.refusedNote('상품 파손'));
    expect((await detail(oid)).escrow).toMatchObject({ status: 'refused', statusLabel: '구매거절' });

    expect(await providerNotice(tid, '10')).toEqual(['cd_rslt=0000']);
    expect((await paymentOf(order.id)).escrowStatus).toBe('refusalAcknowledged');
    expect(await providerNotice(tid, '8')).toEqual(['cd_rslt=0000']);
    expect((await paymentOf(order.id)).escrowStatus).toBe('cancelled');
    expect((await linesOf(order.id))[0]?.confirmedAt).toBeNull();
  });

  it('is confirmed by the provider itself (31) or by force (32), by escrow', async () => {
    for (const code of ['31', '32']) {
      const { order, tid, line } = await paidEscrowOrder();
      expect((await ship(line.id)).statusCode).toBe(200);
      expect(await providerNotice(tid, code)).toEqual(['cd_rslt=0000']);
      expect((await paymentOf(order.id)).escrowStatus).toBe(
        code === '31' ? 'autoConfirmed' : 'forcedConfirmed',
      );
      expect((await linesOf(order.id))[0]).toMatchObject({ confirmedBy: 'escrow' });
    }
  });

  it('is not confirmed by the daily job: the provider confirms it', async () => {
    const { order, line } = await paidEscrowOrder();
    await app.db
      .update(mallOrderItems)
      .set({ deliveryStatus: 'DELIVERED', deliveredAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(mallOrderItems.id, line.id));
    await autoConfirmPurchases(app.db, 7);
    expect((await linesOf(order.id))[0]?.confirmedAt).toBeNull();
  });
});

describe('a forged escrow notice', () => {
  it('is refused like other notices: from elsewhere, for another merchant, for an unknown payment', async () => {
    const { order, tid, line } = await paidEscrowOrder();
    expect((await ship(line.id)).statusCode).toBe(200);
    const payment = await paymentOf(order.id);
    const notice = {
      id_merchant: 'INIpayTest',
      no_oid: payment.oid,
      no_tid: tid,
      dt_req: '20261126101010',
      cl_status: '3',
      cl_paymethod: '',
      price: String(payment.amount),
      msg_deny: '',
    };
    const answers = await Promise.all([
      postNotice(app, '/api/payment/escrow/noti', notice, '198.51.100.7'),
      postNotice(app, '/api/payment/escrow/noti', { ...notice, id_merchant: 'INIpayXXXX' }),
      // Another payment's tid: its last character changed (to 8 when it was 9, else 9).
      postNotice(app, '/api/payment/escrow/noti', {
        ...notice,
        no_tid: `${tid.slice(0, -1)}${tid.endsWith('9') ? 8 : 9}`,
      }),
      postNotice(app, '/api/payment/escrow/noti', { ...notice, no_oid: 'M0000000000-00000000' }),
      // An escrow notice sent to the deposit address is refused there.
      postNotice(app, '/api/payment/vbank/noti', notice),
    ]);
    expect(answers.map((answer) => answer.body)).toEqual(['FAIL', 'FAIL', 'FAIL', 'FAIL', 'FAIL']);
    expect((await paymentOf(order.id)).escrowStatus).toBe('delivered');
    expect((await linesOf(order.id))[0]?.confirmedAt).toBeNull();
    // The genuine one, from the provider's address, is taken.
    const genuine = await postNotice(app, '/api/payment/escrow/noti', notice);
    expect(genuine.body).toBe('cd_rslt=0000');
    expect((await linesOf(order.id))[0]?.confirmedBy).toBe('escrow');
  });
});

/** The reason the 확인 필요 desk shows for an order's payment, or undefined when it is not there. */
async function deskReasonOf(orderId: number): Promise<string | undefined> {
  const desk = await app.inject({
    method: 'GET',
    url: '/api/admin/payments/attention',
    headers: { cookie: admin },
  });
  const paymentOid = (await paymentOf(orderId)).oid;
  return desk.json().contents.list.find((row: { oid: string }) => row.oid === paymentOid)?.reason;
}

const unexpected = (notice: keyof typeof escrowStatusLabels, standing: keyof typeof escrowStatusLabels) =>
  escrowMessages.unexpectedNote(`${escrowStatusLabels[notice]} 통지`, escrowStatusLabels[standing]);

describe('an escrow notice the provider could not have sent from where the order stands (issue 41)', () => {
  it('a cancellation after 구매확정 is answered, changes nothing and reaches the desk', async () => {
    const { order, tid, line } = await paidEscrowOrder();
    expect((await ship(line.id)).statusCode).toBe(200);
    expect(await providerNotice(tid, '3')).toEqual(['cd_rslt=0000']);
    expect(await deskReasonOf(order.id)).toBeUndefined();

    expect(await providerNotice(tid, '8')).toEqual(['cd_rslt=0000']);
    expect(await paymentOf(order.id)).toMatchObject({ escrowStatus: 'confirmed', status: 'paid' });
    expect((await linesOf(order.id))[0]).toMatchObject({ confirmedBy: 'escrow' });
    expect(await deskReasonOf(order.id)).toBe(unexpected('cancelled', 'confirmed'));
  });

  it('a cancellation after shipping moves the escrow but is on the desk, the payment being still paid', async () => {
    const { order, tid, line } = await paidEscrowOrder();
    expect((await ship(line.id)).statusCode).toBe(200);
    expect(await providerNotice(tid, '8')).toEqual(['cd_rslt=0000']);
    expect(await paymentOf(order.id)).toMatchObject({ escrowStatus: 'cancelled', status: 'paid' });
    expect(await deskReasonOf(order.id)).toBe(escrowMessages.cancelledNote);
  });

  it('a confirmation while a return of the line waits confirms no line, and the desk says which', async () => {
    const { oid, order, tid, line } = await paidEscrowOrder();
    expect((await ship(line.id)).statusCode).toBe(200);
    await setDeliveryStatus(app.db, [line.id], 'DELIVERED');
    await askRefund(app, cookie, oid, {
      refundType: 'PAYBACK',
      lines: [line.id],
      account: ['국민은행', '12345678901234', '김교회'],
    });
    expect(await providerNotice(tid, '3')).toEqual(['cd_rslt=0000']);
    expect((await linesOf(order.id))[0]?.confirmedAt).toBeNull();
    expect(await deskReasonOf(order.id)).toBe(
      `${escrowStatusLabels.confirmed} 통지: ${escrowMessages.confirmationNotApplied(line.title)}`,
    );
  });

  it('a confirmation before shipping leaves the escrow open, so the lines are confirmed once they ship', async () => {
    const { order, tid, line } = await paidEscrowOrder();
    // Sent straight to our address as the provider would (the simulator's own escrow would move with it).
    const payment = await paymentOf(order.id);
    const early = await postNotice(app, '/api/payment/escrow/noti', {
      id_merchant: 'INIpayTest',
      no_oid: payment.oid,
      no_tid: tid,
      dt_req: '20261126101010',
      cl_status: '3',
      cl_paymethod: '',
      price: String(payment.amount),
      msg_deny: '',
    });
    expect(early.body).toBe('cd_rslt=0000');
    expect((await paymentOf(order.id)).escrowStatus).toBe('paid');
    expect(await deskReasonOf(order.id)).toBe(unexpected('confirmed', 'paid'));
    expect(
      (await app.auditEntries(`payment:${(await paymentOf(order.id)).oid}`)).map((e) => e.action),
    ).toContain('payment.escrow_confirmed_unexpected');

    expect((await ship(line.id)).statusCode).toBe(200);
    expect((await paymentOf(order.id)).escrowStatus).toBe('delivered');
    expect(await providerNotice(tid, '3')).toEqual(['cd_rslt=0000']);
    expect((await linesOf(order.id))[0]).toMatchObject({ confirmedBy: 'escrow' });
  });
});
