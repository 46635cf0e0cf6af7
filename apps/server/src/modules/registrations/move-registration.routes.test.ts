import { ticketMessages } from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit-log.tables';
import { requestCancel } from '../../test/cancel-flow';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { addDepartment } from '../../test/move-flow';
import { payThroughSimulator } from '../../test/payment-flow';
import { registerGroup, seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferenceDetails } from '../conferences/conferences.tables';
import { payments } from '../payments/payments.tables';
import { expireHolds } from './expire-holds';
import { registrationAttendees, registrationMoves, registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let otherCookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { phone: '01055556666' })));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

/** A paid registration of 가, 나, 다 at 10,000 won each on a fresh session, and a second department. */
async function paidRegistration(target: { price: number; limit?: number }, session = {}) {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 10, price: 10_000, ...session });
  const targetIdx = await addDepartment(app.db, detailIdx, target);
  const registrationIdx = await registerGroup(app, cookie, detailIdx, {
    booker: { name: '이변경', phone: '01055556666', church: '은혜교회' },
    attendees: ['가', '나', '다'],
  });
  const paid = await payThroughSimulator(app, {
    cookie,
    registrationIdx,
    device: 'pc',
    method: 'Card',
    decision: 'approve',
  });
  return { detailIdx, targetIdx, registrationIdx, oid: paid.oid };
}

const attendeesOf = (registrationIdx: number) =>
  app.db
    .select()
    .from(registrationAttendees)
    .where(eq(registrationAttendees.registrationIdx, registrationIdx))
    .orderBy(registrationAttendees.idx);

const move = (
  registrationIdx: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = { cookie },
  admin = false,
) =>
  app.inject({
    method: 'POST',
    url: `/api/${admin ? 'admin/' : ''}registrations/${registrationIdx}/move`,
    headers,
    payload: body,
  });

describe('POST /api/registrations/{idx}/move', () => {
  it('moves some attendees at the same price at once: seats move, new tickets, the old ones stop working', async () => {
    const { detailIdx, targetIdx, registrationIdx } = await paidRegistration({ price: 10_000 });
    const [first, second] = await attendeesOf(registrationIdx);
    if (!first || !second) throw new Error('attendees missing');

    const options = await app.inject({
      method: 'GET',
      url: `/api/registrations/${registrationIdx}/move-options`,
      headers: { cookie },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json().contents).toMatchObject({
      refusal: null,
      targets: [{ detailIdx: targetIdx, seatsLeft: 10, differencePerAttendee: 0 }],
    });

    const moved = await move(registrationIdx, {
      targetDetailIdx: targetIdx,
      attendeeIdxs: [first.idx, second.idx],
    });
    expect(moved.statusCode).toBe(200);
    const result = moved.json().contents;
    expect(result).toMatchObject({ status: '완료', payAmount: 0, refundAmount: 0 });
    expect(moved.json().err_msg).toBe('세션이 변경되었습니다.');

    expect(await seatsTaken(app, detailIdx)).toBe(1);
    expect(await seatsTaken(app, targetIdx)).toBe(2);
    const [source] = await app.db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
    expect(source).toMatchObject({ status: '등록완료', headcount: 1, totalPrice: 10_000 });
    const [target] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, result.toRegistrationIdx));
    expect(target).toMatchObject({ status: '등록완료', conferenceDetailIdx: targetIdx, headcount: 2 });
    const newAttendees = await attendeesOf(result.toRegistrationIdx);
    expect(newAttendees.map((a) => a.name)).toEqual(['가', '나']);
    expect(
      newAttendees.every((a) => a.barcode && a.barcode !== first.barcode && a.barcode !== second.barcode),
    ).toBe(true);
    expect(newAttendees.map((a) => a.ticketToken)).not.toContain(first.ticketToken);
    const oldTicket = await app.inject({ method: 'GET', url: `/api/tickets/${first.ticketToken}` });
    expect(oldTicket.statusCode).toBe(410);
    expect(oldTicket.json().err_msg).toBe(ticketMessages.ticketMoved);
    // At the desk the old barcode says where the right ticket is, not that the attendee cancelled.
    const oldAtDesk = await app.inject({
      method: 'GET',
      url: `/api/register/conference/barcode/${first.barcode}`,
      headers: { cookie: adminCookie },
    });
    expect(oldAtDesk.statusCode).toBe(410);
    expect(oldAtDesk.json().err_msg).toBe(
      '다른 세션으로 변경된 분의 이전 바코드입니다. (가) 변경된 세션의 새 티켓으로 입장해 주세요.',
    );
    const newTicket = await app.inject({
      method: 'GET',
      url: `/api/tickets/${newAttendees[0]?.ticketToken}`,
    });
    expect(newTicket.statusCode).toBe(200);

    const history = await app.inject({
      method: 'GET',
      url: '/api/registrations/moves/mine',
      headers: { cookie },
    });
    expect(history.json().contents[0]).toMatchObject({
      fromRegistrationIdx: registrationIdx,
      to: '2회차 서울 청년부',
      attendees: ['가', '나'],
      priceDifference: 0,
      status: '완료',
      byAdministrator: false,
    });
  });

  it('refunds the difference of a cheaper session from the original payment', async () => {
    const { targetIdx, registrationIdx, oid } = await paidRegistration({ price: 7_000 });
    const [first] = await attendeesOf(registrationIdx);
    const moved = await move(registrationIdx, { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().contents).toMatchObject({
      status: '완료',
      refundAmount: 3_000,
      refundStatus: 'done',
    });
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
    expect(payment).toMatchObject({ status: 'partially_refunded', refundedAmount: 3_000 });
    const [source] = await app.db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
    expect(source).toMatchObject({ headcount: 2, totalPrice: 20_000 });
  });

  it('completes a cheaper move when the provider refuses the refund, and an administrator asks again', async () => {
    const { targetIdx, registrationIdx, oid } = await paidRegistration({ price: 6_000 });
    const transaction = [...app.paymentSimulator().transactions.values()].find((t) => t.oid === oid);
    if (!transaction) throw new Error('no transaction');
    const status = transaction.status;
    transaction.status = 'cancelled';
    const [first] = await attendeesOf(registrationIdx);
    const moved = await move(registrationIdx, { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().contents).toMatchObject({
      status: '완료',
      refundAmount: 4_000,
      refundStatus: 'refused',
    });
    expect(moved.json().err_msg).toBe(
      '세션은 변경되었지만 차액 환불이 완료되지 않았습니다. 관리자가 확인 후 처리해 드립니다.',
    );
    expect(await seatsTaken(app, targetIdx)).toBe(1);

    transaction.status = status;
    const moveIdx = moved.json().contents.moveIdx as number;
    const retry = (cookieOf: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/registrations/moves/${moveIdx}/refund`,
        headers: { cookie: cookieOf },
      });
    expect((await retry(cookie)).statusCode).toBe(403);
    const retried = await retry(adminCookie);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().contents.refundStatus).toBe('done');
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
    expect(payment?.refundedAmount).toBe(4_000);
    expect((await retry(adminCookie)).statusCode).toBe(409);
  });

  it('holds the dearer session while the difference is paid, and completes the move with the payment', async () => {
    const { detailIdx, targetIdx, registrationIdx } = await paidRegistration({ price: 15_000 });
    const moved = await move(registrationIdx, {
      targetDetailIdx: targetIdx,
      attendeeIdxs: (await attendeesOf(registrationIdx)).map((a) => a.idx),
    });
    expect(moved.statusCode).toBe(200);
    const result = moved.json().contents;
    expect(result).toMatchObject({ status: '결제대기', payAmount: 15_000 });
    // The target's seats are held; the source keeps its own until the money is in.
    expect(await seatsTaken(app, targetIdx)).toBe(3);
    expect(await seatsTaken(app, detailIdx)).toBe(3);
    const again = await move(registrationIdx, { targetDetailIdx: targetIdx, attendeeIdxs: [] });
    expect(again.statusCode).toBe(409);

    const paid = await payThroughSimulator(app, {
      cookie,
      registrationIdx: result.toRegistrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, paid.oid));
    expect(payment?.amount).toBe(15_000);
    expect(await seatsTaken(app, detailIdx)).toBe(0);
    expect(await seatsTaken(app, targetIdx)).toBe(3);
    const [source] = await app.db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
    expect(source?.status).toBe('등록취소');
    expect((await attendeesOf(registrationIdx)).every((a) => a.isCancel === 'Y' && a.movedDate)).toBe(true);
    const [record] = await app.db
      .select()
      .from(registrationMoves)
      .where(eq(registrationMoves.idx, result.moveIdx));
    expect(record).toMatchObject({ status: '완료', priceDifference: 15_000 });
  });

  it('refunds a later cancel of moved attendees from the payment their money stayed with', async () => {
    const { targetIdx, registrationIdx, oid } = await paidRegistration({ price: 10_000 });
    const [first] = await attendeesOf(registrationIdx);
    const moved = await move(registrationIdx, { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] });
    const target = moved.json().contents.toRegistrationIdx as number;
    const cancelIdx = await requestCancel(app, cookie, target, { count: 1 });
    const approved = await app.inject({
      method: 'PUT',
      url: `/api/payment/confirmCancels/${cancelIdx}`,
      headers: { cookie: adminCookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
    expect(payment).toMatchObject({ status: 'partially_refunded', refundedAmount: 10_000 });
    expect(await seatsTaken(app, targetIdx)).toBe(0);
  });

  it('lets the difference be paid after registration closed, within the cancel period', async () => {
    const { detailIdx, targetIdx, registrationIdx } = await paidRegistration({ price: 13_000 });
    await app.db
      .update(conferenceDetails)
      .set({ redatetime: new Date(Date.now() - 60_000) })
      .where(inArray(conferenceDetails.idx, [detailIdx, targetIdx]));
    const [first] = await attendeesOf(registrationIdx);
    const moved = await move(registrationIdx, { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] });
    expect(moved.json().contents).toMatchObject({ status: '결제대기', payAmount: 3_000 });
    const summary = await app.inject({
      method: 'GET',
      url: `/api/registered/conference/pay/${moved.json().contents.toRegistrationIdx}`,
      headers: { cookie },
    });
    expect(summary.json().contents).toMatchObject({
      payable: true,
      total_price: 13_000,
      carried_price: 10_000,
    });
    await payThroughSimulator(app, {
      cookie,
      registrationIdx: moved.json().contents.toRegistrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
    expect(await seatsTaken(app, detailIdx)).toBe(2);
    expect(await seatsTaken(app, targetIdx)).toBe(1);
  });

  it('gives the held seats back when the difference is not paid, leaving the registration as it was', async () => {
    const { detailIdx, targetIdx, registrationIdx } = await paidRegistration({ price: 12_000 });
    const [first] = await attendeesOf(registrationIdx);
    const moved = await move(registrationIdx, { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] });
    const result = moved.json().contents;
    await payThroughSimulator(app, {
      cookie,
      registrationIdx: result.toRegistrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'decline',
    });
    expect(await seatsTaken(app, targetIdx)).toBe(0);
    expect(await seatsTaken(app, detailIdx)).toBe(3);
    expect((await attendeesOf(registrationIdx)).every((a) => a.isCancel === 'N')).toBe(true);
    const history = await app.inject({
      method: 'GET',
      url: '/api/registrations/moves/mine',
      headers: { cookie },
    });
    expect(history.json().contents.find((m: { idx: number }) => m.idx === result.moveIdx)?.status).toBe(
      '결제 미완료',
    );

    // A hold running out does the same: a new dearer move, left unpaid for 16 minutes.
    const second = await move(registrationIdx, { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] });
    expect(second.statusCode).toBe(200);
    expect(await seatsTaken(app, targetIdx)).toBe(1);
    await expireHolds(app.db, new Date(Date.now() + 16 * 60_000));
    expect(await seatsTaken(app, targetIdx)).toBe(0);
    expect(await seatsTaken(app, detailIdx)).toBe(3);
  });

  it('refuses in order: not yours, no attendees, checked in, no room, after the cancel period', async () => {
    const { targetIdx, registrationIdx } = await paidRegistration({ price: 10_000, limit: 1 });
    const [first, second] = await attendeesOf(registrationIdx);
    const body = { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx, second?.idx] };
    expect((await move(registrationIdx, body, {})).statusCode).toBe(401);
    const notMine = await move(registrationIdx, body, { cookie: otherCookie });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().err_msg).toBe('본인의 신청 내역만 변경할 수 있습니다.');
    const none = await move(registrationIdx, { targetDetailIdx: targetIdx, attendeeIdxs: [] });
    expect(none.json().err_msg).toBe('변경할 인원을 선택해주세요.');
    const full = await move(registrationIdx, body);
    expect(full.statusCode).toBe(403);
    expect(full.json().err_msg).toBe('변경할 세션의 남은 자리가 부족합니다.');
    await app.db
      .update(registrationAttendees)
      .set({ checkedInAt: new Date() })
      .where(eq(registrationAttendees.idx, first?.idx ?? 0));
    const checkedIn = await move(registrationIdx, body);
    expect(checkedIn.json().err_msg).toBe('이미 입장한 참석자는 변경할 수 없습니다.');

    const late = await paidRegistration({ price: 10_000 }, { startsInDays: 3, cancelDay: 5 });
    const [someone] = await attendeesOf(late.registrationIdx);
    const tooLate = await move(late.registrationIdx, {
      targetDetailIdx: late.targetIdx,
      attendeeIdxs: [someone?.idx],
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().err_msg).toBe('취소 기간이 지나 세션을 변경할 수 없습니다.');
    expect(await seatsTaken(app, late.targetIdx)).toBe(0);
  });
});

describe('POST /api/admin/registrations/{idx}/move', () => {
  it('lets an administrator move a member’s attendees, audited and shown on both sides', async () => {
    const { detailIdx, targetIdx, registrationIdx } = await paidRegistration({ price: 10_000 });
    const [first] = await attendeesOf(registrationIdx);
    const asMember = await move(
      registrationIdx,
      { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] },
      { cookie },
      true,
    );
    expect(asMember.statusCode).toBe(403);
    const moved = await move(
      registrationIdx,
      { targetDetailIdx: targetIdx, attendeeIdxs: [first?.idx] },
      { cookie: adminCookie },
      true,
    );
    expect(moved.statusCode).toBe(200);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
    expect(await seatsTaken(app, targetIdx)).toBe(1);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'registration.move'), eq(auditLog.target, `registration:${registrationIdx}`)),
      );
    expect(audit?.summary).toContain('세션 변경');
    const moves = await app.inject({
      method: 'GET',
      url: `/api/admin/registrations/${registrationIdx}/moves`,
      headers: { cookie: adminCookie },
    });
    expect(moves.json().contents[0]).toMatchObject({ byAdministrator: true, attendees: ['가'] });
    const mine = await app.inject({
      method: 'GET',
      url: '/api/registrations/moves/mine',
      headers: { cookie },
    });
    expect(mine.json().contents.some((m: { byAdministrator: boolean }) => m.byAdministrator)).toBe(true);
  });
});
