import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

describe('login attempts per address', () => {
  it('answers 429 with a Korean message after 30 attempts in ten minutes from one address', async () => {
    const attempt = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { uid: 'nobody', upw: 'guess-1234' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    const refused = await attempt('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      err_code: 429,
      err_msg: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      contents: null,
    });
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });
});

describe('login attempts behind a proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ trustProxy: 1 });
  });
  afterAll(() => proxied.dispose());

  it('counts the address the proxy saw, whatever the client wrote to the left of X-Forwarded-For', async () => {
    // The proxy (10.0.0.2) appends the address it saw; an attacker writes a new one in front each time.
    const attempt = (spoofed: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/account/login',
        payload: { uid: 'nobody', upw: 'guess-1234' },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.9` },
      });
    for (let i = 0; i < 30; i += 1) expect((await attempt(`203.0.113.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt('203.0.113.200')).statusCode).toBe(429);
    // Another client behind the same proxy is still let in.
    const other = await proxied.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { uid: 'nobody', upw: 'guess-1234' },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.10' },
    });
    expect(other.statusCode).toBe(401);
  });
});
