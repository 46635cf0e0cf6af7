import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { seatsTaken } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expireHolds } from './expire-holds';
import { registrationAttendees, registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let memberIdx: number;

beforeAll(async () => {
  app = await createTestApp();
  const member = await createMember(app.db, { name: '김신청' });
  memberIdx = member.idx;
  ({ cookie } = await logInAs(app, member));
});
afterAll(() => app.dispose());

const form = (overrides: Record<string, unknown> = {}) => ({
  registerConference: {
    name: '김신청',
    phone: '010-1234-5678',
    email: 'a@example.com',
    church: '사랑교회',
    total_price: 1,
  },
  registerMemberList: [
    { name: '홍길동', church: '사랑교회' },
    { name: '김영희', church: '사랑교회' },
  ],
  agree: 'Y',
  ...overrides,
});

const post = (detailIdx: number, payload: unknown, headers: Record<string, string> = { cookie }) =>
  app.inject({
    method: 'POST',
    url: `/api/register/conference/${detailIdx}`,
    payload: payload as object,
    headers,
  });

describe('POST /api/register/conference/{idx}', () => {
  it('registers the group at 결제시도 with the price computed by the server and seats held 15 minutes', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 10, price: 30_000 });
    const response = await post(detailIdx, form());
    expect(response.statusCode).toBe(200);
    const idx = response.json().contents as number;
    const [registration] = await app.db.select().from(registrations).where(eq(registrations.idx, idx));
    expect(registration).toMatchObject({
      memberIdx,
      status: '결제시도',
      totalPrice: 60_000,
      headcount: 2,
      phone: '01012345678',
      church: '사랑교회',
    });
    expect(registration?.oid).toMatch(/^HB\d{8}[A-Z0-9]{12}$/);
    const holdMinutes = ((registration?.holdExpiresAt?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(14);
    expect(holdMinutes).toBeLessThanOrEqual(15);
    const attendees = await app.db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationIdx, idx));
    expect(attendees.map((row) => row.name)).toEqual(['홍길동', '김영희']);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
  });

  it('asks for login first', async () => {
    const { detailIdx } = await createConferenceSession(app.db);
    const response = await post(detailIdx, form(), {});
    expect(response.statusCode).toBe(401);
    expect(response.json().err_msg).toBe('로그인 후 이용해주세요.');
  });

  it('checks the form in the spec’s order and changes nothing when refused', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 10, isAddress: 'Y' });
    const applicant = form().registerConference;
    const cases: [Record<string, unknown>, string][] = [
      [{ registerConference: { ...applicant, name: '  ' } }, '신청자 이름을 입력해 주세요.'],
      [{ registerConference: { ...applicant, phone: '0101234567' } }, '올바른 핸드폰 번호를 입력해주세요.'],
      [{ registerConference: { ...applicant, phone: '11012345678' } }, '올바른 핸드폰 번호를 입력해주세요.'],
      [{ registerConference: { ...applicant, church: '' } }, '교회명을 기입해주세요.'],
      [{ registerMemberList: [] }, '참석자를 1명 이상 입력해주세요.'],
      [{ registerMemberList: [{ name: '홍길동', church: ' ' }] }, '참석자 정보를 모두 기입해주세요.'],
      [{ zipCode: '' }, '주소를 입력해주세요.'],
      [{ zipCode: '06236', address: '서울 강남구 테헤란로 1', agree: 'N' }, '약관에 동의해 주세요.'],
    ];
    for (const [overrides, message] of cases) {
      const response = await post(detailIdx, form(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json().err_msg).toBe(message);
    }
    expect(await seatsTaken(app, detailIdx)).toBe(0);
    const ok = await post(
      detailIdx,
      form({ zipCode: '06236', address: '서울 강남구 테헤란로 1', detailedAddress: '3층' }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('is open only between rsdatetime and redatetime', async () => {
    for (const period of [{ opensInDays: 2 }, { opensInDays: -10, closesInDays: -1 }]) {
      const { detailIdx } = await createConferenceSession(app.db, period);
      const response = await post(detailIdx, form());
      expect(response.statusCode).toBe(400);
      expect(response.json().err_msg).toBe('접수 기간이 아닙니다.');
    }
  });

  it('does not offer hidden rows or rows before their release time', async () => {
    const hidden = await createConferenceSession(app.db, { view: 'N' });
    const later = await createConferenceSession(app.db, { releaseAt: new Date(Date.now() + 3_600_000) });
    for (const { detailIdx } of [hidden, later]) expect((await post(detailIdx, form())).statusCode).toBe(404);
  });

  it('refuses more attendees than the seats left, and a full session', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 3 });
    expect((await post(detailIdx, form())).statusCode).toBe(200);
    const over = await post(detailIdx, form());
    expect(over.statusCode).toBe(403);
    expect(over.json().err_msg).toBe('신청 가능 인원이 초과되었습니다.');
    expect(
      (await post(detailIdx, form({ registerMemberList: [{ name: '한명', church: '교회' }] }))).statusCode,
    ).toBe(200);
    const full = await post(detailIdx, form());
    expect(full.statusCode).toBe(403);
    expect(full.json().err_msg).toBe('접수가 마감되었습니다.');
    expect(await seatsTaken(app, detailIdx)).toBe(3);
  });

  it('answers the same registration for a repeated submission and takes the seats once', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 10 });
    const payload = form({ requestKey: 'form-1234' });
    const [first, second] = await Promise.all([post(detailIdx, payload), post(detailIdx, payload)]);
    expect(first.json().contents).toBe(second.json().contents);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
  });
});

describe('GET /api/register/conference/{idx} and /api/payment/check-limit/{idx}', () => {
  it('answers the member and the session with the seats left', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 5, price: 25_000 });
    await post(detailIdx, form());
    const response = await app.inject({
      method: 'GET',
      url: `/api/register/conference/${detailIdx}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().contents).toMatchObject({
      member: { name: '김신청' },
      conferenceDetail: {
        idx: detailIdx,
        price: 25_000,
        limit_personnel: 5,
        registered_personnel: 2,
        remaining: 3,
      },
    });
  });

  it('tells whether more attendees fit', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 2 });
    const check = (headcount: number) =>
      app.inject({ method: 'GET', url: `/api/payment/check-limit/${detailIdx}?headcount=${headcount}` });
    expect((await check(2)).statusCode).toBe(200);
    const over = await check(3);
    expect(over.statusCode).toBe(403);
    expect(over.json().err_msg).toBe('신청 가능 인원이 초과되었습니다.');
  });
});

describe('holds', () => {
  it('expire after 15 minutes unpaid: 결제실패 and the seats go back', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 4 });
    const idx = (await post(detailIdx, form())).json().contents as number;
    expect(await expireHolds(app.db, new Date(Date.now() + 14 * 60_000))).toBe(0);
    expect(await seatsTaken(app, detailIdx)).toBe(2);
    expect(await expireHolds(app.db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const [registration] = await app.db.select().from(registrations).where(eq(registrations.idx, idx));
    expect(registration).toMatchObject({
      status: '결제실패',
      failReason: '결제 시간이 지나 신청이 취소되었습니다.',
    });
    expect(await seatsTaken(app, detailIdx)).toBe(0);
  });
});

describe('a registration rush', () => {
  it('never registers more attendees than the limit, and the counter equals the rows', async () => {
    const limit = 40;
    const { detailIdx } = await createConferenceSession(app.db, { limit });
    const people = ['가', '나', '다', '라'];
    const cookies = await Promise.all(
      Array.from({ length: 5 }, async () => (await logInAs(app, await createMember(app.db))).cookie),
    );
    const attempts = Array.from({ length: 200 }, (_, n) =>
      post(
        detailIdx,
        form({ registerMemberList: people.slice(0, (n % 4) + 1).map((name) => ({ name, church: '교회' })) }),
        { cookie: cookies[n % cookies.length] ?? '' },
      ),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.statusCode === 403)).toBe(true);
    const [live] = await app.db
      .select({ seats: sql<number>`coalesce(sum(${registrations.headcount}), 0)::int` })
      .from(registrations)
      .where(eq(registrations.conferenceDetailIdx, detailIdx));
    expect(await seatsTaken(app, detailIdx)).toBe(limit);
    expect(live?.seats).toBe(limit);
  });
});
