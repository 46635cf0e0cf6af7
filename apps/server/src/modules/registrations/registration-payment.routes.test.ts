import { sessionFullResultCode } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { decideInSimulator, hiddenFieldsOf, payThroughSimulator, postNotice } from '../../test/payment-flow';
import { registerGroup, seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferenceDetails } from '../conferences/conferences.tables';
import { payments } from '../payments/payments.tables';
import { siteSettings } from '../site-settings/site-settings.tables';
import { registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let otherCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  const member = await createMember(app.db, { name: '김결제', phone: '01055556666' });
  ({ cookie } = await logInAs(app, member));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
});
afterAll(() => app.dispose());

/** A fresh session (price 15,000, limit 4) with a registration of two attendees; answers both idxs. */
async function registered(options: { limit?: number; price?: number } = {}) {
  const { detailIdx } = await createConferenceSession(app.db, {
    limit: options.limit ?? 4,
    price: options.price ?? 15_000,
  });
  const registrationIdx = await registerGroup(app, cookie, detailIdx, {
    booker: { name: '김결제', phone: '01055556666', email: 'pay@example.com', church: '사랑교회' },
    attendees: ['홍길동', '김영희'],
  });
  return { detailIdx, registrationIdx };
}

async function registration(idx: number) {
  const [row] = await app.db.select().from(registrations).where(eq(registrations.idx, idx));
  if (!row) throw new Error('registration missing');
  return row;
}

/** Opens the PC payment window for a registration (as the payment page does). */
const openPc = (idx: number, method: string, headers: Record<string, string> = { cookie }) =>
  app.inject({ method: 'POST', url: '/api/payment/pay/pc', headers, payload: { idx, gopaymethod: method } });

const resultQuery = (location: string) => Object.fromEntries(new URL(location).searchParams);

describe('paying a registration by card (PC)', () => {
  it('approves, completes the registration with its barcode, answers the result and sends one message', async () => {
    const { registrationIdx, detailIdx } = await registered();
    const paid = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });

    expect(paid.form.price).toBe('30000'); // the page's price of 1 won is ignored
    expect(paid.status).toBe(303);
    expect(new URL(paid.location).pathname).toBe('/register_done');
    expect(resultQuery(paid.location)).toMatchObject({ oid: paid.oid, payDevice: 'pc', resultCode: '0000' });
    const row = await registration(registrationIdx);
    expect(row).toMatchObject({ status: '등록완료', payMethod: 'Card', holdExpiresAt: null });
    expect(row.tid).toMatch(/^StdpayCARDINIpayTest\d{20}$/);
    expect(row.barcode).toBe(
      `${String(registrationIdx).padStart(4, '0')}${String(detailIdx).padStart(4, '0')}${String(row.memberIdx).padStart(4, '0')}`,
    );
    expect(await seatsTaken(app, detailIdx)).toBe(2);

    const result = await app.inject({
      method: 'GET',
      url: `/api/payment/result?oid=${paid.oid}&device=pc`,
      headers: { cookie },
    });
    expect(result.json().contents).toMatchObject({
      status: 'paid',
      tot_price: 30_000,
      pay_method: 'Card',
      buyer_tel: '01055556666',
      paymentOthers: null,
    });

    const messages = await app.outbox({ recipient: '01055556666' });
    expect(messages.filter((m) => m.template === 'conference_paid')).toHaveLength(1);
    expect(messages.at(-1)?.text).toContain('신청이 완료되었습니다');

    // The browser posts the same return again (back button, double submit): nothing changes.
    const again = await app.inject({
      method: 'POST',
      url: '/api/payment/return/pc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(paid.returned ?? {}).toString(),
    });
    expect(resultQuery(again.headers.location as string).resultCode).toBe('0000');
    const after = await app.outbox({ template: 'conference_paid' });
    expect(after.filter((m) => m.recipient === '01055556666')).toHaveLength(1);
    expect(await registration(registrationIdx)).toMatchObject({ status: '등록완료', tid: row.tid });

    const receipt = await app.inject({
      method: 'GET',
      url: `/api/payment/receipt/${registrationIdx}`,
      headers: { cookie },
    });
    expect(receipt.statusCode).toBe(302);
    expect(receipt.headers.location).toContain(`/__sim/inicis/receipt?noTid=${row.tid}`);
  });

  it('refuses another member the payment page, the window, the result and the receipt', async () => {
    const { registrationIdx } = await registered();
    const paid = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
    const headers = { cookie: otherCookie };
    expect(
      (await app.inject({ method: 'GET', url: `/api/registered/conference/pay/${registrationIdx}`, headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/payment/result?oid=${paid.oid}`, headers })).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/payment/receipt/${registrationIdx}`, headers }))
        .statusCode,
    ).toBe(404);
    const { registrationIdx: unpaid } = await registered();
    const opened = await openPc(unpaid, 'Card', headers);
    expect(opened.statusCode).toBe(404);
    expect((await openPc(unpaid, 'Card', {})).statusCode).toBe(401);
  });

  it('refuses to open the window for a paid registration or an unknown method', async () => {
    const { registrationIdx } = await registered();
    const noMethod = await openPc(registrationIdx, 'Bitcoin');
    expect(noMethod.json()).toMatchObject({ err_msg: '결제 수단을 선택해주세요.' });
    await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
    const again = await openPc(registrationIdx, 'Card');
    expect(again.statusCode).toBe(400);
    expect(again.json().err_msg).toBe('결제할 수 없는 신청입니다.');
  });
});

describe('a session that costs nothing', () => {
  it('completes the registration without a payment window', async () => {
    const { registrationIdx, detailIdx } = await registered({ price: 0 });
    const opened = await openPc(registrationIdx, '');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().contents.form).toBeNull();
    const row = await registration(registrationIdx);
    expect(row).toMatchObject({ status: '등록완료', tid: null, totalPrice: 0 });
    expect(row.barcode).toHaveLength(12);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
    expect((await openPc(registrationIdx, '')).json().err_msg).toBe('결제할 수 없는 신청입니다.');
  });
});

describe('a declined payment', () => {
  it('fails the registration and frees its seats; continuing takes them again and pays', async () => {
    const { registrationIdx, detailIdx } = await registered();
    const declined = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'decline',
    });
    expect(resultQuery(declined.location)).toMatchObject({
      resultCode: 'V013',
      resultMsg: '카드 한도가 초과되었습니다.',
    });
    expect(await registration(registrationIdx)).toMatchObject({
      status: '결제실패',
      failReason: '카드 한도가 초과되었습니다.',
    });
    expect(await seatsTaken(app, detailIdx)).toBe(0);

    const summary = await app.inject({
      method: 'GET',
      url: `/api/registered/conference/pay/${registrationIdx}`,
      headers: { cookie },
    });
    expect(summary.json().contents).toMatchObject({ status: '결제실패', payable: true, total_price: 30_000 });

    const paid = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
    expect(resultQuery(paid.location).resultCode).toBe('0000');
    expect(await registration(registrationIdx)).toMatchObject({ status: '등록완료' });
    expect(await seatsTaken(app, detailIdx)).toBe(2);
  });

  it('cannot continue when the freed seats were taken meanwhile', async () => {
    const { registrationIdx, detailIdx } = await registered({ limit: 2 });
    await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'decline',
    });
    await app.db
      .update(conferenceDetails)
      .set({ registeredPersonnel: 2 })
      .where(eq(conferenceDetails.idx, detailIdx));
    const opened = await openPc(registrationIdx, 'Card');
    expect(opened.statusCode).toBe(403);
    expect(opened.json().err_msg).toBe('접수가 마감되었습니다.');
    expect(await registration(registrationIdx)).toMatchObject({ status: '결제실패' });
  });

  it('a return posted twice at once shows the success both times, never a false failure', async () => {
    const { registrationIdx } = await registered();
    const opened = await openPc(registrationIdx, 'Card');
    const { form } = opened.json().contents as { form: { fields: Record<string, string> } };
    const decided = await app.inject({
      method: 'POST',
      url: '/__sim/inicis/stdpay/decide',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form.fields, decision: 'approve' }).toString(),
    });
    const postReturn = () =>
      app.inject({
        method: 'POST',
        url: '/api/payment/return/pc',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(hiddenFieldsOf(decided.body)).toString(),
      });
    const answers = await Promise.all([postReturn(), postReturn()]);
    expect(answers.map((answer) => resultQuery(String(answer.headers.location)).resultCode)).toEqual([
      '0000',
      '0000',
    ]);
    expect(await registration(registrationIdx)).toMatchObject({ status: '등록완료' });
  });

  it('a closed window leaves the registration waiting and its seats held', async () => {
    const { registrationIdx, detailIdx } = await registered();
    const closed = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'close',
    });
    // The window goes to our close page, which closes the overlay or goes back to the payment page.
    const closePage = new URL(closed.location);
    expect(closePage.pathname).toBe('/api/payment/close');
    const page = await app.inject({ method: 'GET', url: `${closePage.pathname}${closePage.search}` });
    expect(page.body).toContain(`<a id="back" href="/register_pay/${registrationIdx}"`);
    expect(page.body).toContain('<script src="http://localhost:3000/__sim/inicis/stdjs/INIStdPay_close.js">');
    expect(await registration(registrationIdx)).toMatchObject({ status: '결제대기' });
    expect(await seatsTaken(app, detailIdx)).toBe(2);
  });
});

describe('checks on the approval', () => {
  for (const fault of ['wrongAmount', 'badSignature', 'serverError'] as const) {
    it(`net-cancels an approval with ${fault} and fails the registration`, async () => {
      const { registrationIdx, detailIdx } = await registered();
      app.paymentSimulator().failNextApproval(fault);
      const paid = await payThroughSimulator(app, {
        cookie,
        registrationIdx,
        device: 'pc',
        method: 'Card',
        decision: 'approve',
      });
      expect(resultQuery(paid.location).resultCode).toBe('REJECTED');
      expect(await registration(registrationIdx)).toMatchObject({ status: '결제실패', tid: null });
      expect(await seatsTaken(app, detailIdx)).toBe(0);
      const [payment] = await app.db.select().from(payments).where(eq(payments.oid, paid.oid));
      expect(payment?.status).toBe('failed');
      const charged = [...app.paymentSimulator().transactions.values()].filter((t) => t.oid === paid.oid);
      expect(charged.every((t) => t.status === 'cancelled')).toBe(true);
    });
  }

  it('never calls an approval URL the return names outside the allow-list', async () => {
    const { registrationIdx } = await registered();
    const opened = await openPc(registrationIdx, 'Card');
    const { oid } = opened.json().contents;
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payment/return/pc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        resultCode: '0000',
        mid: 'INIpayTest',
        orderNumber: oid,
        authToken: 'x',
        authUrl: 'https://attacker.example/api/payAuth',
        netCancelUrl: 'https://attacker.example/api/netCancel',
        idc_name: 'stg',
      }).toString(),
    });
    expect(resultQuery(forged.headers.location as string).resultCode).toBe('REJECTED');
    expect(await registration(registrationIdx)).toMatchObject({ status: '결제실패' });
  });

  it('a return for an unknown order changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/return/pc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'resultCode=0000&orderNumber=NOPE',
    });
    expect(response.statusCode).toBe(303);
    expect(new URL(response.headers.location as string).pathname).toBe('/');
  });
});

describe('a virtual account (bank deposit)', () => {
  it('waits for the deposit at least 24 hours until 23:59:00, then completes once however often the bank notifies', async () => {
    const { registrationIdx, detailIdx } = await registered();
    // The account's holder is the site's business name as the administrators set it, not a fixed text.
    await app.db
      .insert(siteSettings)
      .values({ key: 'business-details', value: { organisation: '(재)하나교육 테스트' } })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: { organisation: '(재)하나교육 테스트' } },
      });
    const asked = Date.now();
    const issued = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'VBank',
      decision: 'approve',
    });
    expect(resultQuery(issued.location).resultCode).toBe('0000');
    const waiting = await registration(registrationIdx);
    expect(waiting).toMatchObject({ status: '입금대기', vbankName: '신한은행', payMethod: 'VBank' });
    expect(waiting.holdExpiresAt?.toISOString()).toBe(waiting.vbankDeadline?.toISOString());
    // Issued at any hour, the payer has a whole day at least (the test session closes in 10 days).
    const deadline = waiting.vbankDeadline?.getTime() ?? 0;
    expect(deadline - asked).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(deadline - asked).toBeLessThan(48 * 3_600_000);
    expect(await seatsTaken(app, detailIdx)).toBe(2);

    const result = (
      await app.inject({ method: 'GET', url: `/api/payment/result?oid=${issued.oid}`, headers: { cookie } })
    ).json().contents;
    expect(result.status).toBe('waiting_deposit');
    expect(result.paymentOthers).toMatchObject({
      vact_bank_name: '신한은행',
      vact_num: waiting.vbankNumber,
      vact_name: '(재)하나교육 테스트',
    });
    expect(result.paymentOthers.vact_date).toMatch(/ 23:59:00$/);
    const request = (await app.outbox({ template: 'conference_vbank' })).at(-1);
    expect(request?.text).toContain(String(waiting.vbankNumber));
    expect(request?.text).toContain('23:59:00');

    const tid = String(waiting.tid);
    const notice = {
      no_tid: 'ININPGVBNKINIpayTest20261123120000123456',
      no_req_tid: tid,
      no_oid: issued.oid,
      id_merchant: 'INIpayTest',
      no_vacct: String(waiting.vbankNumber),
      amt_input: '30000',
      type_msg: '0200',
    };
    // From an address outside the allow-list, for a wrong amount: refused or kept, nothing paid.
    expect((await postNotice(app, '/api/payment/vbank/noti', notice, '8.8.8.8')).body).toBe('FAIL');
    expect((await postNotice(app, '/api/payment/vbank/noti', { ...notice, amt_input: '1000' })).body).toBe(
      'OK',
    );
    expect(await registration(registrationIdx)).toMatchObject({ status: '입금대기' });

    const paidMessages = async () => (await app.outbox({ template: 'conference_paid' })).length;
    const before = await paidMessages();
    expect(await app.paymentSimulator().deposit(tid)).toEqual(['OK']);
    expect(await registration(registrationIdx)).toMatchObject({ status: '등록완료' });
    // The bank resends the notice: answered OK, one transition, one message.
    expect((await postNotice(app, '/api/payment/vbank/noti', notice)).body).toBe('OK');
    expect(await paidMessages()).toBe(before + 1);
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, issued.oid));
    expect(payment?.status).toBe('paid');
  });

  it('expires with the deadline: the registration fails and the seats go back', async () => {
    const { registrationIdx, detailIdx } = await registered();
    const issued = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'VBank',
      decision: 'approve',
    });
    const later = new Date(Date.now() + 2 * 86_400_000);
    expect(await app.services.payments.reconcile(later)).toBeGreaterThanOrEqual(1);
    expect(await registration(registrationIdx)).toMatchObject({ status: '결제실패' });
    expect(await seatsTaken(app, detailIdx)).toBe(0);
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, issued.oid));
    expect(payment?.status).toBe('expired');
  });
});

describe('mobile payment', () => {
  it('pays by card and by virtual account through the mobile window', async () => {
    const card = await registered();
    const paid = await payThroughSimulator(app, {
      cookie,
      registrationIdx: card.registrationIdx,
      device: 'mobile',
      method: 'CARD',
      decision: 'approve',
    });
    expect(resultQuery(paid.location)).toMatchObject({ payDevice: 'mobile', resultCode: '00' });
    expect(await registration(card.registrationIdx)).toMatchObject({ status: '등록완료', payMethod: 'Card' });

    const bank = await registered();
    const issued = await payThroughSimulator(app, {
      cookie,
      registrationIdx: bank.registrationIdx,
      device: 'mobile',
      method: 'VBANK',
      decision: 'approve',
    });
    expect(resultQuery(issued.location).resultCode).toBe('00');
    const waiting = await registration(bank.registrationIdx);
    expect(waiting.status).toBe('입금대기');
    expect(await app.paymentSimulator().deposit(String(waiting.tid))).toEqual(['OK']);
    expect(await registration(bank.registrationIdx)).toMatchObject({ status: '등록완료' });
  });

  it('takes a card paid through the ISP app (P_TYPE=ISP) as a card payment, not a reason to cancel', async () => {
    const { registrationIdx } = await registered();
    const paid = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'mobile',
      method: 'CARD',
      decision: 'approve_isp',
    });
    expect(resultQuery(paid.location)).toMatchObject({ resultCode: '00' });
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, paid.oid));
    expect(payment?.raw).toMatchObject({ P_TYPE: 'ISP' });
    expect(payment).toMatchObject({ status: 'paid', method: 'Card' });
    expect(await registration(registrationIdx)).toMatchObject({ status: '등록완료', payMethod: 'Card' });
  });

  it('undoes the approval when the session filled up while the payer was in the window, naming why', async () => {
    const { registrationIdx, detailIdx } = await registered({ limit: 2 });
    const opened = await app.inject({
      method: 'POST',
      url: '/api/payment/pay/mobile',
      headers: { cookie },
      payload: { idx: registrationIdx, gopaymethod: 'CARD' },
    });
    expect(opened.statusCode).toBe(200);
    // Meanwhile the hold ran out (its seats went back) and someone else took them.
    await app.db
      .update(registrations)
      .set({ status: '결제실패' })
      .where(eq(registrations.idx, registrationIdx));
    await app.db
      .update(conferenceDetails)
      .set({ registeredPersonnel: 2 })
      .where(eq(conferenceDetails.idx, detailIdx));

    const back = await decideInSimulator(app, {
      device: 'mobile',
      fields: opened.json().contents.form.fields,
      decision: 'approve',
    });
    expect(resultQuery(back.location)).toMatchObject({
      payDevice: 'mobile',
      resultCode: sessionFullResultCode,
      resultMsg: '결제 시간이 지나는 사이 접수가 마감되어 결제를 취소했습니다.',
    });
    const result = await app.inject({
      method: 'GET',
      url: `/api/payment/result?oid=${resultQuery(back.location).oid}`,
      headers: { cookie },
    });
    expect(result.json().contents).toMatchObject({ status: 'failed', resultCode: sessionFullResultCode });
    expect(await registration(registrationIdx)).toMatchObject({ status: '결제실패' });
    expect(await seatsTaken(app, detailIdx)).toBe(2);
  });

  it('a payer who cancels in the mobile window gets the failure and can try again', async () => {
    const { registrationIdx } = await registered();
    const cancelled = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'mobile',
      method: 'BANK',
      decision: 'cancel',
    });
    expect(resultQuery(cancelled.location)).toMatchObject({
      resultCode: '01',
      resultMsg: '사용자가 결제를 취소하였습니다.',
    });
    expect(await registration(registrationIdx)).toMatchObject({ status: '결제실패' });
  });
});

describe('reconciliation and refunds', () => {
  it('undoes an approval the process died before recording', async () => {
    const { registrationIdx, detailIdx } = await registered();
    const opened = await openPc(registrationIdx, 'Card');
    const { oid, form } = opened.json().contents;
    const decided = await app.inject({
      method: 'POST',
      url: '/__sim/inicis/stdpay/decide',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form.fields, decision: 'approve' }).toString(),
    });
    const { hiddenFieldsOf } = await import('../../test/payment-flow');
    const ticket = app.services.payments.gateway.readReturn('pc', hiddenFieldsOf(decided.body), {
      oid,
      amount: 30_000,
    });
    if ('kind' in ticket) throw new Error('expected a ticket');
    // What completeReturn does before approving, then the "crash": approved at the provider, never recorded.
    await app.db
      .update(payments)
      .set({
        status: 'approving',
        netCancel: ticket.netCancel,
        updatedAt: new Date(Date.now() - 10 * 60_000),
      })
      .where(eq(payments.oid, oid));
    const approval = await ticket.approve();
    expect(approval.kind).toBe('approved');

    expect(await app.services.payments.reconcile()).toBeGreaterThanOrEqual(1);
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
    expect(payment?.status).toBe('failed');
    expect([...app.paymentSimulator().transactions.values()].find((t) => t.oid === oid)?.status).toBe(
      'cancelled',
    );
    expect(await registration(registrationIdx)).toMatchObject({ status: '결제실패' });
    expect(await seatsTaken(app, detailIdx)).toBe(0);
  });

  it('refunds part, then the rest, and refuses more than was paid', async () => {
    const { registrationIdx } = await registered();
    const paid = await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
    const refund = (amount: number, key: string) =>
      app.services.payments.refund({
        key: `test:${registrationIdx}:${key}`,
        purpose: 'conference',
        referenceIdx: registrationIdx,
        amount,
        reason: '부분 취소',
      });
    const transaction = () =>
      [...app.paymentSimulator().transactions.values()].find((t) => t.oid === paid.oid);
    expect(await refund(15_000, 'first')).toMatchObject({ ok: true });
    expect(await refund(20_000, 'too-much')).toMatchObject({ ok: false, code: 'AMOUNT' });
    // The same key again (a retry, a second click) answers the done refund and gives nothing more back.
    expect(await refund(15_000, 'first')).toMatchObject({ ok: true });
    expect(transaction()?.refunded).toBe(15_000);
    expect(await refund(15_000, 'second')).toMatchObject({ ok: true });
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, paid.oid));
    expect(payment).toMatchObject({ status: 'refunded', refundedAmount: 30_000 });
    expect(transaction()).toMatchObject({ refunded: 30_000, status: 'cancelled' });
    expect(await refund(1, 'after')).toMatchObject({ ok: false, code: 'NOT_PAID' });
    expect(await app.services.payments.refundState(`test:${registrationIdx}:first`)).toBe('done');
    expect(await app.services.payments.refundState(`test:${registrationIdx}:too-much`)).toBeNull();
  });

  it('refunds a deposited virtual account to the payer’s bank account only', async () => {
    const { registrationIdx } = await registered();
    await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'VBank',
      decision: 'approve',
    });
    await app.paymentSimulator().deposit(String((await registration(registrationIdx)).tid));
    const refund = (account?: { bankCode: string; number: string; holder: string }) =>
      app.services.payments.refund({
        key: `test:${registrationIdx}:vbank`,
        purpose: 'conference',
        referenceIdx: registrationIdx,
        amount: 15_000,
        reason: '취소',
        ...(account && { refundAccount: account }),
      });
    expect(await refund()).toMatchObject({ ok: false });
    expect(await app.services.payments.refundState(`test:${registrationIdx}:vbank`)).toBe('refused');
    // A refused refund may be asked again under the same key.
    expect(await refund({ bankCode: '04', number: '123-456-789012', holder: '김결제' })).toMatchObject({
      ok: true,
    });
  });
});
