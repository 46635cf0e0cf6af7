import { businessDetailsMessages, defaultBusinessDetails } from '@edu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie: admin } = await logInAs(app, await createMember(app.db, { level: 10 })));
  ({ cookie: member } = await logInAs(app, await createMember(app.db)));
});
afterAll(() => app.dispose());

const url = '/api/site-settings/business-details';
const read = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const save = (payload: Record<string, unknown>, cookie = admin) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/site-settings/business-details',
    headers: { cookie },
    payload,
  });

const { updated_date: _never, ...defaults } = defaultBusinessDetails;
const edited = {
  ...defaults,
  organisation: '(재)하나교회교육원 쇼핑몰',
  businessNumber: '2208162517',
  hostingProvider: '네이버클라우드(주)',
};

describe('the business details of the footer', () => {
  it('are today’s details on a fresh database, for every visitor, revalidated by ETag', async () => {
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ err_code: 0, err_msg: '', contents: defaultBusinessDetails });
    expect(answer.json().contents).toMatchObject({
      organisation: '(재)하나교회교육원',
      businessNumber: '101-82-12345',
      hostingProvider: 'Amazon Web Services, Inc.',
      ftcInfoUrl: 'https://www.ftc.go.kr/bizCommPop.do?wrkr_no={사업자등록번호}',
    });
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    const etag = String(answer.headers.etag);
    const unchanged = await read({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('are not for members to change', async () => {
    const refused = await save(edited, member);
    expect(refused.statusCode).toBe(403);
    expect((await read()).json().contents).toEqual(defaultBusinessDetails);
  });

  it('refuse bad input with the field’s Korean message, in order, and change nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ organisation: '  ' }, businessDetailsMessages.organisationRequired],
      [{ organisation: '가'.repeat(101) }, '상호는 100자 이내로 입력해주세요.'],
      [{ representative: '' }, businessDetailsMessages.representativeRequired],
      [{ businessNumber: '101-82-1234' }, businessDetailsMessages.businessNumberInvalid],
      [{ mailOrderNumber: ' ' }, businessDetailsMessages.mailOrderNumberRequired],
      [{ address: '' }, businessDetailsMessages.addressRequired],
      [{ phone: '전화 없음' }, businessDetailsMessages.phoneInvalid],
      [{ email: 'help@' }, businessDetailsMessages.emailInvalid],
      [{ customerCentreHours: '' }, businessDetailsMessages.customerCentreHoursRequired],
      [{ hostingProvider: '' }, businessDetailsMessages.hostingProviderRequired],
      [{ ftcInfoUrl: 'javascript:alert(1)' }, businessDetailsMessages.ftcInfoUrlInvalid],
      [{ organisation: '', hostingProvider: '' }, businessDetailsMessages.organisationRequired],
    ];
    for (const [override, message] of cases) {
      const refused = await save({ ...edited, ...override });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().err_msg).toBe(message);
    }
    const { hostingProvider: _missing, ...withoutHosting } = edited;
    expect((await save(withoutHosting)).json().err_msg).toBe(businessDetailsMessages.hostingProviderRequired);
    expect((await read()).json().contents).toEqual(defaultBusinessDetails);
    expect(await app.auditEntries('site-setting:business-details')).toEqual([]);
  });

  it('are saved by an administrator (trimmed, the number formatted), audited, and shown at once', async () => {
    const before = await read();
    const saved = await save({ ...edited, hostingProvider: '  네이버클라우드(주) ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      err_code: 0,
      err_msg: businessDetailsMessages.saved,
      contents: { ...edited, businessNumber: '220-81-62517' },
    });
    const shown = await read({ 'if-none-match': String(before.headers.etag) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().contents).toMatchObject({
      organisation: '(재)하나교회교육원 쇼핑몰',
      businessNumber: '220-81-62517',
      hostingProvider: '네이버클라우드(주)',
    });
    expect(shown.json().contents.updated_date).toEqual(expect.any(String));
    const [audited] = await app.auditEntries('site-setting:business-details');
    expect(audited).toMatchObject({
      action: 'site-setting.update',
      summary: '사업자 정보 수정: 상호, 사업자등록번호, 호스팅 서비스 제공자',
    });
    expect(audited?.details).toMatchObject({
      hostingProvider: { before: 'Amazon Web Services, Inc.', after: '네이버클라우드(주)' },
    });
  });
});
