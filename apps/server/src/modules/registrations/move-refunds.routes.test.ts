import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCancel } from '../../test/cancel-flow';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { addDepartment, movedToDearerAndPaid } from '../../test/move-flow';
import { registerAndPay, seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { payments } from '../payments/payments.tables';
import {
  registrationAttendees,
  registrationCancels,
  registrationMoves,
  registrations,
} from './registrations.tables';

/**
 * Money of moved registrations: the account a deposit's difference goes back to is kept with the move
 * (for the member's and the administrator's moves alike), and a later cancel takes its refund from
 * every payment that holds the money — the difference paid for the dearer session first, then the
 * original payment — each through the payments module, without paying anything twice.
 */

let app: TestApp;
let cookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { phone: '01066667777' })));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const booker = { name: '윤변경', phone: '01066667777', church: '소망교회' };
const account = {
  refundBankCode: '04',
  refundAccountNumber: '110-123-456789',
  refundAccountHolder: '윤변경',
};

/** A registration of 가, 나 at 10,000 won each, paid by `method` (a virtual account deposited), and another department. */
async function paidRegistration(method: 'Card' | 'VBank', targetPrice: number) {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 10, price: 10_000 });
  const targetIdx = await addDepartment(app.db, detailIdx, { price: targetPrice });
  const { registrationIdx, oid } = await registerAndPay(
    app,
    cookie,
    detailIdx,
    { booker, attendees: ['가', '나'] },
    method,
  );
  return { detailIdx, targetIdx, registrationIdx, oid };
}

const liveAttendees = async (registrationIdx: number) =>
  (
    await app.db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationIdx, registrationIdx))
      .orderBy(registrationAttendees.idx)
  ).filter((attendee) => attendee.isCancel === 'N');

const move = (registrationIdx: number, body: Record<string, unknown>, admin = false) =>
  app.inject({
    method: 'POST',
    url: `/api/${admin ? 'admin/' : ''}registrations/${registrationIdx}/move`,
    headers: { cookie: admin ? adminCookie : cookie },
    payload: body,
  });

const paymentOf = async (oid: string) =>
  (await app.db.select().from(payments).where(eq(payments.oid, oid)))[0];
const simulated = (oid: string) => {
  const transaction = [...app.paymentSimulator().transactions.values()].find((t) => t.oid === oid);
  if (!transaction) throw new Error(`no simulated transaction for ${oid}`);
  return transaction;
};
const approve = (cancelIdx: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/payment/confirmCancels/${cancelIdx}`,
    headers: { cookie: adminCookie },
  });
const cancelRow = async (cancelIdx: number) =>
  (await app.db.select().from(registrationCancels).where(eq(registrationCancels.idx, cancelIdx)))[0];
const listedCancel = async (cancelIdx: number) =>
  (
    await app.inject({
      method: 'GET',
      url: '/api/payment/cancels?status=all',
      headers: { cookie: adminCookie },
    })
  )
    .json()
    .contents.list.find((item: { idx: number }) => item.idx === cancelIdx);

describe('the refund account of a cheaper move of a deposit', () => {
  it('is kept with the move, shown masked, and used when an administrator asks again for a refused refund', async () => {
    const { targetIdx, registrationIdx, oid } = await paidRegistration('VBank', 6_000);
    const [first] = await liveAttendees(registrationIdx);
    // The provider refuses the first refund (the transaction looks cancelled there for a moment).
    const transaction = simulated(oid);
    const status = transaction.status;
    transaction.status = 'cancelled';
    const moved = await move(registrationIdx, {
      targetDetailIdx: targetIdx,
      attendeeIdxs: [first?.idx],
      ...account,
    });
    expect(moved.json().contents).toMatchObject({
      status: '완료',
      refundAmount: 4_000,
      refundStatus: 'refused',
    });
    const moveIdx = moved.json().contents.moveIdx as number;

    const listed = await app.inject({
      method: 'GET',
      url: `/api/admin/registrations/${registrationIdx}/moves`,
      headers: { cookie: adminCookie },
    });
    expect(listed.json().contents[0]).toMatchObject({
      idx: moveIdx,
      refundStatus: 'refused',
      refundAccount: { bankCode: '04', number: '********6789', holder: '윤변경' },
    });
    expect(listed.body).not.toContain('456789"');

    // A deposited virtual account is refunded only to an account: the retry works because it was kept.
    transaction.status = status;
    const retried = await app.inject({
      method: 'POST',
      url: `/api/admin/registrations/moves/${moveIdx}/refund`,
      headers: { cookie: adminCookie },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().contents.refundStatus).toBe('done');
    expect(await paymentOf(oid)).toMatchObject({ status: 'partially_refunded', refundedAmount: 4_000 });
  });

  it('is asked of an administrator moving for the member too, with the member’s message, and kept', async () => {
    const { detailIdx, targetIdx, registrationIdx, oid } = await paidRegistration('VBank', 7_000);
    const [first] = await liveAttendees(registrationIdx);
    const body = { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] };
    const without = await move(registrationIdx, body, true);
    expect(without.statusCode).toBe(400);
    expect(without.json().err_msg).toBe('무통장입금으로 결제한 신청은 차액을 환불받을 계좌를 입력해주세요.');
    const partly = await move(
      registrationIdx,
      { ...body, refundBankCode: '04', refundAccountNumber: ' ' },
      true,
    );
    expect(partly.json().err_msg).toBe('무통장입금으로 결제한 신청은 차액을 환불받을 계좌를 입력해주세요.');
    expect(await seatsTaken(app, targetIdx)).toBe(0);
    expect(await seatsTaken(app, detailIdx)).toBe(2);

    const moved = await move(registrationIdx, { ...body, ...account }, true);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().contents).toMatchObject({
      status: '완료',
      refundAmount: 3_000,
      refundStatus: 'done',
    });
    expect(await paymentOf(oid)).toMatchObject({ refundedAmount: 3_000 });
    const [record] = await app.db
      .select()
      .from(registrationMoves)
      .where(eq(registrationMoves.idx, moved.json().contents.moveIdx));
    expect(record).toMatchObject({
      refundBankCode: '04',
      refundAccountNumber: '110-123-456789',
      refundAccountHolder: '윤변경',
    });
  });

  it('is not kept for a card payment, whose difference goes back to the card', async () => {
    const { targetIdx, registrationIdx } = await paidRegistration('Card', 7_000);
    const [first] = await liveAttendees(registrationIdx);
    const moved = await move(registrationIdx, {
      targetDetailIdx: targetIdx,
      attendeeIdxs: [first?.idx],
      ...account,
    });
    expect(moved.json().contents.refundStatus).toBe('done');
    const [record] = await app.db
      .select()
      .from(registrationMoves)
      .where(eq(registrationMoves.idx, moved.json().contents.moveIdx));
    expect(record?.refundAccountNumber).toBeNull();
  });
});

describe('cancelling a registration moved to a dearer session', () => {
  it('refunds a full cancel from both payments: the difference first, then the original', async () => {
    const { targetIdx, target, originalOid, differenceOid } = await movedToDearerAndPaid(app, cookie, booker);
    const cancelIdx = await requestCancel(app, cookie, target, { count: 2 });
    expect(await cancelRow(cancelIdx)).toMatchObject({ type: '전체', price: 60_000 });

    const approved = await approve(cancelIdx);
    expect(approved.statusCode, approved.body).toBe(200);
    const differencePayment = await paymentOf(differenceOid);
    const originalPayment = await paymentOf(originalOid);
    expect(differencePayment).toMatchObject({ amount: 40_000, refundedAmount: 40_000, status: 'refunded' });
    expect(originalPayment).toMatchObject({ amount: 20_000, refundedAmount: 20_000, status: 'refunded' });
    expect(simulated(differenceOid).refunded + simulated(originalOid).refunded).toBe(60_000);
    expect(await cancelRow(cancelIdx)).toMatchObject({ status: '처리완료', refundedAmount: 60_000 });
    expect(await listedCancel(cancelIdx)).toMatchObject({ price: 60_000, refunded: 60_000 });
    expect(await seatsTaken(app, targetIdx)).toBe(0);
    const [registration] = await app.db.select().from(registrations).where(eq(registrations.idx, target));
    expect(registration?.status).toBe('등록취소');
  });

  it('takes a one-attendee cancel from the difference payment only, and the rest later from both', async () => {
    const { targetIdx, target, originalOid, differenceOid } = await movedToDearerAndPaid(app, cookie, booker);
    const first = await requestCancel(app, cookie, target, { count: 1 });
    expect((await approve(first)).statusCode).toBe(200);
    expect(await paymentOf(differenceOid)).toMatchObject({
      refundedAmount: 30_000,
      status: 'partially_refunded',
    });
    expect(await paymentOf(originalOid)).toMatchObject({ refundedAmount: 0, status: 'paid' });
    expect(await seatsTaken(app, targetIdx)).toBe(1);

    const rest = await requestCancel(app, cookie, target, { count: 1 });
    expect((await approve(rest)).statusCode).toBe(200);
    expect(await paymentOf(differenceOid)).toMatchObject({ refundedAmount: 40_000, status: 'refunded' });
    expect(await paymentOf(originalOid)).toMatchObject({ refundedAmount: 20_000, status: 'refunded' });
    expect((await cancelRow(first))?.refundedAmount).toBe(30_000);
    expect((await cancelRow(rest))?.refundedAmount).toBe(30_000);
  });

  it('keeps what the first payment refunded when the second refuses, and refunds only the rest on approving again', async () => {
    const { targetIdx, target, originalOid, differenceOid } = await movedToDearerAndPaid(app, cookie, booker);
    const cancelIdx = await requestCancel(app, cookie, target, { count: 2 });
    const original = simulated(originalOid);
    const status = original.status;
    original.status = 'cancelled';

    const refused = await approve(cancelIdx);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().err_msg).toBe(
      '환불 실패: 이미 취소된 거래입니다. (40,000원은 환불되었습니다. 다시 승인하면 나머지 20,000원만 환불합니다.)',
    );
    expect(await cancelRow(cancelIdx)).toMatchObject({ status: '취소신청', refundedAmount: 40_000 });
    expect(await listedCancel(cancelIdx)).toMatchObject({
      status: '취소신청',
      price: 60_000,
      refunded: 40_000,
    });
    expect(await paymentOf(differenceOid)).toMatchObject({ refundedAmount: 40_000 });
    expect(await paymentOf(originalOid)).toMatchObject({ refundedAmount: 0 });
    // Nobody is cancelled until all the money is back.
    expect(await liveAttendees(target)).toHaveLength(2);
    expect(await seatsTaken(app, targetIdx)).toBe(2);
    const audited = await app.auditEntries(`cancel:${cancelIdx}`);
    expect(audited.map((row) => row.action)).toEqual(['cancel.refund_refused']);

    original.status = status;
    const again = await approve(cancelIdx);
    expect(again.statusCode, again.body).toBe(200);
    expect(simulated(differenceOid).refunded).toBe(40_000);
    expect(simulated(originalOid).refunded).toBe(20_000);
    expect(await paymentOf(originalOid)).toMatchObject({ refundedAmount: 20_000, status: 'refunded' });
    expect(await cancelRow(cancelIdx)).toMatchObject({
      status: '처리완료',
      refundedAmount: 60_000,
      refundError: null,
    });
    expect(await seatsTaken(app, targetIdx)).toBe(0);
  });
});
