import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const token = 'metrics-token-for-tests-1';
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ metricsToken: token });
});
afterAll(() => app.dispose());

const scrape = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one series in the text format, e.g. `payments_by_state{state="paid"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not there without the token, nor with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(404);
    expect((await scrape('Bearer wrong-token-of-same-size')).statusCode).toBe(404);
  });

  it('counts requests by route pattern and status, with their time, and the site’s states', async () => {
    await app.inject({ method: 'POST', url: '/api/join/passcode', payload: { phone: '01080001234' } });
    for (let n = 0; n < 3; n += 1) await app.inject({ method: 'GET', url: '/api/conferences' });
    await app.inject({ method: 'GET', url: '/new_api/customer/item/987654' });

    const answer = await scrape(`Bearer ${token}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const text = answer.body;
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/api/conferences",status="200"}')).toBe(
      3,
    );
    // The pattern, never the id a visitor asked for.
    expect(text).toContain('route="/new_api/customer/item/:itemId"');
    expect(text).not.toContain('987654');
    expect(
      seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/conferences"}'),
    ).toBe(3);
    expect(text).toContain('db_pool_connections{state="waiting"}');
    // The code's KakaoTalk message (sent at once: this test app runs no job runner).
    expect(seriesValue(text, 'messages_by_state{state="sent"}')).toBe(1);
    expect(text).toContain('# HELP payments_by_state');
    expect(text).toMatch(/^admission_refused_total 0$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });
});
