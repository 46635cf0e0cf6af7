import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportedSheet, sheetLayout } from '../../test/excel-sheet';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { payThroughSimulator } from '../../test/payment-flow';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferenceDetails } from '../conferences/conferences.tables';
import { registrationAttendees, registrations } from './registrations.tables';

let app: TestApp;
let memberCookie: string;
let adminCookie: string;
let memberUid: string;
let conferenceIdx: number;
/** 김신청's paid group in session 1 (two attendees, one later cancelled). */
let paid: typeof registrations.$inferSelect;
/** 박지원's unpaid registration in session 2. */
let unpaidIdx: number;

const register = (
  detailIdx: number,
  applicant: { name: string; church: string },
  attendees: { name: string; church: string }[],
) =>
  registerGroup(app, memberCookie, detailIdx, {
    booker: { ...applicant, phone: '01012345678', email: 'a@example.com' },
    attendees,
    extra: { zipCode: '06236', address: '서울 강남구 테헤란로 152', detailedAddress: '3층 교육부' },
  });

beforeAll(async () => {
  app = await createTestApp();
  const member = await createMember(app.db);
  memberUid = member.uid;
  ({ cookie: memberCookie } = await logInAs(app, member));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));

  const session = await createConferenceSession(app.db, { price: 10_000, isAddress: 'Y' });
  conferenceIdx = session.conferenceIdx;
  const [first] = await app.db
    .select()
    .from(conferenceDetails)
    .where(eq(conferenceDetails.idx, session.detailIdx));
  if (!first) throw new Error('no session');
  const { idx: _ignored, registeredPersonnel: _seats, ...copy } = first;
  const [second] = await app.db
    .insert(conferenceDetails)
    .values({ ...copy, number: 2, local: '부산', place: '부산교회', dept: '초등부' })
    .returning({ idx: conferenceDetails.idx });
  if (!second) throw new Error('no second session');

  const paidIdx = await register(session.detailIdx, { name: '김신청', church: '사랑교회' }, [
    { name: '홍길동', church: '사랑교회' },
    { name: '김영희', church: '소망교회' },
  ]);
  await payThroughSimulator(app, {
    cookie: memberCookie,
    registrationIdx: paidIdx,
    device: 'pc',
    method: 'Card',
    decision: 'approve',
  });
  // An approved partial cancel leaves the attendee on the list, marked cancelled.
  await app.db
    .update(registrationAttendees)
    .set({ isCancel: 'Y', cancelledDate: new Date() })
    .where(eq(registrationAttendees.name, '김영희'));
  const [row] = await app.db.select().from(registrations).where(eq(registrations.idx, paidIdx));
  if (!row?.barcode) throw new Error('payment gave no barcode');
  paid = row;
  unpaidIdx = await register(second.idx, { name: '박지원', church: '은혜교회' }, [
    { name: '박지원', church: '은혜교회' },
  ]);
});
afterAll(() => app.dispose());

const get = (url: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  app.inject({ method: 'GET', url, headers });
const idxsOf = (response: { json: () => { contents: { list: { idx: number }[] } } }) =>
  response.json().contents.list.map((row) => row.idx);

describe('registrant lists for administrators', () => {
  it('refuses members (403) and visitors (401) on every call', async () => {
    const calls: ['GET' | 'PUT', string][] = [
      ['GET', `/api/registered/conferences/${conferenceIdx}`],
      ['GET', `/api/registered/conferences/${conferenceIdx}/1`],
      ['GET', `/api/registered/conference/search/${conferenceIdx}?type=name&value=김`],
      ['GET', `/api/registered/conference/search/${conferenceIdx}/1?type=name&value=김`],
      ['GET', `/api/registered/conference/excel/${conferenceIdx}`],
      ['GET', `/api/registered/conference/excel/${conferenceIdx}/1`],
      ['PUT', `/api/registered/conference/join/reset/${paid.idx}`],
    ];
    for (const [method, url] of calls) {
      const asMember = await app.inject({ method, url, headers: { cookie: memberCookie } });
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json().err_code, url).not.toBe(0);
      expect((await app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('lists a conference, one session and one status with attendees and live headcount', async () => {
    const all = await get(`/api/registered/conferences/${conferenceIdx}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().contents.pageInfo).toEqual({ page: 1, size: 30, total: 2 });
    expect(idxsOf(all)).toEqual([unpaidIdx, paid.idx]);
    expect(all.json().contents.list[1]).toMatchObject({
      idx: paid.idx,
      oid: paid.oid,
      member: { idx: paid.memberIdx, uid: memberUid },
      name: '김신청',
      church: '사랑교회',
      zip_code: '06236',
      address: '서울 강남구 테헤란로 152',
      detailed_address: '3층 교육부',
      title: '테스트 컨퍼런스',
      number: 1,
      local: '서울',
      dept: '유치부',
      status: '등록완료',
      total_price: 20_000,
      headcount: 1,
      barcode: paid.barcode,
      joined_conference: 'N',
      joined_date: null,
      attendees: [
        { name: '홍길동', church: '사랑교회', is_cancel: 'N' },
        { name: '김영희', church: '소망교회', is_cancel: 'Y' },
      ],
    });

    expect(idxsOf(await get(`/api/registered/conferences/${conferenceIdx}/1`))).toEqual([paid.idx]);
    expect(idxsOf(await get(`/api/registered/conferences/${conferenceIdx}/2`))).toEqual([unpaidIdx]);
    expect(idxsOf(await get(`/api/registered/conferences/${conferenceIdx}/9`))).toEqual([]);
    expect(idxsOf(await get(`/api/registered/conferences/${conferenceIdx}?status=등록완료`))).toEqual([
      paid.idx,
    ]);
    expect(idxsOf(await get(`/api/registered/conferences/${conferenceIdx}?status=결제시도`))).toEqual([
      unpaidIdx,
    ]);
    expect(idxsOf(await get(`/api/registered/conferences/${conferenceIdx}?status=all`))).toHaveLength(2);
    expect(idxsOf(await get(`/api/registered/conferences/${conferenceIdx}/1?status=결제시도`))).toEqual([]);
    expect((await get('/api/registered/conferences/999999')).statusCode).toBe(404);
  });

  it('searches by name, order number, church and barcode', async () => {
    const search = (query: string, session = '') =>
      get(`/api/registered/conference/search/${conferenceIdx}${session}?${query}`).then(idxsOf);
    const value = encodeURIComponent;
    // The applicant's name, or any attendee's (a cancelled one included).
    expect(await search(`type=name&value=${value('김신')}`)).toEqual([paid.idx]);
    expect(await search(`type=name&value=${value('영희')}`)).toEqual([paid.idx]);
    expect(await search(`type=name&value=${value('박지원')}`)).toEqual([unpaidIdx]);
    expect(await search(`type=name&value=${value('박지원')}`, '/1')).toEqual([]);
    // Wildcards are taken literally.
    expect(await search(`type=name&value=${value('%')}`)).toEqual([]);
    expect(await search(`type=name&value=${value('_')}`)).toEqual([]);
    expect(await search(`type=church&value=${value('소망')}`)).toEqual([paid.idx]);
    expect(await search(`type=church&value=${value('은혜교회')}&status=등록완료`)).toEqual([]);
    expect(await search(`type=oid&value=${paid.oid}`)).toEqual([paid.idx]);
    expect(await search(`type=oid&value=${paid.oid.slice(0, -3)}`)).toEqual([paid.idx]);
    expect(await search(`type=oid&value=${paid.oid.slice(3)}`)).toEqual([]);
    expect(await search(`type=barcode&value=${paid.barcode}`)).toEqual([paid.idx]);
    expect(await search('type=barcode&value=99999999')).toEqual([]);
    // No value: the plain list.
    expect(await search('type=name&value=')).toHaveLength(2);
    expect(
      (await get(`/api/registered/conference/search/${conferenceIdx}?type=phone&value=1`)).statusCode,
    ).toBe(400);
  });

  it('pages 30 at a time', async () => {
    const { conferenceIdx: crowded, detailIdx } = await createConferenceSession(app.db);
    const member = await createMember(app.db);
    const created = await app.db
      .insert(registrations)
      .values(
        Array.from({ length: 31 }, (_, n) => ({
          oid: `PAGE${crowded}X${n}`,
          memberIdx: member.idx,
          conferenceDetailIdx: detailIdx,
          name: `신청자${n}`,
          phone: '01000000000',
          church: '교회',
          status: '등록완료',
          totalPrice: 0,
          headcount: 0,
          createdDate: new Date(Date.UTC(2026, 0, 1, 0, n)),
        })),
      )
      .returning({ idx: registrations.idx });
    const first = await get(`/api/registered/conferences/${crowded}`);
    expect(first.json().contents.pageInfo).toEqual({ page: 1, size: 30, total: 31 });
    expect(idxsOf(first)).toHaveLength(30);
    const second = await get(`/api/registered/conferences/${crowded}?page=2`);
    expect(idxsOf(second)).toEqual([created[0]?.idx]);
    const searched = await get(`/api/registered/conference/search/${crowded}?type=name&value=신청자&page=2`);
    expect(searched.json().contents.pageInfo.total).toBe(31);
    expect(idxsOf(searched)).toHaveLength(1);
  });

  it('downloads an .xlsx with one row per attendee, cancelled ones marked', async () => {
    const response = await get(`/api/registered/conference/excel/${conferenceIdx}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="registrants_\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''/,
    );
    const fileName = decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '');
    expect(fileName).toMatch(/^신청자목록_테스트 컨퍼런스_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const sheet = await readExportedSheet(response.rawPayload);
    const layout = sheetLayout(response.rawPayload);
    expect(sheet.header[0]).toBe('신청번호');
    expect(layout.headerBold).toBe(true);
    expect(layout.pane).toMatchObject({ state: 'frozen', ySplit: 1 });
    // Cells by their header: where materials go, and the phone as people write it.
    const headers = sheet.header;
    const rows = sheet.rows.slice(1);
    const cell = (row: unknown[] | undefined, header: string) => row?.[headers.indexOf(header)];
    const cells = rows.map((row) => ({
      idx: cell(row, '신청번호'),
      attendee: cell(row, '참석자'),
      church: cell(row, '참석자 교회'),
      cancelled: cell(row, '참석 취소'),
    }));
    expect(cells).toEqual([
      { idx: paid.idx, attendee: '홍길동', church: '사랑교회', cancelled: 'N' },
      { idx: paid.idx, attendee: '김영희', church: '소망교회', cancelled: 'Y' },
      { idx: unpaidIdx, attendee: '박지원', church: '은혜교회', cancelled: 'N' },
    ]);
    expect(cell(rows[0], '바코드')).toBe(paid.barcode);
    expect(cell(rows[0], '연락처')).toBe('010-1234-5678');
    expect([cell(rows[0], '우편번호'), cell(rows[0], '주소'), cell(rows[0], '상세주소')]).toEqual([
      '06236',
      '서울 강남구 테헤란로 152',
      '3층 교육부',
    ]);

    const filtered = await get(
      `/api/registered/conference/excel/${conferenceIdx}/2?status=결제시도&type=name&value=${encodeURIComponent('박')}`,
    );
    expect((await readExportedSheet(filtered.rawPayload)).rowCount).toBe(2);
  });

  it('resets a checked-in registration once, then answers 409, and logs it', async () => {
    const reset = () =>
      app.inject({
        method: 'PUT',
        url: `/api/registered/conference/join/reset/${paid.idx}`,
        headers: { cookie: adminCookie },
      });
    const notJoined = await reset();
    expect(notJoined.statusCode).toBe(409);
    expect(notJoined.json().err_msg).toBe('참석 처리되지 않은 신청입니다.');

    const checkedIn = await app.inject({
      method: 'POST',
      url: `/api/register/conference/barcode/${paid.barcode}`,
      headers: { cookie: adminCookie },
      payload: { allowOffDay: true }, // the session starts in 20 days
    });
    expect(checkedIn.json().err_code).toBe(0);
    const joined = (await get(`/api/registered/conferences/${conferenceIdx}/1`)).json().contents.list[0];
    expect(joined).toMatchObject({ joined_conference: 'Y', joined_date: expect.any(String) });

    const first = await reset();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      err_code: 0,
      contents: { joined_conference: 'N', joined_date: null },
    });
    const [row] = await app.db.select().from(registrations).where(eq(registrations.idx, paid.idx));
    expect(row).toMatchObject({ joinedConference: 'N', joinedDate: null });
    expect((await reset()).statusCode).toBe(409);

    const audited = await app.auditEntries(`registration:${paid.idx}`);
    // The desk's confirmed admission on another day than the session's is logged too.
    expect(audited.map((entry) => entry.action).filter((action) => action !== 'check_in.off_day')).toEqual([
      'registration.join_reset',
    ]);
    expect(audited[0]?.summary).toContain('김신청');

    // Checked in again after the reset, as the desk would.
    const again = await app.inject({
      method: 'POST',
      url: `/api/register/conference/barcode/${paid.barcode}`,
      headers: { cookie: adminCookie },
      payload: { allowOffDay: true }, // the session starts in 20 days
    });
    expect(again.json().err_code).toBe(0);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/registered/conference/join/reset/999999',
          headers: { cookie: adminCookie },
        })
      ).statusCode,
    ).toBe(404);
  });
});
