import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferenceDetails, conferences } from '../conferences/conferences.tables';
import { barcodeOf } from './barcode';
import { drawBarcodePng } from './barcode-image';
import { registrationAttendees, registrations } from './registrations.tables';

let app: TestApp;

type Member = Awaited<ReturnType<typeof createMember>>;
let owner: Member;
let ownerCookie: string;
let otherCookie: string;
let staffCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  owner = await createMember(app.db, { name: '김등록' });
  ({ cookie: ownerCookie } = await logInAs(app, owner));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: staffCookie } = await logInAs(app, await createMember(app.db, { level: 5 })));
});
afterAll(() => app.dispose());

let oidSequence = 0;

/** A registration row as the payment step leaves it (the barcode stored at 등록완료). */
async function insertRegistration(options: {
  memberIdx: number;
  detailIdx: number;
  status?: string;
  roomname?: string | null;
  attendees?: { name: string; church: string; isCancel?: 'Y' | 'N' }[];
}) {
  oidSequence += 1;
  const attendees = options.attendees ?? [{ name: '홍길동', church: '사랑교회' }];
  const status = options.status ?? '등록완료';
  const [row] = await app.db
    .insert(registrations)
    .values({
      oid: `TICKET${process.pid}x${oidSequence}`,
      memberIdx: options.memberIdx,
      conferenceDetailIdx: options.detailIdx,
      name: '김등록',
      phone: '01012345678',
      church: '사랑교회',
      status,
      totalPrice: 30_000 * attendees.length,
      headcount: attendees.length,
      roomname: options.roomname ?? null,
    })
    .returning({ idx: registrations.idx });
  if (!row) throw new Error('registration insert returned nothing');
  const barcode =
    status === '등록완료'
      ? barcodeOf({ registrationIdx: row.idx, detailIdx: options.detailIdx, memberIdx: options.memberIdx })
      : null;
  await app.db.update(registrations).set({ barcode }).where(eq(registrations.idx, row.idx));
  await app.db.insert(registrationAttendees).values(
    attendees.map((a) => ({
      registrationIdx: row.idx,
      name: a.name,
      church: a.church,
      isCancel: a.isCancel ?? 'N',
    })),
  );
  return { idx: row.idx, barcode };
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/registered/conference/{idx}/ticket', () => {
  it('answers the owner’s ticket: conference, department, room, place, schedule, first day, guide, barcode, attendees', async () => {
    const { conferenceIdx, detailIdx } = await createConferenceSession(app.db);
    await app.db
      .update(conferenceDetails)
      .set({ roomGuide: '본관 3층 등록대로 오세요.' })
      .where(eq(conferenceDetails.idx, detailIdx));
    const registration = await insertRegistration({
      memberIdx: owner.idx,
      detailIdx,
      roomname: 'B101호',
      attendees: [
        { name: '홍길동', church: '사랑교회' },
        { name: '김취소', church: '사랑교회', isCancel: 'Y' },
        { name: '이영희', church: '소망교회' },
      ],
    });
    const response = await get(`/api/registered/conference/${registration.idx}/ticket`, ownerCookie);
    expect(response.statusCode).toBe(200);
    const [detail] = await app.db
      .select()
      .from(conferenceDetails)
      .where(eq(conferenceDetails.idx, detailIdx));
    const ticket = response.json().contents;
    expect(ticket).toMatchObject({
      idx: registration.idx,
      conference_idx: conferenceIdx,
      title: '테스트 컨퍼런스',
      number: 1,
      dept: '유치부',
      roomname: 'B101호',
      local: '서울',
      place: '테스트교회',
      schedule: '2027년 1월 9일(토) 10:00 ~ 17:00',
      startsAt: detail?.startsAt?.toISOString(),
      roomGuide: '본관 3층 등록대로 오세요.',
      barcode: registration.barcode,
      name: '김등록',
      headcount: 2,
    });
    expect(ticket.barcode).toMatch(/^\d{12}$/);
    expect(ticket.attendees.map((a: { name: string }) => a.name)).toEqual(['홍길동', '이영희']);
  });

  it('is refused until the registration is 등록완료', async () => {
    const { detailIdx } = await createConferenceSession(app.db);
    for (const status of ['결제시도', '결제대기', '입금대기', '결제실패', '등록취소']) {
      const registration = await insertRegistration({ memberIdx: owner.idx, detailIdx, status });
      const response = await get(`/api/registered/conference/${registration.idx}/ticket`, ownerCookie);
      expect(response.statusCode, status).toBe(403);
      expect(response.json().err_msg).toBe('등록완료된 신청만 바코드 정보를 확인할 수 있습니다.');
    }
  });

  it('is the owner’s only: another member and staff get 404, a visitor 401', async () => {
    const { detailIdx } = await createConferenceSession(app.db);
    const registration = await insertRegistration({ memberIdx: owner.idx, detailIdx });
    const url = `/api/registered/conference/${registration.idx}/ticket`;
    for (const cookie of [otherCookie, staffCookie]) {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ err_msg: '신청 내역을 찾을 수 없습니다.', contents: null });
    }
    const visitor = await get(url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().err_msg).toBe('로그인 후 이용 가능 합니다.');
    expect((await get('/api/registered/conference/99999999/ticket', ownerCookie)).statusCode).toBe(404);
    expect((await get('/api/registered/conference/abc/ticket', ownerCookie)).statusCode).toBe(400);
  });
});

describe('GET /api/registered/conference/{idx}/barcode.png', () => {
  it('draws the Code 128 image of the stored barcode, privately cached', async () => {
    const { detailIdx } = await createConferenceSession(app.db);
    const registration = await insertRegistration({ memberIdx: owner.idx, detailIdx });
    const response = await get(`/api/registered/conference/${registration.idx}/barcode.png`, ownerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(response.rawPayload.equals(await drawBarcodePng(registration.barcode ?? ''))).toBe(true);
  });

  it('is for the owner or staff; another member gets 404, a visitor 401, an unfinished registration 403', async () => {
    const { detailIdx } = await createConferenceSession(app.db);
    const registration = await insertRegistration({ memberIdx: owner.idx, detailIdx });
    const url = `/api/registered/conference/${registration.idx}/barcode.png`;
    expect((await get(url, staffCookie)).statusCode).toBe(200);
    const other = await get(url, otherCookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().err_msg).toBe('신청 내역을 찾을 수 없습니다.');
    expect((await get(url)).statusCode).toBe(401);
    const pending = await insertRegistration({ memberIdx: owner.idx, detailIdx, status: '결제대기' });
    for (const cookie of [ownerCookie, staffCookie]) {
      const response = await get(`/api/registered/conference/${pending.idx}/barcode.png`, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().err_msg).toBe('등록완료된 신청만 바코드 정보를 확인할 수 있습니다.');
    }
  });
});

describe('GET /api/conference/{idx}/online', () => {
  async function conferenceWithMeeting() {
    const session = await createConferenceSession(app.db);
    await app.db
      .update(conferences)
      .set({
        onlineUrl: 'https://zoom.us/j/81234567890',
        onlineMeetingId: '812 3456 7890',
        onlineMeetingPasscode: 'hana2026',
      })
      .where(eq(conferences.idx, session.conferenceIdx));
    return session;
  }

  it('answers the link, meeting id and passcode to a member with a 등록완료 registration', async () => {
    const { conferenceIdx, detailIdx } = await conferenceWithMeeting();
    await insertRegistration({ memberIdx: owner.idx, detailIdx });
    const response = await get(`/api/conference/${conferenceIdx}/online`, ownerCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().contents).toEqual({
      conference_idx: conferenceIdx,
      title: '테스트 컨퍼런스',
      onlineUrl: 'https://zoom.us/j/81234567890',
      onlineMeetingId: '812 3456 7890',
      onlineMeetingPasscode: 'hana2026',
    });
  });

  it('refuses members without a completed registration in that conference, and visitors', async () => {
    const { conferenceIdx, detailIdx } = await conferenceWithMeeting();
    const elsewhere = await createConferenceSession(app.db);
    const member = await createMember(app.db);
    const { cookie } = await logInAs(app, member);
    await insertRegistration({ memberIdx: member.idx, detailIdx, status: '결제대기' });
    await insertRegistration({ memberIdx: member.idx, detailIdx: elsewhere.detailIdx });
    for (const who of [cookie, otherCookie, staffCookie]) {
      const response = await get(`/api/conference/${conferenceIdx}/online`, who);
      expect(response.statusCode).toBe(403);
      expect(response.json().err_msg).toBe('등록완료된 신청이 있는 회원만 온라인 모임에 참여할 수 있습니다.');
    }
    expect((await get(`/api/conference/${conferenceIdx}/online`)).statusCode).toBe(401);
  });

  it('answers 404 when the conference has no online meeting', async () => {
    const { conferenceIdx, detailIdx } = await createConferenceSession(app.db);
    await insertRegistration({ memberIdx: owner.idx, detailIdx });
    const response = await get(`/api/conference/${conferenceIdx}/online`, ownerCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json().err_msg).toBe('이 컨퍼런스에는 온라인 모임이 없습니다.');
    expect((await get('/api/conference/99999999/online', ownerCookie)).statusCode).toBe(404);
  });
});
