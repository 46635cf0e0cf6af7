import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidRegistrationWithCancelRequest } from '../../test/cancel-flow';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { refundInDoubtMessage } from '../payments';
import { paymentRefunds, payments } from '../payments/payments.tables';
import { cancelRefundKey } from './refund-cancel-request';
import { registrationCancels, registrations } from './registrations.tables';
import { interruptedApprovalMessage, repairInterruptedCancels } from './repair-interrupted-cancels';

let app: TestApp;
let cookie: string;
let admin: { idx: number; uid: string };
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { phone: '01077778888' })));
  const administrator = await createMember(app.db, { level: 10 });
  admin = administrator;
  ({ cookie: adminCookie } = await logInAs(app, administrator));
});
afterAll(() => app.dispose());

const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000);

/** A paid registration of two (10,000 won each), a request to cancel one, and its approval cut off just after the claim. */
async function approvalCutOff() {
  const paid = await paidRegistrationWithCancelRequest(app, cookie);
  const [request] = await app.db
    .update(registrationCancels)
    .set({ status: '환불처리중', approvingBy: admin.idx, approvingAt: tenMinutesAgo() })
    .where(eq(registrationCancels.idx, paid.cancelIdx))
    .returning();
  if (!request) throw new Error('cancel request missing');
  return paid;
}

const repair = () =>
  repairInterruptedCancels({
    db: app.db,
    payments: app.services.payments,
    messaging: app.services.messaging,
    log: app.log,
  });
const requestOf = async (cancelIdx: number) =>
  (await app.db.select().from(registrationCancels).where(eq(registrationCancels.idx, cancelIdx)))[0];
const refundedOf = (oid: string) =>
  [...app.paymentSimulator().transactions.values()].find((t) => t.oid === oid)?.refunded ?? 0;

describe('repairInterruptedCancels', () => {
  it('finishes an approval whose refund was done before the crash, once', async () => {
    const { detailIdx, registrationIdx, oid, cancelIdx } = await approvalCutOff();
    const refund = await app.services.payments.refund({
      key: cancelRefundKey(cancelIdx),
      purpose: 'conference',
      referenceIdx: registrationIdx,
      amount: 10_000,
      reason: '부분 취소',
    });
    expect(refund.ok).toBe(true);

    expect(await repair()).toBeGreaterThanOrEqual(1);
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '처리완료' });
    expect(await seatsTaken(app, detailIdx)).toBe(1);
    expect(refundedOf(oid)).toBe(10_000);
    const audited = (await app.auditEntries(`cancel:${cancelIdx}`)).filter(
      (entry) => entry.action === 'cancel.approve',
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]?.summary).toContain('자동 완료');

    await repair();
    expect(await seatsTaken(app, detailIdx)).toBe(1);
    const [registration] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, registrationIdx));
    expect(registration?.status).toBe('등록완료');
  });

  it('hands an approval cut off before the refund back to be approved again, which then refunds once', async () => {
    const { detailIdx, oid, cancelIdx } = await approvalCutOff();
    await repair();
    expect(await requestOf(cancelIdx)).toMatchObject({
      status: '취소신청',
      refundError: interruptedApprovalMessage,
    });
    expect(refundedOf(oid)).toBe(0);
    expect(await seatsTaken(app, detailIdx)).toBe(2);

    const approved = await app.inject({
      method: 'PUT',
      url: `/api/payment/confirmCancels/${cancelIdx}`,
      headers: { cookie: adminCookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(refundedOf(oid)).toBe(10_000);
    expect(await seatsTaken(app, detailIdx)).toBe(1);
  });

  it('never asks the provider again when the crash came during the refund call, and says so', async () => {
    const { detailIdx, registrationIdx, oid, cancelIdx } = await approvalCutOff();
    const [payment] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.purpose, 'conference'), eq(payments.referenceIdx, registrationIdx)));
    if (!payment) throw new Error('payment missing');
    await app.db
      .insert(paymentRefunds)
      .values({ paymentId: payment.id, refundKey: cancelRefundKey(cancelIdx), amount: 10_000 });

    await repair();
    expect(await requestOf(cancelIdx)).toMatchObject({
      status: '환불처리중',
      refundError: refundInDoubtMessage,
    });
    const again = await app.services.payments.refund({
      key: cancelRefundKey(cancelIdx),
      purpose: 'conference',
      referenceIdx: registrationIdx,
      amount: 10_000,
      reason: '부분 취소',
    });
    expect(again).toMatchObject({ ok: false, code: 'IN_DOUBT' });
    expect(refundedOf(oid)).toBe(0);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
  });

  it('leaves an approval still in progress alone', async () => {
    const { cancelIdx } = await approvalCutOff();
    await app.db
      .update(registrationCancels)
      .set({ approvingAt: new Date() })
      .where(eq(registrationCancels.idx, cancelIdx));
    await repair();
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '환불처리중', refundError: null });
  });
});
