import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs, sessionIsLive } from '../../test/log-in-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginFailures, members, sessions } from './accounts.tables';
import { maxFailuresPerHour } from './log-in';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const login = (uid: unknown, upw: unknown) =>
  app.inject({ method: 'POST', url: '/api/account/login', payload: { uid, upw } });

const loggedIn = (member: { uid: string; password: string }) => logInAs(app, member);

describe('POST /api/account/login', () => {
  it.each([
    [{ uid: '', upw: 'x' }, '아이디를 입력하세요.'],
    [{ uid: '   ', upw: 'x' }, '아이디를 입력하세요.'],
    [{ upw: 'x' }, '아이디를 입력하세요.'],
    [{ uid: 'someone', upw: '' }, '비밀번호를 입력하세요.'],
    [{ uid: 'someone', upw: '  ' }, '비밀번호를 입력하세요.'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/account/login', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ err_code: 400, err_msg: message, contents: null });
  });

  it('answers the same 401 for a wrong password and an unknown id', async () => {
    const member = await createMember(app.db);
    for (const response of [
      await login(member.uid, 'wrong-password'),
      await login('nobody-here', 'whatever-1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        err_code: 401,
        err_msg: '아이디 또는 비밀번호를 확인하세요.',
        contents: null,
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('starts a session: HttpOnly SameSite cookie for the page, the token in the answer for the app', async () => {
    const member = await createMember(app.db);
    const response = await login(member.uid, member.password);
    expect(response.statusCode).toBe(200);
    const token = response.json().contents.body.accessToken;
    expect(token).toMatch(/^[\w-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'edu_session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const [stored] = await app.db.select().from(sessions).where(eq(sessions.memberIdx, member.idx));
    expect(stored?.tokenHash).not.toBe(token);
    const [after] = await app.db.select().from(members).where(eq(members.idx, member.idx));
    expect(after?.lastLoginDate).toBeInstanceOf(Date);
  });

  it('refuses a withdrawn member', async () => {
    const member = await createMember(app.db);
    await app.db.update(members).set({ status: 'withdrawn' }).where(eq(members.idx, member.idx));
    expect((await login(member.uid, member.password)).statusCode).toBe(401);
  });

  it(`stops logins on an account after ${maxFailuresPerHour} failures within an hour, even with the right password`, async () => {
    const db = app.db;
    const member = await createMember(db);
    const old = new Date(Date.now() - 61 * 60 * 1000);
    await db
      .insert(loginFailures)
      .values(Array.from({ length: 50 }, () => ({ memberIdx: member.idx, createdAt: old })));
    await db
      .insert(loginFailures)
      .values(Array.from({ length: maxFailuresPerHour - 1 }, () => ({ memberIdx: member.idx })));
    expect((await login(member.uid, 'wrong-password')).statusCode).toBe(401);
    const refused = await login(member.uid, member.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().err_msg).toContain('로그인 실패가 너무 많아');
    // Old failures were cleared on the way; the hour's ones remain.
    expect(await db.select().from(loginFailures).where(eq(loginFailures.memberIdx, member.idx))).toHaveLength(
      maxFailuresPerHour,
    );
  });
});

describe('GET /api/account/check and POST /api/account/logout', () => {
  it('answers the member for the cookie (no token) and for a Bearer token (its token)', async () => {
    const member = await createMember(app.db, { name: '홍길동' });
    const { token, cookie } = await loggedIn(member);
    const byCookie = await app.inject({ method: 'GET', url: '/api/account/check', headers: { cookie } });
    expect(byCookie.json()).toEqual({
      err_code: 0,
      err_msg: '',
      contents: { member_idx: member.idx, uid: member.uid, name: '홍길동', mlevel: 2, token: null },
    });
    const byBearer = await app.inject({
      method: 'GET',
      url: '/api/account/check',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json().contents.token).toEqual({ body: { accessToken: token } });
  });

  it('answers a logged-out state (not a failed call) without a session, with an unknown token and with an expired one', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/account/check' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ err_code: 0, err_msg: '', contents: null });
    expect(await sessionIsLive(app, { authorization: 'Bearer made-up' })).toBe(false);
    const member = await createMember(app.db);
    const { cookie } = await loggedIn(member);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.memberIdx, member.idx));
    expect(await sessionIsLive(app, { cookie })).toBe(false);
  });

  it('revokes the session on logout: the replayed cookie gets 401, other sessions live on', async () => {
    const member = await createMember(app.db);
    const page = await loggedIn(member);
    const phone = await loggedIn(member);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { cookie: page.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'edu_session')?.value).toBe('');
    expect(await sessionIsLive(app, { cookie: page.cookie })).toBe(false);
    expect(await sessionIsLive(app, { authorization: `Bearer ${phone.token}` })).toBe(true);
  });

  it('refuses a state-changing call riding on the cookie from another site', async () => {
    const member = await createMember(app.db);
    const { cookie, token } = await loggedIn(member);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().err_msg).toBe(
      '허용되지 않은 요청입니다. 페이지를 새로고침한 뒤 다시 시도해주세요.',
    );
    const fetchMetadata = await app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchMetadata.statusCode).toBe(403);
    expect(await sessionIsLive(app, { cookie })).toBe(true);
    const sameSite = await app.inject({
      method: 'POST',
      url: '/api/account/logout',
      headers: { cookie, origin: 'http://localhost:80' },
    });
    expect(sameSite.statusCode).toBe(200);
    expect(await sessionIsLive(app, { authorization: `Bearer ${token}` })).toBe(false);
  });
});

describe('GET /api/member/{id}', () => {
  it('answers a member their own level, administrators anyone’s, and refuses the rest', async () => {
    const db = app.db;
    const member = await createMember(db);
    const other = await createMember(db);
    const admin = await createMember(db, { level: 10 });
    const asMember = { cookie: (await loggedIn(member)).cookie };
    const asAdmin = { cookie: (await loggedIn(admin)).cookie };
    const own = await app.inject({ method: 'GET', url: `/api/member/${member.idx}`, headers: asMember });
    expect(own.json().contents).toEqual({ idx: member.idx, uid: member.uid, mlevel: 2 });
    expect(
      (await app.inject({ method: 'GET', url: `/api/member/${other.idx}`, headers: asMember })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/member/${other.idx}`, headers: asAdmin })).json().contents
        .mlevel,
    ).toBe(2);
    expect(
      (await app.inject({ method: 'GET', url: '/api/member/999999', headers: asAdmin })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/member/${member.idx}` })).statusCode).toBe(401);
  });
});

describe('POST /api/account/cookie', () => {
  it('turns the app’s Bearer token into the page’s cookie session, and refuses an unknown token', async () => {
    const member = await createMember(app.db);
    const { token } = await loggedIn(member);
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/cookie',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'edu_session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax' });
    const check = await app.inject({
      method: 'GET',
      url: '/api/account/check',
      headers: { cookie: `edu_session=${cookie?.value}` },
    });
    expect(check.json().contents.member_idx).toBe(member.idx);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/account/cookie',
      headers: { authorization: 'Bearer forged' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.cookies).toHaveLength(0);
  });
});
