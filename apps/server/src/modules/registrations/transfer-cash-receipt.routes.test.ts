import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { decideInSimulator } from '../../test/payment-flow';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { payments } from '../payments/payments.tables';
import { registrations } from './registrations.tables';

/**
 * 현금영수증 of a registration paid by 실시간 계좌이체: the provider issues it with the approval, whose
 * answer names it (PC `CSHR_ResultCode`/`CSHR_Type`, mobile `P_CSHR_*`); it is kept like a virtual
 * account's and shown in the member's registration history with the provider's page.
 */

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { name: '박은혜', phone: '01055556666' })));
});
afterAll(() => app.dispose());

async function registered() {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 4, price: 33_000 });
  return registerGroup(app, cookie, detailIdx, {
    booker: { name: '박은혜', phone: '01055556666', email: 'eh@example.com', church: '은혜교회' },
    attendees: ['박은혜'],
  });
}

async function payByTransfer(
  device: 'pc' | 'mobile',
  idx: number,
  receipt?: { kind: 'deduction' | 'proof'; identifier: string; typed: Record<string, string> },
) {
  const opened = await app.inject({
    method: 'POST',
    url: `/api/payment/pay/${device}`,
    headers: { cookie },
    payload: {
      idx,
      gopaymethod: device === 'pc' ? 'DirectBank' : 'BANK',
      ...(receipt && { cashReceipt: { kind: receipt.kind, identifier: receipt.identifier } }),
    },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const { oid, form } = opened.json().contents;
  await decideInSimulator(app, {
    device,
    fields: form.fields,
    decision: 'approve',
    ...(receipt && { typed: receipt.typed }),
  });
  const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
  return payment;
}

async function historyCard(idx: number) {
  const answer = await app.inject({ method: 'GET', url: '/api/registered/conferences', headers: { cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().contents.list.find((item: { idx: number }) => item.idx === idx);
}

describe('a registration paid by real-time transfer with a cash receipt', () => {
  it('PC: the approval’s CSHR_ResultCode and CSHR_Type are kept and the history shows the receipt', async () => {
    const idx = await registered();
    const payment = await payByTransfer('pc', idx, {
      kind: 'proof',
      identifier: '123-45-67890',
      typed: { cshr_type: '1', cshr_no: '1234567890' },
    });
    expect(payment?.status).toBe('paid');
    expect(payment?.raw).toMatchObject({ CSHR_ResultCode: '220000', CSHR_Type: '1' });
    expect(payment?.cashReceiptTid).toBe(payment?.tid);
    expect(payment?.cashReceiptIssuedAt).toBeInstanceOf(Date);

    const card = await historyCard(idx);
    expect(card.status).toBe('등록완료');
    expect(card.cashReceipt).toMatchObject({
      kind: 'proof',
      maskedIdentifier: '123-45-*****',
      cancelledAmount: 0,
    });
    expect(card.cashReceipt.issuedAt).not.toBeNull();
    expect(card.cashReceipt.awaitsDeposit).toBe(false);
    const url = new URL(card.cashReceipt.url);
    expect(url.pathname).toBe('/__sim/inicis/cash-receipt');
    expect(url.searchParams.get('noTid')).toBe(payment?.tid);
  });

  it('mobile: the approval’s P_CSHR_AUTH_NO is the receipt’s number', async () => {
    const idx = await registered();
    const payment = await payByTransfer('mobile', idx, {
      kind: 'deduction',
      identifier: '010-5555-6666',
      typed: { cshr_type: '0', cshr_no: '01055556666' },
    });
    expect(payment?.status).toBe('paid');
    expect(payment?.raw).toMatchObject({ P_CSHR_CODE: '220000', P_CSHR_TYPE: '0' });
    const number = (payment?.raw as Record<string, string> | undefined)?.P_CSHR_AUTH_NO;
    expect(number).toMatch(/^\d{9}$/);
    expect((await historyCard(idx)).cashReceipt).toMatchObject({
      kind: 'deduction',
      maskedIdentifier: '010-****-6666',
      approvalNumber: number,
    });
  });

  it('asked on the page but not issued in the window: the history says so instead of waiting for a deposit', async () => {
    const idx = await registered();
    // The payer picks 발급 안 함 in the provider's window.
    const payment = await payByTransfer('pc', idx, {
      kind: 'deduction',
      identifier: '010-5555-6666',
      typed: { cshr_type: '', cshr_no: '' },
    });
    expect(payment?.status).toBe('paid');
    expect(payment?.raw).not.toHaveProperty('CSHR_ResultCode');
    expect((await historyCard(idx)).cashReceipt).toMatchObject({
      kind: 'deduction',
      approvalNumber: null,
      issuedAt: null,
      url: null,
      awaitsDeposit: false,
    });
  });

  it('no receipt asked: the answer names none and the history shows none', async () => {
    const idx = await registered();
    const payment = await payByTransfer('pc', idx);
    expect(payment?.status).toBe('paid');
    expect(payment?.raw).not.toHaveProperty('CSHR_ResultCode');
    expect(payment?.cashReceiptTid).toBeNull();
    expect((await historyCard(idx)).cashReceipt).toBeNull();
    const [registration] = await app.db.select().from(registrations).where(eq(registrations.idx, idx));
    expect(registration?.status).toBe('등록완료');
  });
});
