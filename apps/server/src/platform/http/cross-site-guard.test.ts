import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
let address = 0;
const freshAddress = () => `198.51.100.${++address}`;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const crossSiteRefusal = '허용되지 않은 요청입니다. 페이지를 새로고침한 뒤 다시 시도해주세요.';

describe('calls without a session, from another site', () => {
  it('refuses the login CSRF: a hostile page posting the attacker’s credentials as a form', async () => {
    const attacker = await createMember(app.db);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: new URLSearchParams({ uid: attacker.uid, upw: attacker.password }).toString(),
      remoteAddress: freshAddress(),
    });
    expect(forged.statusCode).toBe(415);
    expect(forged.cookies.find((cookie) => cookie.name === 'edu_session')).toBeUndefined();
    // The same as JSON from another site (fetch with credentials) is refused too.
    const json = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin: 'https://evil.example' },
      payload: { uid: attacker.uid, upw: attacker.password },
      remoteAddress: freshAddress(),
    });
    expect(json.statusCode).toBe(403);
    expect(json.json()).toMatchObject({ err_code: 403, err_msg: crossSiteRefusal });
    // From this site, JSON logs in.
    const own = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin: 'http://localhost:3000' },
      payload: { uid: attacker.uid, upw: attacker.password },
      remoteAddress: freshAddress(),
    });
    expect(own.statusCode).toBe(200);
  });

  it.each([
    ['/api/member', { uid: 'csrfuser1', upw: 'password-1234' }],
    ['/api/join/passcode', { phone: '01012341234' }],
    ['/api/account/lost/auth', { type: 'id', name: '홍길동', phone: '01012341234' }],
    ['/api/account/lost/confirm', { phone: '01012341234', passcode: '123456' }],
  ])('refuses %s from another site, as JSON or as a form', async (url, payload) => {
    const headers = { 'sec-fetch-site': 'cross-site' };
    const json = await app.inject({ method: 'POST', url, headers, payload, remoteAddress: freshAddress() });
    expect(json.statusCode).toBe(403);
    const form = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: JSON.stringify(payload),
      remoteAddress: freshAddress(),
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('providers’ form posts', () => {
  it('stay open to cross-site forms and keep their own checks', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://stdpay.inicis.com' };
    const paymentReturn = await app.inject({
      method: 'POST',
      url: '/api/payment/return/pc',
      headers: form,
      payload: 'resultCode=0000&orderNumber=unknown',
    });
    // Reached the return's own handling (an unknown order goes home), not the guard.
    expect(paymentReturn.statusCode).toBe(303);
    const notice = await app.inject({
      method: 'POST',
      url: '/api/payment/vbank/noti',
      headers: form,
      payload: 'no_tid=x',
      remoteAddress: '8.8.8.8',
    });
    expect(notice.body).toBe('FAIL');
    const apple = await app.inject({
      method: 'POST',
      url: '/api/oauth/apple/callback',
      headers: { ...form, origin: 'https://appleid.apple.com' },
      payload: 'state=unknown&code=x',
    });
    expect(apple.statusCode).toBe(303);
  });
});
