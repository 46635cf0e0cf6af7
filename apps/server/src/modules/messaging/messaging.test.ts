import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMessaging } from './outbox';

let app: TestApp;

beforeAll(async () => {
  // Jobs on: delivery really goes through pg-boss on this database.
  app = await createTestApp({ jobsEnabled: true });
});
afterAll(() => app.dispose());

/** The message once its delivery job has settled it (sent, sent by SMS or failed). */
const waitForStatus = (id: number) =>
  vi.waitFor(
    async () => {
      const [row] = await app.outbox({ id });
      if (!row || row.status === 'queued' || row.status === 'sending')
        throw new Error(`message ${id} still ${row?.status}`);
      return row;
    },
    { timeout: 15_000, interval: 200 },
  );

describe('messaging outbox', () => {
  it('stores a message with recipient, template and text, and a job delivers it', async () => {
    const [id] = await app.services.messaging.send([
      {
        recipient: '010-1234-5678',
        template: 'join_passcode',
        text: '[하나바이블] 인증번호는 123456 입니다.',
      },
    ]);
    const row = await waitForStatus(id ?? 0);
    expect(row).toMatchObject({
      recipient: '01012345678',
      template: 'join_passcode',
      status: 'sent',
      resultCode: 'K000',
      attempts: 1,
    });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('falls back to SMS when alimtalk cannot reach the phone, and records a refusal otherwise', async () => {
    const ids = await app.services.messaging.send([
      { recipient: '01011110000', template: 'notice', text: '알림', fallbackText: '문자 알림' },
      { recipient: '01022220000', template: 'notice', text: '알림' },
      { recipient: '01033339999', template: 'notice', text: '알림' },
    ]);
    const rows = await Promise.all(ids.map((id) => waitForStatus(id)));
    expect(rows.map((row) => [row.status, row.resultCode])).toEqual([
      ['sent_sms', 'M000'],
      ['failed', 'K101'],
      ['failed', 'K102'],
    ]);
  });

  it('delivers a message once even when delivery is asked twice', async () => {
    let sends = 0;
    const messaging = createMessaging({
      db: app.db,
      jobs: null,
      sender: {
        send: async () => {
          sends += 1;
          return { status: 'sent', resultCode: 'K000' };
        },
      },
    });
    const [id] = await messaging.send([{ recipient: '01012345678', template: 't', text: 'x' }]);
    await messaging.deliver(id ?? 0);
    await messaging.dispatch([id ?? 0]);
    expect(sends).toBe(1);
  });

  it('puts a message back in the queue when the provider cannot be reached', async () => {
    const messaging = createMessaging({
      db: app.db,
      jobs: null,
      sender: {
        send: async () => {
          throw new Error('connect ECONNREFUSED');
        },
      },
    });
    await expect(messaging.send([{ recipient: '01012345678', template: 't', text: 'x' }])).rejects.toThrow(
      'ECONNREFUSED',
    );
    const rows = await app.outbox({ template: 't' });
    const failed = rows.find((row) => row.error);
    expect(failed).toMatchObject({ status: 'queued', error: 'connect ECONNREFUSED', attempts: 1 });
  });
});
