import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestCancel } from '../../test/cancel-flow';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { pdfPages } from '../../test/pdf-pages';
import { registerAndPay } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { certificateSettings } from './certificates.tables';

/**
 * A certificate belongs to one attendee of one registration: a group download holds that group and no
 * one else of the conference, and an attendee cancelled after being admitted gets none, while the code
 * of one already issued says it is no longer valid.
 */

let app: TestApp;
let adminCookie: string;
let staffCookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
  ({ cookie: staffCookie } = await logInAs(app, await createMember(app.db, { level: 5 })));
});
afterAll(() => app.dispose());

/** A conference issuing certificates, with one session department of 10 seats at 10,000 won. */
async function issuingConference() {
  const session = await createConferenceSession(app.db, { limit: 10, price: 10_000, startsInDays: 0 });
  await app.db.insert(certificateSettings).values({
    conferenceIdx: session.conferenceIdx,
    issues: true,
    hours: '3',
    issuerName: '사단법인 하나교육',
  });
  return session;
}

/** A member's paid registration of `names` on the department, everyone admitted at the desk. */
async function admittedGroup(detailIdx: number, names: string[]) {
  const { cookie } = await logInAs(app, await createMember(app.db));
  const { registrationIdx, attendees } = await registerAndPay(app, cookie, detailIdx, {
    booker: { name: names[0] ?? '', phone: '01044443333', church: '사랑교회' },
    attendees: names,
  });
  for (const attendee of attendees) {
    const admitted = await app.inject({
      method: 'POST',
      url: `/api/register/conference/barcode/${attendee.barcode}`,
      headers: { cookie: staffCookie },
    });
    expect(admitted.json().err_code).toBe(0);
  }
  return { cookie, registrationIdx, attendees };
}

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('certificates of a group', () => {
  it('gives a group download exactly that registration’s admitted attendees, not the others of the conference', async () => {
    const { conferenceIdx, detailIdx } = await issuingConference();
    const first = await admittedGroup(detailIdx, ['정하나', '정두리']);
    const second = await admittedGroup(detailIdx, ['최세움', '최나눔', '최다함']);
    const groupUrl = (registrationIdx: number) =>
      `/api/certificates/conferences/${conferenceIdx}/registrations/${registrationIdx}`;

    const mine = await get(groupUrl(first.registrationIdx), first.cookie);
    expect(mine.statusCode).toBe(200);
    const pages = await pdfPages(mine.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('정하나');
    expect(pages[1]).toContain('정두리');
    expect(pages.join('')).not.toMatch(/최세움|최나눔|최다함/);

    // An administrator may download anyone's group: still only that group.
    const theirs = await pdfPages((await get(groupUrl(second.registrationIdx), adminCookie)).rawPayload);
    expect(theirs.map((page) => page.match(/(최세움|최나눔|최다함|정하나|정두리)/)?.[1])).toEqual([
      '최세움',
      '최나눔',
      '최다함',
    ]);
    // Another member's group is none of the caller's.
    expect((await get(groupUrl(second.registrationIdx), first.cookie)).statusCode).toBe(404);
    // One attendee's download holds only that attendee.
    const one = await get(
      `/api/certificates/conferences/${conferenceIdx}/attendees/${second.attendees[1]?.idx}`,
      second.cookie,
    );
    const [page, ...more] = await pdfPages(one.rawPayload);
    expect(more).toHaveLength(0);
    expect(page).toContain('최나눔');
    expect(page).not.toMatch(/최세움|최다함/);
  });
});

describe('a certificate whose attendee was cancelled afterwards', () => {
  it('is no longer given, and its code says it is no longer valid', async () => {
    const { conferenceIdx, detailIdx } = await issuingConference();
    const group = await admittedGroup(detailIdx, ['한취소', '한남음']);
    const [cancelled, staying] = group.attendees;
    const download = (attendeeIdx: number | undefined, cookie = group.cookie) =>
      get(`/api/certificates/conferences/${conferenceIdx}/attendees/${attendeeIdx}`, cookie);
    const codeOf = async (attendeeIdx: number | undefined) =>
      (await pdfPages((await download(attendeeIdx)).rawPayload))[0]?.match(
        /확인 코드 ([A-Z0-9-]{14})/,
      )?.[1] ?? '';
    const cancelledCode = await codeOf(cancelled?.idx);
    const stayingCode = await codeOf(staying?.idx);
    const verify = (code: string) => get(`/api/certificates/verify?code=${code}`);
    expect((await verify(cancelledCode)).json().contents.name).toBe('한취소');

    // The member asks to cancel the first attendee, and an administrator approves and refunds it.
    const cancelIdx = await requestCancel(app, group.cookie, group.registrationIdx, { count: 1 });
    const approved = await app.inject({
      method: 'PUT',
      url: `/api/payment/confirmCancels/${cancelIdx}`,
      headers: { cookie: adminCookie },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    for (const cookie of [group.cookie, adminCookie]) {
      const refused = await download(cancelled?.idx, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().err_msg).toBe(
        '이수증을 받을 수 있는 참석자가 아닙니다. 행사 당일 입장 확인을 받은 참석자만 받을 수 있습니다.',
      );
    }
    const groupPages = await pdfPages(
      (
        await get(
          `/api/certificates/conferences/${conferenceIdx}/registrations/${group.registrationIdx}`,
          group.cookie,
        )
      ).rawPayload,
    );
    expect(groupPages).toHaveLength(1);
    expect(groupPages[0]).toContain('한남음');
    const mine = await get(`/api/certificates/conferences/${conferenceIdx}/mine`, group.cookie);
    expect(mine.json().contents.attendees.map((a: { name: string }) => a.name)).toEqual(['한남음']);

    const checked = await verify(cancelledCode);
    expect(checked.statusCode).toBe(410);
    expect(checked.json()).toMatchObject({
      err_msg: '참석이 취소된 분의 이수증입니다. 이 이수증은 더 이상 유효하지 않습니다.',
      contents: null,
    });
    expect(checked.body).not.toContain('한취소');
    // The group's other certificate is still good.
    expect((await verify(stayingCode)).json().contents.name).toBe('한남음');
  });
});
