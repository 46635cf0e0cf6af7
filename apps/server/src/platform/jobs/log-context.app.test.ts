import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const answer = await app.inject({
      method: 'POST',
      url: '/api/join/passcode',
      payload: { phone: '01090001234' },
    });
    expect(answer.statusCode).toBe(200);
    const requestLine = lines.find(
      (line) =>
        line.msg === 'request' &&
        String(line.req && (line.req as { url: string }).url) === '/api/join/passcode',
    );
    const reqId = requestLine?.reqId;
    expect(reqId).toBeTruthy();

    let jobLine: Record<string, unknown> | undefined;
    for (let waited = 0; waited < 10_000 && !jobLine; waited += 100) {
      jobLine = lines.find((line) => line.job === 'messages.deliver' && line.msg === 'job done');
      if (!jobLine) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(jobLine).toMatchObject({ job: 'messages.deliver', reqId });
  });
});
