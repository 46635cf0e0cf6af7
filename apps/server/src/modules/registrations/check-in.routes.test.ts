import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit-log.tables';
import { kstDay } from '../../platform/korean-time';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { payThroughSimulator } from '../../test/payment-flow';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registrationAttendees, registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;
let staffCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: staffCookie } = await logInAs(app, await createMember(app.db, { level: 5 })));
});
afterAll(() => app.dispose());

/** A group of two for a session on `startsInDays` (today by default: the desk's day), paid or not. */
async function registration(pay: boolean, startsInDays = 0) {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 10, price: 10_000, startsInDays });
  const registrationIdx = await registerGroup(app, cookie, detailIdx, {
    booker: { name: '박입장', phone: '01012345678', church: '빛교회' },
    attendees: ['박입장', '이동행'],
  });
  if (pay)
    await payThroughSimulator(app, {
      cookie,
      registrationIdx,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
  const [row] = await app.db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
  return row;
}

const desk = (
  method: 'GET' | 'POST',
  barcode: string,
  headers: Record<string, string> = { cookie: staffCookie },
) => app.inject({ method, url: `/api/register/conference/barcode/${barcode}`, headers });

describe('barcode check-in', () => {
  it('shows the registration, checks it in once, and refuses the second time with the first time', async () => {
    const row = await registration(true);
    const barcode = String(row?.barcode);
    const looked = await desk('GET', barcode);
    expect(looked.json()).toMatchObject({
      err_code: 0,
      contents: {
        name: '박입장',
        church: '빛교회',
        headcount: 2,
        title: '테스트 컨퍼런스',
        joined_conference: 'N',
      },
    });
    const printed = await desk('POST', barcode);
    expect(printed.json()).toMatchObject({
      err_code: 0,
      // The registration's barcode with nobody chosen admits the whole group.
      err_msg: '입장 처리되었습니다. (2명 중 2명 입장)',
      contents: { joined_conference: 'Y', came: 2 },
    });
    const [joined] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, row?.idx ?? 0));
    expect(joined?.joinedConference).toBe('Y');

    for (const method of ['GET', 'POST'] as const) {
      const again = await desk(method, barcode);
      expect(again.statusCode).toBe(409);
      expect(again.json().err_code).toBe(100);
      expect(again.json().err_msg).toMatch(
        /^이미 입장 처리된 바코드입니다\. \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\)$/,
      );
      expect(again.json().contents.name).toBe('박입장');
    }
  });

  it('refuses unknown and unpaid barcodes, members and visitors', async () => {
    expect((await desk('GET', '999999999999')).json()).toMatchObject({
      err_msg: '등록되지 않은 바코드입니다.',
    });
    const paid = await registration(true);
    const unpaid = await registration(false);
    await app.db
      .update(registrations)
      .set({ barcode: '888877776666' })
      .where(eq(registrations.idx, unpaid?.idx ?? 0));
    expect((await desk('POST', '888877776666')).statusCode).toBe(400);
    expect((await desk('POST', String(paid?.barcode), { cookie })).statusCode).toBe(403);
    expect((await desk('GET', String(paid?.barcode), {})).statusCode).toBe(401);
    const [untouched] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, paid?.idx ?? 0));
    expect(untouched?.joinedConference).toBe('N');
  });

  it('admits only on the session’s day (Korean time) unless the staff confirm another day, and audits that', async () => {
    const early = await registration(true, 35);
    const barcode = String(early?.barcode);
    const sessionDay = kstDay(new Date(Date.now() + 35 * 24 * 60 * 60 * 1000));
    const [year, month, date] = sessionDay.split('-').map(Number);

    // The desk sees the group and why it should not come in today.
    const looked = await desk('GET', barcode);
    expect(looked.json()).toMatchObject({
      err_code: 0,
      contents: { session_day: sessionDay, off_day: true },
    });

    // Admitting without the staff's word is refused with the reason, and nobody is in.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/register/conference/barcode/${barcode}`,
      headers: { cookie: staffCookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().err_code).toBe(101);
    expect(refused.json().err_msg).toMatch(
      new RegExp(
        `^세션 날이 아닙니다\\. 이 신청의 세션은 ${year}년 ${month}월 ${date}일\\([일월화수목금토]\\)입니다\\.$`,
      ),
    );
    expect(refused.json().contents).toMatchObject({ came: 0, off_day: true });
    const attendees = () =>
      app.db
        .select()
        .from(registrationAttendees)
        .where(eq(registrationAttendees.registrationIdx, early?.idx ?? 0));
    expect((await attendees()).every((attendee) => attendee.checkedInAt === null)).toBe(true);
    const [still] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, early?.idx ?? 0));
    expect(still?.joinedConference).toBe('N');
    const offDayAudits = () =>
      app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'check_in.off_day'), eq(auditLog.target, `registration:${early?.idx}`)),
        );
    expect(await offDayAudits()).toHaveLength(0);

    // The staff confirm: the group comes in, and the log says who let them in on which day.
    const admitted = await app.inject({
      method: 'POST',
      url: `/api/register/conference/barcode/${barcode}`,
      headers: { cookie: staffCookie },
      payload: { allowOffDay: true },
    });
    expect(admitted.json()).toMatchObject({ err_code: 0, contents: { came: 2, off_day: true } });
    const [audit] = await offDayAudits();
    expect(audit).toMatchObject({ action: 'check_in.off_day' });
    expect(audit?.summary).toContain('세션 날이 아닌 날 입장');
    expect(audit?.details).toMatchObject({ sessionDay, admittedDay: kstDay(new Date()) });

    // On the session's day the desk admits at once and writes no such entry.
    const onTheDay = await registration(true);
    const today = await desk('POST', String(onTheDay?.barcode));
    expect(today.json()).toMatchObject({ err_code: 0, contents: { came: 2, off_day: false } });
    expect(
      await app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'check_in.off_day'), eq(auditLog.target, `registration:${onTheDay?.idx}`)),
        ),
    ).toHaveLength(0);
  });
});
