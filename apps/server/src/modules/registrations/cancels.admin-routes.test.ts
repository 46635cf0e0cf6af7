import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidRegistrationWithCancelRequest } from '../../test/cancel-flow';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { payments } from '../payments/payments.tables';
import { registrationCancels, registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let adminCookie: string;
let memberUid: string;

beforeAll(async () => {
  app = await createTestApp();
  const member = await createMember(app.db, { phone: '01077778888' });
  memberUid = member.uid;
  ({ cookie } = await logInAs(app, member));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

/** A paid registration of three attendees (15,000 won each) and a cancel request for `cancel` of them. */
const paidAndCancelRequested = (cancel: number, method: 'Card' | 'VBank' = 'Card') =>
  paidRegistrationWithCancelRequest(app, cookie, {
    booker: { name: '김취소', phone: '01077778888', church: '사랑교회' },
    attendees: ['가', '나', '다'],
    price: 15_000,
    cancel,
    method,
  });

const approve = (cancelIdx: number, headers: Record<string, string> = { cookie: adminCookie }) =>
  app.inject({ method: 'PUT', url: `/api/payment/confirmCancels/${cancelIdx}`, headers });

describe('PUT /api/payment/confirmCancels/{idx}', () => {
  it('refunds exactly the requested part, cancels those attendees, frees their seats and tells the member, once', async () => {
    const { detailIdx, registrationIdx, oid, cancelIdx } = await paidAndCancelRequested(1);
    expect(await seatsTaken(app, detailIdx)).toBe(3);

    const approved = await approve(cancelIdx);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().err_msg).toBe('승인되었습니다.');
    const transaction = [...app.paymentSimulator().transactions.values()].find((t) => t.oid === oid);
    expect(transaction?.refunded).toBe(15_000);
    const [payment] = await app.db.select().from(payments).where(eq(payments.oid, oid));
    expect(payment).toMatchObject({ status: 'partially_refunded', refundedAmount: 15_000 });
    expect(await seatsTaken(app, detailIdx)).toBe(2);
    const [request] = await app.db
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.idx, cancelIdx));
    expect(request?.status).toBe('처리완료');
    expect(request?.confirmDate).not.toBeNull();
    const [registration] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, registrationIdx));
    expect(registration?.status).toBe('등록완료');
    const messages = await app.outbox({ template: 'conference_cancelled' });
    expect(messages.filter((m) => m.recipient === '01077778888')).toHaveLength(1);
    const audited = await app.auditEntries(`cancel:${cancelIdx}`);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'cancel.approve' });
    expect(audited[0]?.summary).toContain('환불 15,000원');

    // The member's history shows what is left, not the original order.
    const history = await app.inject({
      method: 'GET',
      url: '/api/registered/conferences',
      headers: { cookie },
    });
    const item = history.json().contents.list.find((row: { idx: number }) => row.idx === registrationIdx);
    expect(item).toMatchObject({
      total_price: 45_000,
      refunded_price: 15_000,
      remaining_price: 30_000,
      headcount: 3,
      live_headcount: 2,
    });

    // A second approval (double click, second administrator) refunds nothing more.
    const again = await approve(cancelIdx);
    expect(again.statusCode).toBe(409);
    expect(transaction?.refunded).toBe(15_000);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
  });

  it('a request for everyone refunds the rest and ends the registration as 등록취소', async () => {
    const { detailIdx, registrationIdx, oid, cancelIdx } = await paidAndCancelRequested(3);
    const [request] = await app.db
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.idx, cancelIdx));
    expect(request).toMatchObject({ type: '전체', price: 45_000 });
    expect((await approve(cancelIdx)).statusCode).toBe(200);
    expect([...app.paymentSimulator().transactions.values()].find((t) => t.oid === oid)).toMatchObject({
      refunded: 45_000,
      status: 'cancelled',
    });
    expect(await seatsTaken(app, detailIdx)).toBe(0);
    const [registration] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, registrationIdx));
    expect(registration?.status).toBe('등록취소');
  });

  it('refunds a deposited virtual account to the account the member gave', async () => {
    const { oid, cancelIdx } = await paidAndCancelRequested(1, 'VBank');
    expect((await approve(cancelIdx)).statusCode).toBe(200);
    expect([...app.paymentSimulator().transactions.values()].find((t) => t.oid === oid)?.refunded).toBe(
      15_000,
    );
  });

  it('leaves the request 취소신청 with the provider’s reason when the refund is refused', async () => {
    const { detailIdx, oid, cancelIdx } = await paidAndCancelRequested(1);
    // The provider already cancelled the whole transaction (e.g. from its merchant admin).
    const transaction = [...app.paymentSimulator().transactions.values()].find((t) => t.oid === oid);
    if (transaction) transaction.status = 'cancelled';
    const refused = await approve(cancelIdx);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().err_msg).toContain('이미 취소된 거래입니다.');
    const [request] = await app.db
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.idx, cancelIdx));
    expect(request).toMatchObject({ status: '취소신청' });
    expect(request?.refundError).toContain('이미 취소된 거래입니다.');
    expect(await seatsTaken(app, detailIdx)).toBe(3);
    const audited = await app.auditEntries(`cancel:${cancelIdx}`);
    expect(audited.map((row) => row.action)).toEqual(['cancel.refund_refused']);
  });

  it('is refused to members and visitors, and changes nothing', async () => {
    const { detailIdx, cancelIdx } = await paidAndCancelRequested(1);
    expect((await approve(cancelIdx, { cookie })).statusCode).toBe(403);
    expect((await approve(cancelIdx, {})).statusCode).toBe(401);
    expect((await approve(999_999)).statusCode).toBe(404);
    const [request] = await app.db
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.idx, cancelIdx));
    expect(request?.status).toBe('취소신청');
    expect(await seatsTaken(app, detailIdx)).toBe(3);
  });

  it('lists every request for administrators, by state and by search, and refuses members', async () => {
    const first = await paidAndCancelRequested(1);
    const second = await paidAndCancelRequested(1);
    await approve(second.cancelIdx);
    const list = async (query: string, headers: Record<string, string> = { cookie: adminCookie }) =>
      app.inject({ method: 'GET', url: `/api/payment/cancels?${query}`, headers });

    const pending = (await list('status=취소신청')).json().contents;
    expect(pending.list.map((row: { idx: number }) => row.idx)).toContain(first.cancelIdx);
    expect(pending.list.map((row: { idx: number }) => row.idx)).not.toContain(second.cancelIdx);
    const done = (await list('status=처리완료')).json().contents;
    expect(done.list.map((row: { idx: number }) => row.idx)).toContain(second.cancelIdx);
    expect(done.list.every((row: { status: string }) => row.status === '처리완료')).toBe(true);

    const [registration] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, first.registrationIdx));
    const byOrder = (await list(`search=${encodeURIComponent(String(registration?.oid))}`)).json().contents;
    expect(byOrder.list).toHaveLength(1);
    expect(byOrder.list[0]).toMatchObject({
      idx: first.cancelIdx,
      type: '부분',
      price: 15_000,
      registerConference: { name: '김취소', church: '사랑교회', title: '테스트 컨퍼런스' },
    });
    const byMemberId = (await list(`search=${encodeURIComponent(memberUid)}`)).json().contents;
    expect(byMemberId.list.map((row: { idx: number }) => row.idx)).toContain(first.cancelIdx);
    expect(byMemberId.list[0].registerConference.uid).toBe(memberUid);
    expect((await list('search=없는교회')).json().contents.list).toHaveLength(0);
    expect((await list('', { cookie })).statusCode).toBe(403);
  });
});
