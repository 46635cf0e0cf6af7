import { orderPayMethodLabel, payMethodLabels } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportedSheet } from '../../test/excel-sheet';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createProduct, createWarehouse } from '../../test/mall-factories';
import { askRefund, buyItems, cartIds, editCart, orderBody, placeOrder } from '../../test/mall-flow';
import { decideInSimulator, payThroughSimulator } from '../../test/payment-flow';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mallOrders } from '../mall/orders/orders.tables';
import { registrations } from '../registrations/registrations.tables';
import { payments } from './payments.tables';

let app: TestApp;
let buyer: string;
let admin: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: buyer } = await logInAs(
    app,
    await createMember(app.db, { name: '김간편', phone: '01055556666' }),
  ));
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

/** One product in the cart (9,000 + 3,000 fee) and its order placed with `gopaymethod`; answers the window. */
async function orderedWith(gopaymethod: string, device: 'pc' | 'mobile') {
  const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
  const { itemId } = await createProduct(app.db, { warehouseId, price: 9000, stock: 10 });
  expect((await editCart(app, buyer, { itemId, productStock: 1 })).statusCode).toBe(200);
  const placed = await placeOrder(app, buyer, orderBody(await cartIds(app, buyer), { gopaymethod }), device);
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().data as { oid: string; form: { fields: Record<string, string> } };
}

const paymentOf = async (attemptOid: string) =>
  (await app.db.select().from(payments).where(eq(payments.oid, attemptOid)))[0];

describe('the simulated provider’s easy-pay windows', () => {
  it('opens KakaoPay on PC as its own window and approves it the way Inicis does: a card payment naming the easy pay', async () => {
    const { form } = await orderedWith('onlykakaopay', 'pc');
    expect(form.fields).toMatchObject({
      gopaymethod: 'onlykakaopay',
      acceptmethod: 'centerCd(Y):below1000:cardonly',
    });
    const window = await app.inject({
      method: 'POST',
      url: '/__sim/inicis/stdpay/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form.fields).toString(),
    });
    expect(window.statusCode).toBe(200);
    expect(window.body).toContain('<h1>카카오페이 결제</h1>');

    const paid = await decideInSimulator(app, { device: 'pc', fields: form.fields, decision: 'approve' });
    expect(new URLSearchParams(new URL(paid.location).search).get('resultCode')).toBe('0000');
    const payment = await paymentOf(form.fields.oid ?? '');
    expect(payment).toMatchObject({ status: 'paid', method: 'KakaoPay' });
    // The approval answer as stored: Inicis's PC fields of a Kakao Money payment.
    expect(payment?.raw).toMatchObject({
      resultCode: '0000',
      payMethod: 'Card',
      CARD_Code: '97',
      CARD_BankCode: '97',
      CARD_SrcCode: 'O',
      P_FN_NM: '카카오머니',
      applNum: '',
      MOID: form.fields.oid,
      TotPrice: '12000',
    });
    expect(payment?.tid).toMatch(/^StdpayCARDINIpayTest\d{20}$/);
  });

  it('opens Naver Pay in the mobile card window flagged d_npay=Y and approves it as P_TYPE=CARD with P_SRC_CODE=I', async () => {
    const { form } = await orderedWith('onlynaverpay', 'mobile');
    expect(form.fields.P_INI_PAYMENT).toBe('CARD');
    expect(form.fields.P_RESERVED).toBe('centerCd=Y&amt_hash=Y&below1000=Y&d_npay=Y');
    const window = await app.inject({
      method: 'POST',
      url: '/__sim/inicis/smart/payment/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form.fields).toString(),
    });
    expect(window.body).toContain('<h1>네이버페이 결제</h1>');
    // The ISP app is a card company's; it is not offered inside an easy pay.
    expect(window.body).not.toContain('ISP 앱으로 결제');

    await decideInSimulator(app, { device: 'mobile', fields: form.fields, decision: 'approve' });
    const payment = await paymentOf(form.fields.P_OID ?? '');
    expect(payment).toMatchObject({ status: 'paid', method: 'NaverPay' });
    expect(payment?.raw).toMatchObject({ P_STATUS: '00', P_TYPE: 'CARD', P_SRC_CODE: 'I', P_FN_CD1: '14' });
    expect(payment?.tid).toMatch(/^INIMX_CARDINIpayTest\d{20}$/);
  });

  it('shows the easy pay on the simulator’s receipt', async () => {
    const { form } = await orderedWith('onlykakaopay', 'mobile');
    expect(form.fields.P_RESERVED).toContain('&d_kakaopay=Y');
    await decideInSimulator(app, { device: 'mobile', fields: form.fields, decision: 'approve' });
    const payment = await paymentOf(form.fields.P_OID ?? '');
    expect(payment?.raw).toMatchObject({
      P_TYPE: 'CARD',
      P_SRC_CODE: 'O',
      P_FN_CD1: '97',
      P_FN_NM: '카카오머니',
    });
    const receipt = await app.inject({ method: 'GET', url: `/__sim/inicis/receipt?noTid=${payment?.tid}` });
    expect(receipt.body).toContain('<dd>카카오페이</dd>');
  });
});

describe('a mall order paid by KakaoPay', () => {
  it('is 카카오페이 in the buyer’s order detail and list and in the administration, and its cancellation is refunded through INIAPI', async () => {
    const warehouseId = await createWarehouse(app.db, { fee: 3000, freeOver: 50_000 });
    const { itemId } = await createProduct(app.db, { warehouseId, price: 9000, stock: 10 });
    const oid = await buyItems(app, buyer, [{ itemId, productStock: 1 }], { gopaymethod: 'onlykakaopay' });

    const detail = (await get(`/new_api/customer/order/v2/order-result/${oid}`, buyer)).json().data;
    expect(detail).toMatchObject({ orderStatus: 'ORDER_DONE', gopaymethod: 'KakaoPay' });
    expect(orderPayMethodLabel(detail.gopaymethod)).toBe('카카오페이');
    // Not a card: no card company is made up for a Kakao Money payment.
    expect(detail.paymentInfo).toMatchObject({ cardName: null, card_Code: null });
    const list = (await get('/new_api/customer/order/v2/list', buyer)).json().data;
    expect(list.customerOrderList.find((order: { oid: string }) => order.oid === oid)).toMatchObject({
      gopaymethod: 'KakaoPay',
    });

    const rows = (
      await get(`/api/admin/mall/orders?searchType=oid&searchText=${oid.slice(-6)}`, admin)
    ).json().contents.list;
    expect(rows).toEqual([expect.objectContaining({ oid, gopaymethod: 'KakaoPay' })]);
    expect(orderPayMethodLabel(rows[0].gopaymethod)).toBe(payMethodLabels.KakaoPay);
    const adminDetail = (await get(`/api/admin/mall/orders/${oid}`, admin)).json().contents;
    expect(adminDetail.paymentList[0]).toMatchObject({ payMethod: 'KakaoPay' });

    const refundId = await askRefund(app, buyer, oid);
    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/mall/refunds/${refundId}/approve`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(approved.json().contents).toEqual({ status: 'REFUND_PAID', amount: 12_000 });
    const [order] = await app.db.select().from(mallOrders).where(eq(mallOrders.oid, oid));
    const [payment] = (
      await app.db
        .select()
        .from(payments)
        .where(eq(payments.referenceIdx, order?.id ?? 0))
    ).filter((row) => row.purpose === 'mall' && row.status !== 'failed');
    expect(payment).toMatchObject({ method: 'KakaoPay', status: 'refunded', refundedAmount: 12_000 });
    // The provider gave the money back to the easy-pay account, like a card: no refund account asked.
    expect(app.paymentSimulator().transactions.get(payment?.tid ?? '')).toMatchObject({
      status: 'cancelled',
      refunded: 12_000,
      easyPay: 'KakaoPay',
    });
    const refunded = (await get(`/new_api/customer/order/v2/order-result/${oid}`, buyer)).json().data;
    expect(refunded.refundList).toEqual([
      expect.objectContaining({ amount: 12_000, payMethod: 'KakaoPay', account: null }),
    ]);
  });
});

describe('a conference registration paid by Naver Pay', () => {
  it('records 네이버페이 on the registration and its result page', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 4, price: 15_000 });
    const registrationIdx = await registerGroup(app, buyer, detailIdx, {
      booker: { name: '김간편', phone: '01055556666', email: 'easy@example.com', church: '사랑교회' },
      attendees: ['홍길동'],
    });
    const paid = await payThroughSimulator(app, {
      cookie: buyer,
      registrationIdx,
      device: 'pc',
      method: 'onlynaverpay',
      decision: 'approve',
    });
    expect(paid.form).toMatchObject({
      gopaymethod: 'onlynaverpay',
      acceptmethod: 'centerCd(Y):below1000:cardonly',
    });
    const [row] = await app.db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
    expect(row).toMatchObject({ status: '등록완료', payMethod: 'NaverPay' });
    const result = (await get(`/api/payment/result?oid=${paid.oid}&device=pc`, buyer)).json().contents;
    expect(result).toMatchObject({ status: 'paid', pay_method: 'NaverPay' });
  });
});

/** The 확인 필요 desk's rows, as the administration reads them. */
const deskRows = async () =>
  (await get('/api/admin/payments/attention', admin)).json().contents.list as {
    kind: string;
    oid: string;
    reason: string;
  }[];

describe('an easy pay the payer left inside the provider’s window (issue 41 item 6)', () => {
  it('a KakaoPay window paid by a plain card (PC): the mall order is a card in its list and Excel, and the desk is told', async () => {
    const { oid: orderOid, form } = await orderedWith('onlykakaopay', 'pc');
    const window = await app.inject({
      method: 'POST',
      url: '/__sim/inicis/stdpay/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form.fields).toString(),
    });
    expect(window.body).toContain('일반 신용카드로 바꿔 결제');
    expect(window.body).toContain('네이버페이로 바꿔 결제');

    const paid = await decideInSimulator(app, {
      device: 'pc',
      fields: form.fields,
      decision: 'approve_as_card',
    });
    expect(new URLSearchParams(new URL(paid.location).search).get('resultCode')).toBe('0000');
    const payment = await paymentOf(form.fields.oid ?? '');
    expect(payment).toMatchObject({ status: 'paid', method: 'Card' });
    // Inicis's answer: a card payment naming no easy pay (CARD_SrcCode empty).
    expect(payment?.raw).toMatchObject({ payMethod: 'Card', CARD_Code: '14', CARD_SrcCode: '' });

    const rows = (
      await get(`/api/admin/mall/orders?searchType=oid&searchText=${orderOid.slice(-6)}`, admin)
    ).json().contents.list;
    expect(rows).toEqual([expect.objectContaining({ oid: orderOid, gopaymethod: 'Card' })]);
    const excel = await get(`/api/admin/mall/orders/excel?searchType=oid&searchText=${orderOid}`, admin);
    expect((await readExportedSheet(excel.rawPayload)).cell('결제수단')).toBe('신용카드');

    expect(await deskRows()).toContainEqual(
      expect.objectContaining({
        kind: 'flagged',
        oid: form.fields.oid,
        reason: '결제수단 변경: 카카오페이 결제창에서 신용카드로 결제되어 신용카드로 기록했습니다.',
      }),
    );
  });

  it('a KakaoPay window paid by Naver Pay (mobile): the registration is 네이버페이 in its Excel and counts, and the desk is told', async () => {
    const { conferenceIdx, detailIdx } = await createConferenceSession(app.db, { limit: 4, price: 15_000 });
    const registrationIdx = await registerGroup(app, buyer, detailIdx, {
      booker: { name: '김간편', phone: '01055556666', email: 'easy@example.com', church: '사랑교회' },
      attendees: ['홍길동'],
    });
    const paid = await payThroughSimulator(app, {
      cookie: buyer,
      registrationIdx,
      device: 'mobile',
      method: 'onlykakaopay',
      decision: 'approve_as_naverpay',
    });
    const payment = await paymentOf(paid.oid);
    expect(payment).toMatchObject({ status: 'paid', method: 'NaverPay' });
    expect(payment?.raw).toMatchObject({ P_TYPE: 'CARD', P_SRC_CODE: 'I' });
    const [row] = await app.db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
    expect(row).toMatchObject({ status: '등록완료', payMethod: 'NaverPay' });

    const excel = await get(`/api/registered/conference/excel/${conferenceIdx}`, admin);
    expect((await readExportedSheet(excel.rawPayload)).cell('결제수단')).toBe('네이버페이');
    const dashboard = (await get(`/api/admin/dashboard?conferenceIdx=${conferenceIdx}`, admin)).json()
      .contents;
    expect(dashboard.byPayMethod).toEqual(
      expect.arrayContaining([
        { method: 'KakaoPay', label: '카카오페이', count: 0 },
        { method: 'NaverPay', label: '네이버페이', count: 1 },
      ]),
    );

    expect(await deskRows()).toContainEqual(
      expect.objectContaining({
        kind: 'flagged',
        oid: paid.oid,
        reason: '결제수단 변경: 카카오페이 결제창에서 네이버페이로 결제되어 네이버페이로 기록했습니다.',
      }),
    );
  });

  it('an easy pay paid as opened is not sent to the desk', async () => {
    const { form } = await orderedWith('onlynaverpay', 'pc');
    await decideInSimulator(app, { device: 'pc', fields: form.fields, decision: 'approve' });
    expect(await paymentOf(form.fields.oid ?? '')).toMatchObject({
      status: 'paid',
      method: 'NaverPay',
      attention: null,
    });
    expect((await deskRows()).map((desk) => desk.oid)).not.toContain(form.fields.oid);
  });
});
