import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidRegistrationWithCancelRequest } from '../../test/cancel-flow';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { hiddenFieldsOf } from '../../test/payment-flow';
import { registerGroup, seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireHolds } from '../registrations/expire-holds';
import { registrationCancels, registrations } from '../registrations/registrations.tables';
import { paymentRefunds, payments } from './payments.tables';

/**
 * Money in doubt has a way out (issue 17): approvals nobody could confirm or undo, and refunds whose
 * outcome is unknown, are listed for an administrator, who settles each with what the provider said.
 */

/** Which of the provider's endpoints stop answering (a 502 from a gateway: the outcome is unknown). */
const down = { approval: false, netCancel: false, refund: false };
const unreliableProvider =
  (toSimulator: typeof fetch): typeof fetch =>
  async (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const gatewayError = () => new Response('<html>502 Bad Gateway</html>', { status: 502 });
    if (down.approval && path.endsWith('/api/payAuth')) return gatewayError();
    if (down.netCancel && path.endsWith('/api/netCancel')) return gatewayError();
    if (down.refund && /\/v2\/pg\/(partialRefund|refund)/.test(path)) return gatewayError();
    return toSimulator(input, init);
  };

let app: TestApp;
let cookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp({}, { wrapFetch: unreliableProvider });
  ({ cookie } = await logInAs(app, await createMember(app.db, { phone: '01077778888' })));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10, uid: 'payadmin' })));
});
afterAll(() => app.dispose());

const listed = async () =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/admin/payments/attention',
      headers: { cookie: adminCookie },
    })
  ).json().contents.list as {
    kind: string;
    paymentId: number;
    refundId: number | null;
    oid: string;
    reason: string;
  }[];
const resolve = (paymentId: number, body: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/admin/payments/${paymentId}/resolution`,
    headers: { cookie: adminCookie },
    payload: body,
  });
const registrationOf = async (idx: number) =>
  (await app.db.select().from(registrations).where(eq(registrations.idx, idx)))[0];

/** A registration of two whose card approval got no answer and whose net cancel failed too. */
async function approvalInDoubt() {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 10, price: 10_000 });
  const registrationIdx = await registerGroup(app, cookie, detailIdx, {
    booker: { name: '박확인', phone: '01077778888', church: '소망교회' },
    attendees: ['가', '나'],
  });
  const opened = await app.inject({
    method: 'POST',
    url: '/api/payment/pay/pc',
    headers: { cookie },
    payload: { idx: registrationIdx, gopaymethod: 'Card' },
  });
  const { oid, form } = opened.json().contents as { oid: string; form: { fields: Record<string, string> } };
  const decided = await app.inject({
    method: 'POST',
    url: '/__sim/inicis/stdpay/decide',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form.fields, decision: 'approve' }).toString(),
  });
  down.approval = true;
  down.netCancel = true;
  const back = await app.inject({
    method: 'POST',
    url: '/api/payment/return/pc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(hiddenFieldsOf(decided.body)).toString(),
  });
  down.approval = false;
  down.netCancel = false;
  const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
  if (!payment) throw new Error('payment missing');
  return { detailIdx, registrationIdx, payment, location: String(back.headers.location) };
}

describe('an approval neither confirmed nor undone', () => {
  it('is in review: the payer is told it is being checked, and the seats stay held', async () => {
    const { detailIdx, registrationIdx, payment, location } = await approvalInDoubt();
    expect(payment.status).toBe('review');
    expect(new URL(location).searchParams.get('resultCode')).toBe('CHECKING');
    expect(await registrationOf(registrationIdx)).toMatchObject({ status: '결제대기', holdExpiresAt: null });
    await expireHolds(app.db, new Date(Date.now() + 86_400_000));
    expect(await seatsTaken(app, detailIdx)).toBe(2);
    expect(await listed()).toContainEqual(expect.objectContaining({ kind: 'review', oid: payment.oid }));
  });

  it('settled as paid by an administrator: the registration completes, and the audit log says who and why', async () => {
    const { registrationIdx, payment } = await approvalInDoubt();
    expect((await resolve(payment.id, { resolution: 'approved', note: '' })).statusCode).toBe(400);
    const settled = await resolve(payment.id, {
      resolution: 'approved',
      note: '이니시스 관리자 화면: 승인 완료',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await registrationOf(registrationIdx)).toMatchObject({ status: '등록완료' });
    expect((await listed()).map((row) => row.oid)).not.toContain(payment.oid);
    const [line] = await app.auditEntries(`payment:${payment.oid}`);
    expect(line).toMatchObject({ action: 'payment.resolve.approved', actorUid: 'payadmin' });
    expect(line?.summary).toContain('이니시스 관리자 화면: 승인 완료');
    // Settled once: a second resolution is refused.
    expect((await resolve(payment.id, { resolution: 'notApproved', note: '중복 처리' })).statusCode).toBe(
      409,
    );
  });

  it('settled as not approved: the registration fails and its seats go back', async () => {
    const { detailIdx, registrationIdx, payment } = await approvalInDoubt();
    expect(
      (await resolve(payment.id, { resolution: 'notApproved', note: '거래 내역 없음' })).statusCode,
    ).toBe(200);
    expect(await registrationOf(registrationIdx)).toMatchObject({ status: '결제실패' });
    expect(await seatsTaken(app, detailIdx)).toBe(0);
  });
});

describe('a refund in doubt', () => {
  async function refundInDoubt() {
    const paid = await paidRegistrationWithCancelRequest(app, cookie);
    down.refund = true;
    const approval = await app.inject({
      method: 'PUT',
      url: `/api/payment/confirmCancels/${paid.cancelIdx}`,
      headers: { cookie: adminCookie },
    });
    down.refund = false;
    expect(approval.statusCode).toBe(502);
    const row = (await listed()).find((entry) => entry.kind === 'refundInDoubt' && entry.oid === paid.oid);
    if (!row?.refundId) throw new Error('refund in doubt not listed');
    return { ...paid, row };
  }
  const requestOf = async (cancelIdx: number) =>
    (await app.db.select().from(registrationCancels).where(eq(registrationCancels.idx, cancelIdx)))[0];

  it('is listed at once, and settled as made finishes the cancellation', async () => {
    const { cancelIdx, detailIdx, row } = await refundInDoubt();
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '환불처리중' });
    const settled = await resolve(row.paymentId, {
      resolution: 'refundMade',
      refundId: row.refundId,
      note: '부분취소 10,000원 확인',
    });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '처리완료' });
    expect(await seatsTaken(app, detailIdx)).toBe(1);
    const [ledger] = await app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, row.refundId ?? 0));
    expect(ledger?.status).toBe('done');
  });

  it('settled as not made hands the request back, and it can be approved again', async () => {
    const { cancelIdx, row } = await refundInDoubt();
    expect(
      (
        await resolve(row.paymentId, {
          resolution: 'refundNotMade',
          refundId: row.refundId,
          note: '취소 내역 없음',
        })
      ).statusCode,
    ).toBe(200);
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '취소신청' });
    const again = await app.inject({
      method: 'PUT',
      url: `/api/payment/confirmCancels/${cancelIdx}`,
      headers: { cookie: adminCookie },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '처리완료' });
  });
});
