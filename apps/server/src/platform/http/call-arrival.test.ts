import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { callArrival } from '../db/oldest-first-pool';
import { registerCallArrival } from './call-arrival';

describe('the call’s arrival, for the pool', () => {
  it('is known in the handler of a call with a body, and is when the call came', async () => {
    const app = Fastify();
    registerCallArrival(app);
    let waited = 0;
    app.post('/echo', async (request) => {
      // What the handler awaits runs in the call's context too.
      await new Promise((resolve) => setTimeout(resolve, 5));
      waited = performance.now();
      return { arrival: callArrival.getStore() ?? null, body: request.body };
    });
    const before = performance.now();
    const answer = await app.inject({ method: 'POST', url: '/echo', payload: { orderKey: 'k' } });
    const after = performance.now();
    const { arrival, body } = answer.json() as { arrival: number | null; body: unknown };
    expect(body).toEqual({ orderKey: 'k' });
    expect(arrival).not.toBeNull();
    expect(arrival).toBeGreaterThanOrEqual(before - 1);
    // The arrival, not the moment the handler ran: it came before the handler's wait of 5 ms. Less 1 ms:
    // a timer runs by the event loop's clock of whole milliseconds, so it may end up to 1 ms early by
    // performance.now (once in CI: 4.65 ms from the arrival to the answer).
    expect(arrival).toBeLessThanOrEqual(waited - 4);
    expect(waited).toBeLessThanOrEqual(after);
    expect(callArrival.getStore()).toBeUndefined();
    await app.close();
  });
});
