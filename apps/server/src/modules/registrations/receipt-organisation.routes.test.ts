import { receiptOrganisationMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExportedSheet } from '../../test/excel-sheet';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { registrations } from './registrations.tables';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await logInAs(app, await createMember(app.db, { name: '김신청' })));
});
afterAll(() => app.dispose());

const form = (overrides: Record<string, unknown> = {}) => ({
  requestKey: crypto.randomUUID(),
  registerConference: { name: '김신청', phone: '010-1234-5678', email: 'a@example.com', church: '사랑교회' },
  registerMemberList: [{ name: '홍길동', church: '사랑교회' }],
  agree: 'Y',
  ...overrides,
});

const register = (detailIdx: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/register/conference/${detailIdx}`, payload, headers: { cookie } });

describe('영수증 발행 정보 on the registration form', () => {
  it('refuses half of it or a malformed number in the form’s order, registering nothing', async () => {
    const { detailIdx } = await createConferenceSession(app.db, { price: 0 });
    const cases: [Record<string, unknown>, string][] = [
      [{ receiptOrgName: '사랑교회' }, receiptOrganisationMessages.numberRequired],
      [{ receiptOrgNumber: '1238212345' }, receiptOrganisationMessages.nameRequired],
      [
        { receiptOrgName: '사랑교회', receiptOrgNumber: '12-82-12345' },
        receiptOrganisationMessages.numberInvalid,
      ],
      // The agreement comes after the receipt on the page.
      [{ receiptOrgName: '사랑교회', agree: 'N' }, receiptOrganisationMessages.numberRequired],
    ];
    for (const [fields, message] of cases) {
      const refused = await register(detailIdx, form(fields));
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().err_msg).toBe(message);
    }
    const stored = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.conferenceDetailIdx, detailIdx));
    expect(stored).toHaveLength(0);
  });

  it('keeps it with the registration, in the member’s history, the registrant list and its Excel', async () => {
    const session = await createConferenceSession(app.db, { price: 0 });
    const registered = await register(
      session.detailIdx,
      form({ receiptOrgName: '사랑교회 ', receiptOrgNumber: '123-82-12345' }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const [row] = await app.db
      .select()
      .from(registrations)
      .where(eq(registrations.idx, registered.json().contents));
    expect(row).toMatchObject({ receiptOrgName: '사랑교회', receiptOrgNumber: '123-82-12345' });

    const history = await app.inject({
      method: 'GET',
      url: '/api/registered/conferences',
      headers: { cookie },
    });
    const mine = history
      .json()
      .contents.list.find((item: { idx: number }) => item.idx === registered.json().contents);
    expect(mine.receiptOrganisation).toEqual({ name: '사랑교회', number: '123-82-12345' });

    const { cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 }));
    const excel = await app.inject({
      method: 'GET',
      url: `/api/registered/conference/excel/${session.conferenceIdx}`,
      headers: { cookie: admin },
    });
    expect(excel.statusCode).toBe(200);
    const { cell } = await readExportedSheet(excel.rawPayload);
    expect(cell('영수증 단체명')).toBe('사랑교회');
    expect(cell('영수증 등록번호')).toBe('123-82-12345');
  });
});
