import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMessaging, requeueFailedMessage } from '.';

let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  // Jobs off: a queued message is delivered in-process before the call answers.
  app = await createTestApp();
  ({ cookie: adminCookie } = await logInAs(app, await createMember(app.db, { level: 10 })));
});
afterAll(() => app.dispose());

const cookieOf = async (member: { uid: string; password: string }) => (await logInAs(app, member)).cookie;
const list = async (query: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/messages?${query}`,
    headers: { cookie: adminCookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().contents as {
    total: number;
    list: { id: number; recipient: string; status: string }[];
  };
};
const resend = (id: number, cookie: string | null = adminCookie) =>
  app.inject({ method: 'POST', url: `/api/messages/${id}/resend`, headers: cookie ? { cookie } : {} });

describe('GET /api/messages', () => {
  it('shows administrators the outbox newest first, page by page', async () => {
    await app.services.messaging.send([
      { recipient: '01011112222', template: 'first', text: '첫 번째' },
      { recipient: '01011113333', template: 'second', text: '두 번째' },
      { recipient: '01011114444', template: 'third', text: '세 번째' },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/messages?page=1&size=2',
      headers: { cookie: adminCookie },
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
      batchId: null,
      attempts: 1,
    });
  });

  it('finds messages by phone (whole or its beginning, dashes ignored), by state and by bulk send', async () => {
    await app.services.messaging.send([
      { recipient: '01077001234', template: 'search', text: '검색 1' },
      { recipient: '01077005678', template: 'search', text: '검색 2' },
      { recipient: '01077009999', template: 'search', text: '검색 3' },
    ]);
    await app.db.transaction((tx) =>
      app.services.messaging.enqueue(tx, [{ recipient: '01077001111', template: 'batch', text: '묶음' }], {
        batchId: 4242,
      }),
    );
    expect((await list('search=010-7700-1234')).list.map((m) => m.recipient)).toEqual(['01077001234']);
    expect((await list('search=0107700')).total).toBe(4);
    // Any part of the number, as the member list searches: the last four digits.
    expect((await list('search=5678')).list.map((m) => m.recipient)).toContain('01077005678');
    expect((await list('search=7700-56')).list.map((m) => m.recipient)).toEqual(['01077005678']);
    expect((await list('search=0107700&status=failed')).list.map((m) => m.recipient)).toEqual([
      '01077009999',
    ]);
    expect((await list('batchId=4242')).list.map((m) => m.recipient)).toEqual(['01077001111']);
  });

  it('refuses members and visitors', async () => {
    const member = await createMember(app.db);
    expect(
      (await app.inject({ method: 'GET', url: '/api/messages', headers: { cookie: await cookieOf(member) } }))
        .statusCode,
    ).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });
});

describe('POST /api/messages/{id}/resend', () => {
  it('queues a failed message again (the same row), with an audit entry, and the job sends it again', async () => {
    const [id = 0] = await app.services.messaging.send([
      { recipient: '01088880000', template: 'notice', text: '재발송 알림' },
    ]);
    const [before] = await app.outbox({ id });
    expect(before).toMatchObject({ status: 'failed', resultCode: 'K101', attempts: 1 });

    const response = await resend(id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ err_code: 0, contents: { id } });
    // The local sender refuses this phone again: delivered a second time, still failed.
    const [after] = await app.outbox({ id });
    expect(after).toMatchObject({
      recipient: '01088880000',
      text: '재발송 알림',
      status: 'failed',
      attempts: 2,
    });
    const [entry] = await app.auditEntries(`message:${id}`);
    expect(entry).toMatchObject({ action: 'message.resend', details: { previousResultCode: 'K101' } });
  });

  it('delivers a resent message when the provider now accepts it', async () => {
    let accept = false;
    const messaging = createMessaging({
      db: app.db,
      jobs: null,
      sender: {
        send: async () =>
          accept ? { status: 'sent', resultCode: 'K000' } : { status: 'failed', resultCode: 'K102' },
      },
    });
    const [id = 0] = await messaging.send([{ recipient: '01066665555', template: 'notice', text: '다시' }]);
    accept = true;
    // The route delivers through the app's messaging; here the requeued row is delivered by this one.
    await app.db.transaction(async (tx) => {
      expect(await requeueFailedMessage(tx, id)).toMatchObject({ outcome: 'requeued' });
    });
    expect(await messaging.deliver(id)).toMatchObject({ status: 'sent' });
  });

  it('refuses a message that was not failed (409), an unknown one (404), members and visitors', async () => {
    const [id = 0] = await app.services.messaging.send([
      { recipient: '01012121212', template: 'notice', text: '성공' },
    ]);
    const sent = await resend(id);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().err_msg).toBe('발송에 실패한 메시지만 재발송할 수 있습니다. (현재 상태: 발송 완료)');
    expect((await resend(999_999)).statusCode).toBe(404);
    const member = await createMember(app.db);
    expect((await resend(id, await cookieOf(member))).statusCode).toBe(403);
    expect((await resend(id, null)).statusCode).toBe(401);
  });
});
