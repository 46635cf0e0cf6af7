import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const cookieOf = async (member: { uid: string; password: string }) => (await logInAs(app, member)).cookie;

describe('GET /api/messages', () => {
  it('shows administrators the outbox newest first, page by page', async () => {
    await app.services.messaging.send([
      { recipient: '01011112222', template: 'first', text: '첫 번째' },
      { recipient: '01011113333', template: 'second', text: '두 번째' },
      { recipient: '01011114444', template: 'third', text: '세 번째' },
    ]);
    const admin = await createMember(app.services.database.db, { level: 10 });
    const response = await app.inject({
      method: 'GET',
      url: '/api/messages?page=1&size=2',
      headers: { cookie: await cookieOf(admin) },
    });
    expect(response.statusCode).toBe(200);
    const { contents } = response.json();
    expect(contents.total).toBe(3);
    expect(contents.list.map((m: { template: string }) => m.template)).toEqual(['third', 'second']);
    expect(contents.list[0]).toMatchObject({
      recipient: '01011114444',
      text: '세 번째',
      status: 'sent',
      resultCode: 'K000',
    });
  });

  it('refuses members and visitors', async () => {
    const member = await createMember(app.services.database.db);
    expect(
      (await app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: await cookieOf(member) } }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });
});
