import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

const overloaded = { err_code: 503, err_msg: '접속자가 많아 잠시 후 다시 시도해 주세요.', contents: null };

/** fetch answering these in turn; Retry-After in hundredths of a second keeps the test quick. */
function answers(...bodies: { status: number; json: unknown; retryAfter?: string }[]) {
  const fetchMock = vi.fn(async () => {
    const next = bodies.shift();
    if (!next) throw new Error('no more answers');
    const headers = new Headers({ 'content-type': 'application/json' });
    if (next.retryAfter) headers.set('retry-after', next.retryAfter);
    return new Response(JSON.stringify(next.json), { status: next.status, headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('api() when the site is overloaded', () => {
  it('sends again after 503 with Retry-After and answers what the later try got', async () => {
    const fetchMock = answers(
      { status: 503, json: overloaded, retryAfter: '0.01' },
      { status: 503, json: overloaded, retryAfter: '0.01' },
      { status: 200, json: { err_code: 0, err_msg: '', contents: [1, 2] } },
    );
    await expect(api('/api/conferences', { method: 'POST', body: { a: 1 } })).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after two more tries with the server’s message', async () => {
    const fetchMock = answers(
      { status: 503, json: overloaded, retryAfter: '0.01' },
      { status: 503, json: overloaded, retryAfter: '0.01' },
      { status: 503, json: overloaded, retryAfter: '0.01' },
    );
    const error = await api('/api/conferences').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('접속자가 많아 잠시 후 다시 시도해 주세요.');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not send again a 503 without Retry-After', async () => {
    const fetchMock = answers({ status: 503, json: { err_code: 503, err_msg: '점검 중', contents: null } });
    await expect(api('/api/conferences')).rejects.toThrow('점검 중');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
