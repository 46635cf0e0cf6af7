import { cashReceiptMessages } from '@edu/shared';
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
 * 현금영수증 with a registration paid by virtual account on a phone: the mobile window offers it
 * (P_RESERVED vbank_receipt=Y), the deposit notice carries the P_CSHR_* fields of Inicis's mobile table,
 * and the result page shows the receipt with the provider's page.
 */

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { name: '김영수', phone: '01033334444' })));
});
afterAll(() => app.dispose());

async function registered() {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 4, price: 22_000 });
  return registerGroup(app, cookie, detailIdx, {
    booker: { name: '김영수', phone: '01033334444', email: 'ys@example.com', church: '소망교회' },
    attendees: ['김영수'],
  });
}
const pay = (idx: number, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/pay/mobile',
    headers: { cookie },
    payload: { idx, ...body },
  });

describe('a registration paid by virtual account with 소득공제', () => {
  it('gets the receipt with the deposit, in the mobile notice’s format, and shows it on the result page', async () => {
    const idx = await registered();
    const opened = await pay(idx, {
      gopaymethod: 'VBANK',
      cashReceipt: { kind: 'deduction', identifier: '010-3333-4444' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { oid, form } = opened.json().contents;
    expect(form.fields.P_RESERVED.split('&')).toContain('vbank_receipt=Y');
    await decideInSimulator(app, {
      device: 'mobile',
      fields: form.fields,
      decision: 'approve',
      typed: { cshr_type: '0', cshr_no: '01033334444' },
    });
    const [waiting] = await app.db.select().from(registrations).where(eq(registrations.idx, idx));
    expect(waiting?.status).toBe('입금대기');
    const simulator = app.paymentSimulator();
    expect(await simulator.deposit(String(waiting?.tid))).toEqual(['OK']);

    const notice = new URLSearchParams(simulator.noticeLog.at(-1)?.body ?? '');
    expect(notice.get('P_STATUS')).toBe('02');
    expect(notice.get('P_CSHR_CODE')).toBe('220000');
    expect(notice.get('P_CSHR_TYPE')).toBe('0');
    expect(notice.get('P_CSHR_AMT')).toBe('22000');
    expect(Number(notice.get('P_CSHR_SUP_AMT')) + Number(notice.get('P_CSHR_TAX'))).toBe(22_000);
    expect(notice.get('P_CSHR_DT')).toMatch(/^\d{14}$/);
    expect(notice.get('P_CSHR_AUTH_NO')).toMatch(/^\d{9}$/);

    const result = (
      await app.inject({ method: 'GET', url: `/api/payment/result?oid=${oid}`, headers: { cookie } })
    ).json().contents;
    expect(result.cashReceipt).toMatchObject({
      kind: 'deduction',
      maskedIdentifier: '010-****-4444',
      approvalNumber: notice.get('P_CSHR_AUTH_NO'),
      cancelledAmount: 0,
    });
    const url = new URL(result.cashReceipt.url);
    expect(url.pathname).toBe('/__sim/inicis/cash-receipt');
    expect(url.searchParams.get('noTid')).toBe(waiting?.tid);
    expect(url.searchParams.get('clpaymethod')).toBe('22');
  });

  it('a wrong number is refused in Korean and opens nothing', async () => {
    const idx = await registered();
    const before = await app.db.$count(payments);
    const refused = await pay(idx, {
      gopaymethod: 'VBANK',
      cashReceipt: { kind: 'deduction', identifier: '1234' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toBe(cashReceiptMessages.phone);
    expect(await app.db.$count(payments)).toBe(before);
  });
});
