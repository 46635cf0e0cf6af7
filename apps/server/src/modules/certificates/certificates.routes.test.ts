import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { multipart } from '../../test/multipart';
import { payThroughSimulator } from '../../test/payment-flow';
import { pdfPages } from '../../test/pdf-pages';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registrationAttendees } from '../registrations/registrations.tables';
import { certificates } from './certificates.tables';

let app: TestApp;
let adminCookie: string;
let staffCookie: string;
let applicantCookie: string;
let otherCookie: string;
let conferenceIdx: number;
let registrationIdx: number;
let attendees: { idx: number; name: string; barcode: string | null }[];

const settings = (fields: Record<string, string>, seal?: Buffer, cookie: string = adminCookie) => {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(seal ? [{ name: 'seal', value: seal, filename: 'seal.png', contentType: 'image/png' }] : []),
  ]);
  return app.inject({
    method: 'PUT',
    url: `/api/admin/certificates/${conferenceIdx}`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const download = (attendeeIdx: number, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/certificates/conferences/${conferenceIdx}/attendees/${attendeeIdx}`,
    headers: cookie ? { cookie } : {},
  });

const admit = (barcode: string | null) =>
  app.inject({
    method: 'POST',
    url: `/api/register/conference/barcode/${barcode}`,
    headers: { cookie: staffCookie },
  });

const verify = (code: string) =>
  app.inject({ method: 'GET', url: `/api/certificates/verify?code=${encodeURIComponent(code)}` });

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
  ({ cookie: staffCookie } = await logInAs(app, await createMember(app.db, { level: 5 })));
  ({ cookie: applicantCookie } = await logInAs(app, await createMember(app.db)));
  ({ cookie: otherCookie } = await logInAs(app, await createMember(app.db)));
  // The training is today: the desk admits and the certificates may be issued.
  const session = await createConferenceSession(app.db, { limit: 10, price: 10_000, startsInDays: 0 });
  conferenceIdx = session.conferenceIdx;
  registrationIdx = await registerGroup(app, applicantCookie, session.detailIdx, {
    booker: { name: '김이수', phone: '01055557777', church: '은혜교회' },
    attendees: ['김이수', '박동행'],
  });
  await payThroughSimulator(app, {
    cookie: applicantCookie,
    registrationIdx,
    device: 'pc',
    method: 'Card',
    decision: 'approve',
  });
  attendees = await app.db
    .select({
      idx: registrationAttendees.idx,
      name: registrationAttendees.name,
      barcode: registrationAttendees.barcode,
    })
    .from(registrationAttendees)
    .where(eq(registrationAttendees.registrationIdx, registrationIdx))
    .orderBy(asc(registrationAttendees.idx));
});
afterAll(() => app.dispose());

describe('certificates of attendance', () => {
  it('issues none while the conference does not issue them, even to an admitted attendee', async () => {
    const [first] = attendees;
    expect((await admit(first?.barcode ?? null)).json().err_code).toBe(0);
    const refused = await download(first?.idx ?? 0, applicantCookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().err_msg).toBe('이 컨퍼런스는 이수증을 발급하지 않습니다.');
    const mine = await app.inject({
      method: 'GET',
      url: `/api/certificates/conferences/${conferenceIdx}/mine`,
      headers: { cookie: applicantCookie },
    });
    expect(mine.json().contents).toEqual({ issues: false, hours: 0, attendees: [] });
  });

  it('lets only an administrator set a conference to issue them, checking the form', async () => {
    expect(
      (await settings({ issues: 'Y', hours: '6.5', issuer_name: '하나' }, undefined, staffCookie)).statusCode,
    ).toBe(403);
    const noIssuer = await settings({ issues: 'Y', hours: '6', issuer_name: '' });
    expect(noIssuer.json().err_msg).toBe('이수증을 발급하려면 발급 기관(발급자) 이름을 입력해 주세요.');
    const badHours = await settings({ issues: 'Y', hours: '0.3', issuer_name: '사단법인 하나교육' });
    expect(badHours.json().err_msg).toBe('이수 시간은 0.5시간부터 999시간까지 0.5시간 단위로 입력해 주세요.');
    const notImage = await settings(
      { issues: 'Y', hours: '6.5', issuer_name: '사단법인 하나교육' },
      Buffer.from('not an image at all'),
    );
    expect(notImage.json().err_msg).toBe('직인 이미지는 PNG 또는 JPG 파일만 올릴 수 있습니다.');

    const seal = await sharp({
      create: { width: 120, height: 120, channels: 4, background: { r: 200, g: 20, b: 20, alpha: 0.8 } },
    })
      .png()
      .toBuffer();
    const saved = await settings({ issues: 'Y', hours: '6.5', issuer_name: '사단법인 하나교육' }, seal);
    expect(saved.json()).toMatchObject({
      err_code: 0,
      err_msg: '이수증 설정을 저장했습니다.',
      contents: {
        issues: true,
        hours: 6.5,
        issuer_name: '사단법인 하나교육',
        has_seal: true,
        issued_count: 0,
      },
    });
    const stored = await app.inject({
      method: 'GET',
      url: `/api/admin/certificates/${conferenceIdx}/seal`,
      headers: { cookie: adminCookie },
    });
    expect(stored.headers['content-type']).toBe('image/png');
    expect((await sharp(stored.rawPayload).metadata()).width).toBe(120);
  });

  it('refuses an attendee not yet admitted, another member and a visitor', async () => {
    const [first, second] = attendees;
    const notAdmitted = await download(second?.idx ?? 0, applicantCookie);
    expect(notAdmitted.statusCode).toBe(404);
    expect(notAdmitted.json().err_msg).toBe(
      '이수증을 받을 수 있는 참석자가 아닙니다. 행사 당일 입장 확인을 받은 참석자만 받을 수 있습니다.',
    );
    const someoneElse = await download(first?.idx ?? 0, otherCookie);
    expect(someoneElse.statusCode).toBe(404);
    expect((await download(first?.idx ?? 0)).statusCode).toBe(401);
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/certificates/conferences/${conferenceIdx}/mine`,
      headers: { cookie: otherCookie },
    });
    expect(theirs.json().contents).toEqual({ issues: true, hours: 6.5, attendees: [] });
    expect(await app.db.select().from(certificates)).toHaveLength(0);
  });

  it('gives the applicant a PDF in Korean with the same verification code on every download', async () => {
    const [first] = attendees;
    const mine = await app.inject({
      method: 'GET',
      url: `/api/certificates/conferences/${conferenceIdx}/mine`,
      headers: { cookie: applicantCookie },
    });
    expect(mine.json().contents.attendees).toEqual([
      { attendee_idx: first?.idx, registration_idx: registrationIdx, name: '김이수', church: '은혜교회' },
    ]);

    const pdf = await download(first?.idx ?? 0, applicantCookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(encodeURIComponent('이수증-김이수.pdf'));
    const [page, ...more] = await pdfPages(pdf.rawPayload);
    expect(more).toHaveLength(0);
    expect(page).toContain('김이수');
    expect(page).toContain('은혜교회');
    expect(page).toContain('테스트 컨퍼런스');
    expect(page).toContain('2027년 1월 9일(토) 10:00 ~ 17:00');
    expect(page).toContain('6.5시간');
    expect(page).toContain('사단법인 하나교육');
    expect(page).toContain('성실히 이수하였기에 이 증서를 드립니다.');
    const code = page?.match(/확인 코드 ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/)?.[1];
    expect(code).toBeDefined();
    expect(page).toContain(`/certificate/verify?code=${code?.replaceAll('-', '')}`);

    const again = await pdfPages((await download(first?.idx ?? 0, applicantCookie)).rawPayload);
    expect(again[0]).toContain(`확인 코드 ${code}`);
    // An administrator may download it too, and it is still the one certificate.
    const byAdmin = await pdfPages((await download(first?.idx ?? 0, adminCookie)).rawPayload);
    expect(byAdmin[0]).toContain(`확인 코드 ${code}`);
    expect(await app.db.select().from(certificates)).toHaveLength(1);

    const checked = await verify(code?.toLowerCase() ?? '');
    expect(checked.json()).toEqual({
      err_code: 0,
      err_msg: '',
      contents: {
        code: code?.replaceAll('-', ''),
        name: '김이수',
        church: '은혜교회',
        conference_title: '테스트 컨퍼런스',
        dates: '2027년 1월 9일(토) 10:00 ~ 17:00',
        hours: 6.5,
        issuer_name: '사단법인 하나교육',
        issued_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    expect(JSON.stringify(checked.json())).not.toContain('01055557777');
  });

  it('answers 404 for an unknown code and asks for one when none is given', async () => {
    const unknown = await verify('ABCD-EFGH-JKMN');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().err_msg).toBe('확인 코드와 일치하는 이수증이 없습니다. 코드를 다시 확인해 주세요.');
    expect((await verify('short')).statusCode).toBe(404);
    const empty = await verify('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().err_msg).toBe('확인 코드를 입력해 주세요.');
  });

  it('gives the whole group’s certificates as one PDF, a page each, once everyone came', async () => {
    const groupUrl = `/api/certificates/conferences/${conferenceIdx}/registrations/${registrationIdx}`;
    const other = await app.inject({ method: 'GET', url: groupUrl, headers: { cookie: otherCookie } });
    expect(other.statusCode).toBe(404);
    expect(other.json().err_msg).toBe(
      '이 신청에는 이수증을 받을 수 있는 참석자가 없습니다. 입장 확인을 받은 뒤에 받아 주세요.',
    );
    const onlyFirst = await pdfPages(
      (await app.inject({ method: 'GET', url: groupUrl, headers: { cookie: applicantCookie } })).rawPayload,
    );
    expect(onlyFirst).toHaveLength(1);

    expect((await admit(attendees[1]?.barcode ?? null)).json().err_code).toBe(0);
    const group = await app.inject({ method: 'GET', url: groupUrl, headers: { cookie: applicantCookie } });
    expect(group.statusCode).toBe(200);
    const pages = await pdfPages(group.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('김이수');
    expect(pages[1]).toContain('박동행');
    const codes = pages.map((page) => page.match(/확인 코드 ([A-Z0-9-]{14})/)?.[1]);
    expect(new Set(codes).size).toBe(2);
    expect(await app.db.select().from(certificates)).toHaveLength(2);
  });

  it('stops issuing new certificates when the administrator turns them off', async () => {
    const off = await settings({ issues: 'N' });
    expect(off.json().contents).toMatchObject({ issues: false, issued_count: 2 });
    expect((await download(attendees[0]?.idx ?? 0, applicantCookie)).statusCode).toBe(404);
  });

  it('issues none before the session’s day, even to an attendee the staff let in early', async () => {
    const early = await createConferenceSession(app.db, { limit: 10, price: 10_000, startsInDays: 35 });
    const fields = multipart(
      Object.entries({ issues: 'Y', hours: '6', issuer_name: '사단법인 하나교육' }).map(([name, value]) => ({
        name,
        value,
      })),
    );
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/admin/certificates/${early.conferenceIdx}`,
      headers: { cookie: adminCookie, 'content-type': fields.contentType },
      payload: fields.payload,
    });
    expect(saved.json().err_code).toBe(0);
    const earlyRegistration = await registerGroup(app, applicantCookie, early.detailIdx, {
      booker: { name: '김이른', phone: '01055558888', church: '은혜교회' },
      attendees: ['김이른'],
    });
    await payThroughSimulator(app, {
      cookie: applicantCookie,
      registrationIdx: earlyRegistration,
      device: 'pc',
      method: 'Card',
      decision: 'approve',
    });
    const [attendee] = await app.db
      .select()
      .from(registrationAttendees)
      .where(eq(registrationAttendees.registrationIdx, earlyRegistration));
    const letIn = await app.inject({
      method: 'POST',
      url: `/api/register/conference/barcode/${attendee?.barcode}`,
      headers: { cookie: staffCookie },
      payload: { allowOffDay: true },
    });
    expect(letIn.json().err_code).toBe(0);

    const refused = await app.inject({
      method: 'GET',
      url: `/api/certificates/conferences/${early.conferenceIdx}/attendees/${attendee?.idx}`,
      headers: { cookie: applicantCookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().err_msg).toMatch(
      /^이수증은 교육일인 \d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\)부터 받을 수 있습니다\.$/,
    );
    expect(
      await app.db
        .select()
        .from(certificates)
        .where(eq(certificates.attendeeIdx, attendee?.idx ?? 0)),
    ).toHaveLength(0);
  });
});
