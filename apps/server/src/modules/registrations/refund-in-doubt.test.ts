import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidRegistrationWithCancelRequest, requestCancel } from '../../test/cancel-flow';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { movedToDearerAndPaid } from '../../test/move-flow';
import { seatsTaken } from '../../test/registration-flow';
import { stubbornProvider } from '../../test/stubborn-provider';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paymentRefunds, payments } from '../payments/payments.tables';
import { cancelRefundKey } from './refund-cancel-request';
import { registrationCancels } from './registrations.tables';
import { repairInterruptedCancels } from './repair-interrupted-cancels';

/**
 * A refund whose call gets no answer (integrations.md §1.5; quality bar 16): it is in doubt, never
 * reported as refused and never asked again; the repair job asks the provider (INIAPI inquiry) and
 * only then finishes the cancellation or hands the request back.
 */

const provider = stubbornProvider();

let app: TestApp;
let cookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp(
    { payments: { provider: 'simulator', apiTimeoutMs: 150 } },
    { wrapFetch: provider.wrap },
  );
  ({ cookie } = await logInAs(app, await createMember(app.db, { phone: '01077778888' })));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

const paidAndCancelRequested = () => paidRegistrationWithCancelRequest(app, cookie);

const approve = (cancelIdx: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/payment/confirmCancels/${cancelIdx}`,
    headers: { cookie: adminCookie },
  });
const requestOf = async (cancelIdx: number) =>
  (await app.db.select().from(registrationCancels).where(eq(registrationCancels.idx, cancelIdx)))[0];
const ledgerOf = async (cancelIdx: number) =>
  (
    await app.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundKey, cancelRefundKey(cancelIdx)))
  )[0];
const settle = (minutes: number) => app.services.payments.settleRefundsInDoubt(later(minutes));
const repair = (minutes: number) =>
  repairInterruptedCancels({
    db: app.db,
    payments: app.services.payments,
    messaging: app.services.messaging,
    log: app.log,
    now: later(minutes),
  });

describe('a refund the provider never answers', () => {
  it('is in doubt, not refused; nobody asks twice; the inquiry says it never happened; the request goes back', async () => {
    const { detailIdx, oid, cancelIdx } = await paidAndCancelRequested();
    provider.behaviour = 'neverAnswers';
    provider.refundCalls.length = 0;

    const approval = await approve(cancelIdx);
    expect(approval.statusCode).toBe(502);
    expect(approval.json().err_msg).toContain('결과를 확인하는 중입니다');
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '환불처리중' });
    expect(await ledgerOf(cancelIdx)).toMatchObject({ status: 'requesting' });
    expect((await ledgerOf(cancelIdx))?.doubt).toContain('NO_ANSWER');
    // A second approval is refused while the first one's outcome is unknown: no second refund call.
    expect((await approve(cancelIdx)).statusCode).toBe(409);
    expect(provider.refundCalls).toHaveLength(1);

    // The inquiry cannot be made either: it stays in doubt and says why.
    provider.inquiryDown = true;
    expect(await settle(3)).toBe(0);
    expect((await ledgerOf(cancelIdx))?.doubt).toContain('결제사 조회로 확인하지 못했습니다');
    // The inquiry answers: the transaction is untouched, so the refund was never made.
    provider.inquiryDown = false;
    expect(await settle(3)).toBe(1);
    expect(await ledgerOf(cancelIdx)).toMatchObject({ status: 'refused' });
    // The request is handed back at once; the crash repair finds nothing left to do.
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '취소신청' });
    expect(await repair(6)).toBe(0);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
    const audit = await app.auditEntries(`cancel:${cancelIdx}`);
    expect(audit.map((line) => line.action)).toContain('cancel.refund_in_doubt');

    // With the provider back, the administrator approves again and the money goes back once.
    provider.behaviour = 'answers';
    expect((await approve(cancelIdx)).statusCode).toBe(200);
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '처리완료' });
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
    expect(payment).toMatchObject({ refundedAmount: 10_000, status: 'partially_refunded' });
  });

  it('made but its answer lost: the inquiry shows it, and the cancellation is finished once', async () => {
    const { detailIdx, oid, cancelIdx } = await paidAndCancelRequested();
    provider.behaviour = 'refundsButAnswerIsLost';
    provider.refundCalls.length = 0;
    expect((await approve(cancelIdx)).statusCode).toBe(502);
    provider.behaviour = 'answers';

    expect(await settle(1)).toBe(0); // too soon: the call may still be under way
    expect(await settle(3)).toBe(1);
    expect(await ledgerOf(cancelIdx)).toMatchObject({ status: 'done' });
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
    expect(payment).toMatchObject({ refundedAmount: 10_000, status: 'partially_refunded' });
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '처리완료' });
    expect(await repair(6)).toBe(0);
    expect(await seatsTaken(app, detailIdx)).toBe(1);
    expect(provider.refundCalls).toHaveLength(1);
  });

  it('a refund in parts whose first part lost its answer: once made, the request goes back for the rest only', async () => {
    const { targetIdx, target, originalOid, differenceOid } = await movedToDearerAndPaid(app, cookie, {
      name: '박취소',
      phone: '01077778888',
      church: '소망교회',
    });
    const cancelIdx = await requestCancel(app, cookie, target, { count: 2 });
    provider.behaviour = 'refundsButAnswerIsLost';
    provider.refundCalls.length = 0;
    expect((await approve(cancelIdx)).statusCode).toBe(502);
    // The second part is not asked while the first is in doubt.
    expect(provider.refundCalls).toHaveLength(1);
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '환불처리중' });
    provider.behaviour = 'answers';

    expect(await settle(3)).toBe(1);
    const request = await requestOf(cancelIdx);
    expect(request).toMatchObject({ status: '취소신청', refundedAmount: 40_000 });
    expect(request?.refundError).toBe(
      '결제사 확인 결과 40,000원만 환불되었습니다. 다시 승인하면 나머지 20,000원을 환불합니다.',
    );
    expect(await seatsTaken(app, targetIdx)).toBe(2);

    expect((await approve(cancelIdx)).statusCode).toBe(200);
    const paid = async (oid: string) =>
      (await app.db.select().from(payments).where(eq(payments.oid, oid)))[0];
    expect(await paid(differenceOid)).toMatchObject({ refundedAmount: 40_000, status: 'refunded' });
    expect(await paid(originalOid)).toMatchObject({ refundedAmount: 20_000, status: 'refunded' });
    expect(provider.refundCalls).toHaveLength(2);
    expect(await requestOf(cancelIdx)).toMatchObject({ status: '처리완료', refundedAmount: 60_000 });
    expect(await seatsTaken(app, targetIdx)).toBe(0);
  });
});
