import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kstDay } from '../../platform/korean-time';
import { requestCancel } from '../../test/cancel-flow';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { payThroughSimulator } from '../../test/payment-flow';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let adminCookie: string;

const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { phone: '01033334444' })));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

/** Registers `names` for a session through the real form; answers the registration idx (결제시도). */
const register = (detailIdx: number, names: string[]) =>
  registerGroup(app, cookie, detailIdx, {
    booker: { name: '김대시', phone: '01033334444', church: '사랑교회' },
    attendees: names,
  });

const pay = (registrationIdx: number, method: 'Card' | 'VBank') =>
  payThroughSimulator(app, { cookie, registrationIdx, device: 'pc', method, decision: 'approve' });

/** A member asks to cancel the first attendee and an administrator approves it (a 15,000 won refund). */
async function cancelFirstAttendee(registrationIdx: number) {
  const cancelIdx = await requestCancel(app, cookie, registrationIdx);
  const approved = await app.inject({
    method: 'PUT',
    url: `/api/payment/confirmCancels/${cancelIdx}`,
    headers: { cookie: adminCookie },
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

const dashboard = (query = '', headers: Record<string, string> = { cookie: adminCookie }) =>
  app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers });

describe('GET /api/admin/dashboard', () => {
  it('counts registrations, attendees, money, deposits awaited, seats and registrations per day', async () => {
    const open = await createConferenceSession(app.db, { limit: 10, price: 15_000 });
    const unlimited = await createConferenceSession(app.db, { limit: 0, price: 10_000 });
    const ended = await createConferenceSession(app.db, {
      opensInDays: -30,
      closesInDays: -10,
      startsInDays: -5,
    });

    const paid = await register(open.detailIdx, ['가', '나', '다']);
    await pay(paid, 'Card');
    await cancelFirstAttendee(paid);
    const deposit = await register(open.detailIdx, ['라', '마']);
    await pay(deposit, 'VBank');
    await register(open.detailIdx, ['바']); // abandoned at 결제시도: holds a seat, counts nowhere else
    // Made three Korean days ago, for the chart.
    await app.db
      .update(registrations)
      .set({ createdDate: new Date(Date.now() - 3 * day) })
      .where(eq(registrations.idx, deposit));
    await pay(await register(unlimited.detailIdx, ['사']), 'Card');

    const response = await dashboard();
    expect(response.statusCode, response.body).toBe(200);
    const contents = response.json().contents;
    expect(contents.conferences.map((c: { idx: number }) => c.idx).sort()).toEqual(
      [open.conferenceIdx, unlimited.conferenceIdx].sort(),
    );
    expect(contents.totals).toEqual({
      registrations: 2,
      attendees: 3,
      came: 0,
      paidAmount: 40_000,
      awaitingDeposit: 1,
    });

    // 등록완료 registrations by how they were paid, every way listed (the virtual account awaits its deposit).
    expect(contents.byPayMethod).toEqual([
      { method: 'Card', label: '신용카드', count: 2 },
      { method: 'KakaoPay', label: '카카오페이', count: 0 },
      { method: 'NaverPay', label: '네이버페이', count: 0 },
      { method: 'DirectBank', label: '실시간 계좌이체', count: 0 },
      { method: 'VBank', label: '가상계좌', count: 0 },
      { method: 'free', label: '무료', count: 0 },
    ]);

    const first = contents.conferences.find((c: { idx: number }) => c.idx === open.conferenceIdx);
    expect(first).toMatchObject({
      title: '테스트 컨퍼런스',
      registrations: 1,
      attendees: 2,
      paidAmount: 30_000,
      awaitingDeposit: 1,
      seatsLeft: 5,
    });
    expect(first.sessions).toEqual([
      expect.objectContaining({
        detailIdx: open.detailIdx,
        dept: '유치부',
        limit_personnel: 10,
        registered_personnel: 5,
        seatsLeft: 5,
        registrations: 1,
        attendees: 2,
        paidAmount: 30_000,
        awaitingDeposit: 1,
      }),
    ]);
    expect(first.daily).toHaveLength(30);
    expect(first.daily.at(-1)).toEqual({ date: kstDay(new Date()), count: 1 });
    expect(first.daily.at(-4)).toEqual({ date: kstDay(new Date(Date.now() - 3 * day)), count: 1 });
    expect(first.daily.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(2);

    const second = contents.conferences.find((c: { idx: number }) => c.idx === unlimited.conferenceIdx);
    expect(second).toMatchObject({ registrations: 1, attendees: 1, paidAmount: 10_000, seatsLeft: null });
    expect(second.sessions[0].seatsLeft).toBeNull();

    const one = (await dashboard(`?conferenceIdx=${ended.conferenceIdx}`)).json().contents;
    expect(one.conferences).toHaveLength(1);
    expect(one.conferences[0]).toMatchObject({ idx: ended.conferenceIdx, registrations: 0, paidAmount: 0 });
    expect((await dashboard('?conferenceIdx=999999')).statusCode).toBe(404);
  });

  it('is refused to members (403) and visitors (401)', async () => {
    expect((await dashboard('', { cookie })).statusCode).toBe(403);
    expect((await dashboard('', {})).statusCode).toBe(401);
  });
});
