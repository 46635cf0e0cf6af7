import { sitePageMessages } from '@edu/shared';
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

const read = (slug: string) => app.inject({ method: 'GET', url: `/api/pages/${slug}` });
const save = (slug: string, payload: Record<string, unknown>, cookie = admin) =>
  app.inject({ method: 'PUT', url: `/api/admin/pages/${slug}`, headers: { cookie }, payload });

describe('the site’s content pages', () => {
  it('are edited by administrators (sanitised, audited) and read by everyone', async () => {
    expect((await read('hana-bible')).statusCode).toBe(404);
    expect((await save('hana-bible', { title: ' ', contents: '<p>x</p>' })).json().err_msg).toBe(
      sitePageMessages.titleRequired,
    );
    expect((await save('hana-bible', { title: '소개', contents: '<p></p>' })).json().err_msg).toBe(
      sitePageMessages.contentsRequired,
    );
    expect((await save('hana-bible', { title: '소개', contents: '<p>x</p>' }, member)).statusCode).toBe(403);
    const saved = await save('hana-bible', {
      title: '하나바이블 소개',
      contents: '<h2>온 세대</h2><p onclick="steal()">말씀</p><script>alert(1)</script>',
    });
    expect(saved.json()).toMatchObject({ err_code: 0, err_msg: sitePageMessages.saved });
    const page = (await read('hana-bible')).json().contents;
    expect(page).toMatchObject({ slug: 'hana-bible', title: '하나바이블 소개' });
    expect(page.contents).toContain('<h2>온 세대</h2>');
    expect(page.contents).not.toMatch(/script|onclick/);
    expect((await read('no-such-page')).statusCode).toBe(400);
    const [audited] = await app.auditEntries('site-page:hana-bible');
    expect(audited?.action).toBe('site-page.update');
  });
});
