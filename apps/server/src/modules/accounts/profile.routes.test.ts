import { accountMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { logInAs, sessionIsLive } from '../../test/log-in-as';
import { lastCodeSentTo } from '../../test/sent-messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { messageOutbox } from '../messaging/messaging.tables';
import { members } from './accounts.tables';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const session = (member: { uid: string; password: string }) => logInAs(app, member);

const update = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/member/update', headers: { cookie }, payload });

describe('GET /api/member/me', () => {
  it('answers the caller’s own profile with join types, and 401 for visitors', async () => {
    const member = await createMember(app.db, { name: '김교사' });
    const { cookie } = await session(member);
    const response = await app.inject({ method: 'GET', url: '/api/member/me', headers: { cookie } });
    expect(response.json().contents).toMatchObject({
      idx: member.idx,
      uid: member.uid,
      name: '김교사',
      phone: member.phone,
      joinType: ['normal'],
      password: true,
      mlevel: 2,
    });
    expect(response.body).not.toContain('argon2');
    expect(response.json().contents.failedMessage).toBeNull();
    expect((await app.inject({ method: 'GET', url: '/api/member/me' })).statusCode).toBe(401);

    // A message KakaoTalk and SMS both failed to deliver is shown to the member, so they can fix the number.
    await app.db.insert(messageOutbox).values({
      recipient: member.phone,
      template: 'conference_paid',
      text: '[하나바이블] 김교사님, 신청이 완료되었습니다.',
      status: 'failed',
      resultCode: 'K101',
    });
    const again = await app.inject({ method: 'GET', url: '/api/member/me', headers: { cookie } });
    expect(again.json().contents.failedMessage).toMatchObject({
      text: '[하나바이블] 김교사님, 신청이 완료되었습니다.',
    });
  });
});

const sendCode = (cookie: string, phone: string) =>
  app.inject({ method: 'POST', url: '/api/member/phone/passcode', headers: { cookie }, payload: { phone } });

describe('PUT /api/member/update', () => {
  it('saves name and email, and a new phone only with the code sent to it', async () => {
    const db = app.db;
    const member = await createMember(db);
    const { cookie } = await session(member);
    const same = await update(cookie, {
      idx: member.idx,
      name: ' 이부장 ',
      phone: member.phone,
      email: 'new@example.com',
    });
    expect(same.json()).toEqual({ err_code: 0, err_msg: '회원정보가 수정되었습니다.', contents: null });

    const newPhone = { name: '이부장', phone: '010-2222-3333', email: 'new@example.com' };
    const unverified = await update(cookie, newPhone);
    expect(unverified.json().err_msg).toBe(accountMessages.phoneChangeCodeRequired);
    expect((await sendCode(cookie, member.phone)).json().err_msg).toBe(accountMessages.phoneUnchanged);
    const sent = await sendCode(cookie, '010-2222-3333');
    expect(sent.json()).toEqual({ err_code: 0, err_msg: accountMessages.phoneCodeSent, contents: null });
    const code = await lastCodeSentTo(db, '01022223333');
    expect(
      (await update(cookie, { ...newPhone, passCode: code === '000000' ? '111111' : '000000' })).json()
        .err_msg,
    ).toBe(accountMessages.passcodeMismatch);
    const [before] = await db.select().from(members).where(eq(members.idx, member.idx));
    expect(before?.phone).toBe(member.phone);

    expect((await update(cookie, { ...newPhone, passCode: code })).statusCode).toBe(200);
    const [saved] = await db.select().from(members).where(eq(members.idx, member.idx));
    expect(saved).toMatchObject({ name: '이부장', phone: '01022223333', email: 'new@example.com' });

    // Another member cannot use that code for the same number, nor can it be used twice.
    const other = await createMember(db);
    const { cookie: otherCookie } = await session(other);
    expect((await update(otherCookie, { ...newPhone, passCode: code })).statusCode).toBe(409);
  });

  it.each([
    [{ name: ' ' }, '이름을 입력해주세요.'],
    [{ phone: '' }, '핸드폰번호를 입력해주세요.'],
    [{ email: '' }, '이메일을 입력해주세요.'],
    [{ newPassword: 'new-password-1', prePassword: '' }, '비밀번호를 입력해 주세요.'],
    [{ prePassword: 'x', newPassword: 'short' }, '비밀번호는 8자 이상 입력해주세요.'],
    [
      { prePassword: 'x', newPassword: 'new-password-1', newPasswordRe: 'new-password-2' },
      '새 비밀번호가 일치하지 않습니다.',
    ],
    [
      { prePassword: 'not-my-password', newPassword: 'new-password-1', newPasswordRe: 'new-password-1' },
      '현재 비밀번호가 일치하지 않습니다.',
    ],
  ])('refuses %o with "%s" and changes nothing', async (override, message) => {
    const member = await createMember(app.db);
    const { cookie } = await session(member);
    const response = await update(cookie, {
      name: '바뀐이름',
      phone: '01044445555',
      email: 'a@example.com',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe(message);
    const [saved] = await app.db.select().from(members).where(eq(members.idx, member.idx));
    expect(saved?.name).toBe(member.name);
  });

  it('refuses to edit another member and refuses visitors', async () => {
    const member = await createMember(app.db);
    const other = await createMember(app.db);
    const { cookie } = await session(member);
    expect(
      (await update(cookie, { idx: other.idx, name: 'x', phone: '01012341234', email: 'a@example.com' }))
        .statusCode,
    ).toBe(403);
    const visitor = await app.inject({ method: 'PUT', url: '/api/member/update', payload: { name: 'x' } });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses a phone that belongs to another member', async () => {
    const member = await createMember(app.db);
    const other = await createMember(app.db);
    const { cookie } = await session(member);
    const response = await update(cookie, { name: 'x', phone: other.phone, email: 'a@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json().err_msg).toBe('이미 가입된 휴대폰 번호입니다.');
  });

  it('changes the password: every old session is refused, the new token works, and so does the new password', async () => {
    const member = await createMember(app.db);
    const page = await session(member);
    const phone = await session(member);
    const response = await update(page.cookie, {
      name: member.name,
      phone: member.phone,
      email: member.email,
      prePassword: member.password,
      newPassword: 'brand-new-pass',
      newPasswordRe: 'brand-new-pass',
    });
    expect(response.statusCode).toBe(200);
    const newToken = response.json().contents.body.accessToken;
    expect(response.cookies.find((c) => c.name === 'edu_session')?.value).toBe(newToken);
    for (const headers of [{ cookie: page.cookie }, { authorization: `Bearer ${phone.token}` }]) {
      expect(await sessionIsLive(app, headers)).toBe(false);
    }
    expect(await sessionIsLive(app, { cookie: `edu_session=${newToken}` })).toBe(true);
    const login = (upw: string) =>
      app.inject({ method: 'POST', url: '/api/account/login', payload: { uid: member.uid, upw } });
    expect((await login(member.password)).statusCode).toBe(401);
    expect((await login('brand-new-pass')).statusCode).toBe(200);
  });
});

describe('POST /api/member/withdrawal', () => {
  it('asks members with a password for it', async () => {
    const member = await createMember(app.db);
    const { cookie } = await session(member);
    const withdraw = (upw: string) =>
      app.inject({ method: 'POST', url: '/api/member/withdrawal', headers: { cookie }, payload: { upw } });
    expect((await withdraw(' ')).json().err_msg).toBe('비밀번호를 입력해 주세요.');
    expect((await withdraw('wrong-password')).json().err_msg).toBe('비밀번호가 일치하지 않습니다.');
    const [still] = await app.db.select().from(members).where(eq(members.idx, member.idx));
    expect(still?.status).toBe('active');
  });

  it('anonymises the member, ends every session and the id can never log in again', async () => {
    const member = await createMember(app.db);
    const page = await session(member);
    const phone = await session(member);
    const response = await app.inject({
      method: 'POST',
      url: '/api/member/withdrawal',
      headers: { cookie: page.cookie },
      payload: { upw: member.password },
    });
    expect(response.json()).toEqual({
      err_code: 0,
      err_msg: '회원 탈퇴가 완료되었습니다. 그동안 이용해 주셔서 감사합니다.',
      contents: null,
    });
    const [gone] = await app.db.select().from(members).where(eq(members.idx, member.idx));
    expect(gone).toMatchObject({
      status: 'withdrawn',
      name: '탈퇴회원',
      phone: '',
      email: '',
      passwordHash: null,
      uid: member.uid,
    });
    expect(gone?.withdrawnDate).toBeInstanceOf(Date);
    expect(await sessionIsLive(app, { authorization: `Bearer ${phone.token}` })).toBe(false);
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { uid: member.uid, upw: member.password },
    });
    expect(login.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: `/api/check-id?uid=${member.uid}` })).json().contents,
    ).toBe(true);
  });
});
