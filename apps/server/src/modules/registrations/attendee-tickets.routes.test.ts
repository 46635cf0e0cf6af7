import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCancel } from '../../test/cancel-flow';
import { readExportedSheet } from '../../test/excel-sheet';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { payThroughSimulator } from '../../test/payment-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { messageOutbox } from '../messaging/messaging.tables';
import { attendeesCheckedIn } from './index';
import { registrationAttendees, registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let staffCookie: string;
let adminCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: staffCookie } = await logInAs(app, await createMember(app.db, { level: 5 })));
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

let phoneSequence = 0;
/** A fresh mobile number per test, so the outbox rows of one test are its own. */
const freshPhone = () =>
  `0109${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSequence).padStart(4, '0')}`;

type Attendee = { name: string; church: string; phone?: string };

const register = (detailIdx: number, attendees: Attendee[]) =>
  app.inject({
    method: 'POST',
    url: `/api/register/conference/${detailIdx}`,
    headers: { cookie },
    payload: {
      registerConference: { name: '김신청', phone: '01012345678', church: '빛교회' },
      registerMemberList: attendees,
      agree: 'Y',
    },
  });

/** A paid group of three: 김하나 and 이두리 with their own phones, 박세나 without. */
async function paidGroupOfThree() {
  const session = await createConferenceSession(app.db, { limit: 10, price: 10_000 });
  const phones = [freshPhone(), freshPhone()];
  const registered = await register(session.detailIdx, [
    { name: '김하나', church: '빛교회', phone: phones[0] },
    {
      name: '이두리',
      church: '빛교회',
      phone: `${phones[1]?.slice(0, 3)}-${phones[1]?.slice(3, 7)}-${phones[1]?.slice(7)}`,
    },
    { name: '박세나', church: '소금교회' },
  ]);
  expect(registered.statusCode, registered.body).toBe(200);
  const registrationIdx = registered.json().contents as number;
  await payThroughSimulator(app, {
    cookie,
    registrationIdx,
    device: 'pc',
    method: 'Card',
    decision: 'approve',
  });
  const [registration] = await app.db
    .select()
    .from(registrations)
    .where(eq(registrations.idx, registrationIdx));
  const ticket = await app.inject({
    method: 'GET',
    url: `/api/registered/conference/${registrationIdx}/ticket`,
    headers: { cookie },
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  return { ...session, registrationIdx, registration, phones, ticket: ticket.json().contents };
}

const tokenOf = (ticketUrl: string) => ticketUrl.replace('/ticket/', '');

const desk = (
  method: 'GET' | 'POST',
  barcode: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = { cookie: staffCookie },
) =>
  method === 'GET'
    ? app.inject({ method, url: `/api/register/conference/barcode/${barcode}`, headers })
    : // These sessions start in 20 days: the staff's confirmed off-day admission (check-in.routes.test.ts
      // holds the desk to the session's day).
      app.inject({
        method,
        url: `/api/register/conference/barcode/${barcode}`,
        headers,
        payload: { allowOffDay: true, ...payload },
      });

describe('a ticket for every attendee', () => {
  it('refuses an attendee phone that is not a mobile number, and takes the form without one', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { limit: 10 });
    const refused = await register(detailIdx, [{ name: '김하나', church: '빛교회', phone: '02-123-4567' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().err_msg).toBe(
      '참석자의 핸드폰 번호를 올바르게 입력해주세요. (입력하지 않으셔도 됩니다)',
    );
    const accepted = await register(detailIdx, [{ name: '김하나', church: '빛교회', phone: '' }]);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('gives each attendee their own barcode and private link, and sends the link to those with a phone', async () => {
    const group = await paidGroupOfThree();
    const groupBarcode = String(group.registration?.barcode);
    // The registration keeps the spec's barcode; each attendee's adds the attendee.
    expect(group.ticket.barcode).toBe(groupBarcode);
    expect(group.ticket.attendees).toHaveLength(3);
    for (const attendee of group.ticket.attendees) {
      expect(attendee.barcode).toBe(`${groupBarcode}${String(attendee.idx).padStart(4, '0')}`);
      // Unguessable: a long random token, not the id.
      expect(attendee.ticket_url).toMatch(/^\/ticket\/[0-9a-f]{64}$/);
      expect(attendee.ticket_url).not.toContain(String(attendee.idx).padStart(4, '0'));
    }
    const tokens = new Set(group.ticket.attendees.map((a: { ticket_url: string }) => a.ticket_url));
    expect(tokens.size).toBe(3);

    const [hana, duri] = group.ticket.attendees;
    const sent = await app.db
      .select()
      .from(messageOutbox)
      .where(
        and(
          eq(messageOutbox.recipient, String(group.phones[0])),
          eq(messageOutbox.template, 'conference_attendee_ticket'),
        ),
      );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('김하나님, 테스트 컨퍼런스 (유치부) 참석 티켓이 발급되었습니다.');
    expect(sent[0]?.text).toContain(`http://localhost:3000${hana.ticket_url}`);
    expect(sent[0]?.text).toContain(
      `캘린더에 추가: http://localhost:3000/api/tickets/${tokenOf(hana.ticket_url)}/calendar.ics`,
    );
    // The phone typed with dashes is sent to as digits.
    const toDuri = await app.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, String(group.phones[1])));
    expect(toDuri.map((m) => m.text).join()).toContain(duri.ticket_url);
    // 박세나 gave no phone: only the applicant's and the two attendees' messages were queued for the group.
    const tickets = await app.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.template, 'conference_attendee_ticket'));
    const mine = tickets.filter((m) =>
      group.ticket.attendees.some((a: { ticket_url: string }) => m.text.includes(a.ticket_url)),
    );
    expect(mine).toHaveLength(2);
  });

  it('opens an attendee ticket by its link without logging in, with its barcode image', async () => {
    const group = await paidGroupOfThree();
    const hana = group.ticket.attendees[0];
    const page = await app.inject({ method: 'GET', url: `/api/tickets/${tokenOf(hana.ticket_url)}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().contents).toMatchObject({
      name: '김하나',
      church: '빛교회',
      applicant: '김신청',
      title: '테스트 컨퍼런스',
      place: '테스트교회',
      barcode: hana.barcode,
      checked_in_at: null,
      calendar: { ics_url: `/api/tickets/${tokenOf(hana.ticket_url)}/calendar.ics` },
    });
    const image = await app.inject({
      method: 'GET',
      url: `/api/tickets/${tokenOf(hana.ticket_url)}/barcode.png`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const unknown = await app.inject({ method: 'GET', url: `/api/tickets/${'0'.repeat(64)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().err_msg).toBe('티켓을 찾을 수 없습니다. 받으신 링크를 다시 확인해 주세요.');
  });

  it('admits one attendee at a time and counts “3명 중 2명 입장”', async () => {
    const group = await paidGroupOfThree();
    const [hana, duri, sena] = group.ticket.attendees;
    // Only staff may use the desk.
    expect((await desk('POST', hana.barcode, undefined, { cookie })).statusCode).toBe(403);

    const looked = await desk('GET', hana.barcode);
    expect(looked.json()).toMatchObject({
      err_code: 0,
      contents: { scanned_attendee_idx: hana.idx, headcount: 3, came: 0, progress: '3명 중 0명 입장' },
    });
    const first = await desk('POST', hana.barcode);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().err_msg).toBe('입장 처리되었습니다. (3명 중 1명 입장)');
    // Her barcode does not let her in twice; the time of the first admission is given.
    const again = await desk('POST', hana.barcode);
    expect(again.statusCode).toBe(409);
    expect(again.json().err_code).toBe(100);
    expect(again.json().err_msg).toMatch(
      /^이미 입장 처리된 바코드입니다\. \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\)$/,
    );
    // Her own ticket page shows she came in.
    const page = await app.inject({ method: 'GET', url: `/api/tickets/${tokenOf(hana.ticket_url)}` });
    expect(page.json().contents.checked_in_at).not.toBeNull();

    const second = await desk('POST', duri.barcode);
    expect(second.json().err_msg).toBe('입장 처리되었습니다. (3명 중 2명 입장)');
    const [row] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, group.registrationIdx));
    expect(row?.joinedConference).toBe('Y');

    // The registrant list, its Excel and the dashboard count those who came.
    const list = await app.inject({
      method: 'GET',
      url: `/api/registered/conferences/${group.conferenceIdx}`,
      headers: { cookie: adminCookie },
    });
    const registrant = list
      .json()
      .contents.list.find((r: { idx: number }) => r.idx === group.registrationIdx);
    expect(registrant).toMatchObject({ headcount: 3, came: 2 });
    expect(registrant.attendees.find((a: { idx: number }) => a.idx === sena.idx).checked_in_at).toBeNull();
    const excel = await app.inject({
      method: 'GET',
      url: `/api/registered/conference/excel/${group.conferenceIdx}`,
      headers: { cookie: adminCookie },
    });
    const sheet = await readExportedSheet(excel.rawPayload);
    expect(sheet.cell('입장 인원')).toBe(2);
    expect(sheet.cell('참석자', 4)).toBe('박세나');
    expect(sheet.cell('참석자 입장 시각', 4)).toBe('');
    expect(String(sheet.cell('참석자 입장 시각', 2))).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: adminCookie },
    });
    const conference = dashboard
      .json()
      .contents.conferences.find((c: { idx: number }) => c.idx === group.conferenceIdx);
    expect(conference).toMatchObject({ attendees: 3, came: 2 });
    expect(conference.sessions[0]).toMatchObject({ attendees: 3, came: 2 });

    // For the certificates of attendance: who came in, with when.
    const came = await attendeesCheckedIn(app.db, { conferenceIdx: group.conferenceIdx });
    expect(came.map((attendee) => attendee.name)).toEqual(['김하나', '이두리']);
    expect(came[0]?.checkedInAt).toBeInstanceOf(Date);
  });

  it('shows the group for the registration’s barcode and admits chosen attendees, then the rest', async () => {
    const group = await paidGroupOfThree();
    const barcode = String(group.registration?.barcode);
    const [hana, duri] = group.ticket.attendees;
    const looked = await desk('GET', barcode);
    expect(looked.json().contents).toMatchObject({ scanned_attendee_idx: null, headcount: 3, came: 0 });
    expect(looked.json().contents.attendees.map((a: { name: string }) => a.name)).toEqual([
      '김하나',
      '이두리',
      '박세나',
    ]);

    const chosen = await desk('POST', barcode, { attendeeIdxs: [duri.idx] });
    expect(chosen.json().err_msg).toBe('입장 처리되었습니다. (3명 중 1명 입장)');
    expect(
      chosen.json().contents.attendees.map((a: { checked_in_at: string | null }) => a.checked_in_at !== null),
    ).toEqual([false, true, false]);
    // Someone of another group cannot be admitted with this barcode.
    const other = await desk('POST', barcode, { attendeeIdxs: [999_999] });
    expect(other.statusCode).toBe(400);

    const rest = await desk('POST', barcode);
    expect(rest.json().err_msg).toBe('입장 처리되었습니다. (3명 중 3명 입장)');
    // Everyone is in: the registration's barcode and each attendee's now answer "checked in before".
    expect((await desk('GET', barcode)).json().err_code).toBe(100);
    expect((await desk('POST', hana.barcode)).json().err_code).toBe(100);
  });

  it('stops a cancelled attendee’s ticket at once, at the desk and on its page', async () => {
    const group = await paidGroupOfThree();
    const [hana] = group.ticket.attendees;
    // The applicant cancels the first attendee (김하나) and an administrator approves it.
    const cancelIdx = await requestCancel(app, cookie, group.registrationIdx, { count: 1 });
    const approved = await app.inject({
      method: 'PUT',
      url: `/api/payment/confirmCancels/${cancelIdx}`,
      headers: { cookie: adminCookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const page = await app.inject({ method: 'GET', url: `/api/tickets/${tokenOf(hana.ticket_url)}` });
    expect(page.statusCode).toBe(410);
    expect(page.json().err_msg).toBe('참석이 취소되어 더 이상 사용할 수 없는 티켓입니다.');
    expect(
      (await app.inject({ method: 'GET', url: `/api/tickets/${tokenOf(hana.ticket_url)}/barcode.png` }))
        .statusCode,
    ).toBe(410);
    const refused = await desk('POST', hana.barcode);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().err_msg).toBe('참석이 취소된 분의 바코드입니다. (김하나) 입장할 수 없습니다.');
    // The group now counts two, and the applicant's page no longer lists her ticket.
    const rest = await desk('POST', String(group.registration?.barcode));
    expect(rest.json().err_msg).toBe('입장 처리되었습니다. (2명 중 2명 입장)');
    const ticket = await app.inject({
      method: 'GET',
      url: `/api/registered/conference/${group.registrationIdx}/ticket`,
      headers: { cookie },
    });
    expect(ticket.json().contents.attendees.map((a: { name: string }) => a.name)).toEqual([
      '이두리',
      '박세나',
    ]);
    const [stored] = await app.db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.idx, hana.idx));
    expect(stored?.checkedInAt).toBeNull();
  });
});

describe('the conference in the attendee’s calendar', () => {
  it('offers an .ics file with the session’s date, hours and place on every ticket', async () => {
    const group = await paidGroupOfThree();
    const hana = group.ticket.attendees[0];
    const file = await app.inject({
      method: 'GET',
      url: `/api/tickets/${tokenOf(hana.ticket_url)}/calendar.ics`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = file.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/\r\nUID:ticket-\d+-\d+@localhost:3000\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    // The session's first day at the schedule's hours (10:00 ~ 17:00 in Seoul).
    expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T010000Z\r\n/);
    expect(unfolded).toMatch(/\r\nDTEND:\d{8}T080000Z\r\n/);
    expect(unfolded).toContain('\r\nLOCATION:서울 테스트교회\r\n');
    expect(unfolded).toContain('SUMMARY:테스트 컨퍼런스 1회차 (유치부)');
    // The ticket page's "캘린더에 추가" also leads to Google Calendar's form.
    const google = new URL(group.ticket.calendar.google_url);
    expect(google.searchParams.get('location')).toBe('서울 테스트교회');

    // The applicant's group file needs their login.
    const groupFile = `/api/registered/conference/${group.registrationIdx}/calendar.ics`;
    expect(group.ticket.calendar.ics_url).toBe(groupFile);
    expect((await app.inject({ method: 'GET', url: groupFile })).statusCode).toBe(401);
    const own = await app.inject({ method: 'GET', url: groupFile, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('UID:registration-');
  });
});
