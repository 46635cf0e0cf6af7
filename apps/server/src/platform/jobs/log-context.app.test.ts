import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';

const lines: Record<string, unknown>[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(
    { logLevel: 'debug', jobsEnabled: true },
    { logStream: { write: (line) => lines.push(JSON.parse(line)) } },
  );
});
afterAll(() => app.dispose());

describe('the request id in the log of the jobs a request sends', () => {
  it('follows a phone code into the job that delivers its KakaoTalk message', async () => {
    // A new-number code goes out by job (a sign-up code is delivered within its request, to report a failure).
    const { cookie } = await logInAs(app, await createMember(app.db));
    const answer = await app.inject({
      method: 'POST',
      url: '/api/member/phone/passcode',
      headers: { cookie },
      payload: { phone: '01090001234' },
    });
    expect(answer.statusCode).toBe(200);
    const requestLine = lines.find(
      (line) =>
        line.msg === 'request' &&
        String(line.req && (line.req as { url: string }).url) === '/api/member/phone/passcode',
    );
    const reqId = requestLine?.reqId;
    expect(reqId).toBeTruthy();

    const jobLine = await vi.waitFor(
      () => {
        const done = lines.find((line) => line.job === 'messages.deliver' && line.msg === 'job done');
        if (!done) throw new Error('no delivery job has logged its end yet');
        return done;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(jobLine).toMatchObject({ job: 'messages.deliver', reqId });
  });
});
