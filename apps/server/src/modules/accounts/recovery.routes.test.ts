import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { sessionIsLive } from '../../test/log-in-as';
import { codeIn, lastMessageTo as lastMessage } from '../../test/sent-messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { members } from './accounts.tables';

let app: TestApp;
let address = 0;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const auth = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/api/account/lost/auth',
    payload,
    remoteAddress: `192.0.2.${++address}`,
  });
const confirm = (token: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/account/lost/confirm',
    headers: { authorization: token },
    payload: { code },
  });

const lastMessageTo = (phone: string) => lastMessage(app.db, phone);

describe('finding the id', () => {
  it('sends a code for name and phone, then answers the id and join types', async () => {
    const member = await createMember(app.db, { name: '박소망' });
    const response = await auth({ findType: 'ID', memberName: '박소망', phoneNumber: member.phone });
    expect(response.statusCode).toBe(200);
    const { code, data } = response.json();
    expect(code).toBe('200');
    expect(data.message).toBe('인증번호가 발송되었습니다.');
    const sent = codeIn((await lastMessageTo(member.phone))?.text);
    expect(response.body).not.toContain(sent);
    const found = await confirm(data.token, sent);
    expect(found.json()).toEqual({
      code: '200',
      message: 'OK',
      data: { uid: member.uid, joinType: ['normal'] },
    });
    // The token and code are used up.
    expect((await confirm(data.token, sent)).json()).toMatchObject({
      code: '400',
      message: '인증코드가 유효하지 않습니다.',
    });
  });

  it.each([
    [{ findType: 'ID', memberName: ' ', phoneNumber: '01012345678' }, '이름을 입력하세요.'],
    [{ findType: 'ID', memberName: '누구', phoneNumber: '' }, '전화번호를 입력하세요.'],
    [{ findType: 'PW', uid: '', memberName: '누구', phoneNumber: '01012345678' }, '아이디를 입력하세요.'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const response = await auth(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message, data: null });
  });

  it('answers 012 when no member matches', async () => {
    const response = await auth({ findType: 'ID', memberName: '없는사람', phoneNumber: '01099998888' });
    expect(response.json()).toEqual({ code: '012', message: '등록된 회원정보가 없습니다.', data: null });
  });

  it('answers 031 starting with K101 when the phone cannot receive KakaoTalk', async () => {
    const member = await createMember(app.db, { name: '최믿음' });
    await app.db.update(members).set({ phone: '01055550000' }).where(eq(members.idx, member.idx));
    const response = await auth({ findType: 'ID', memberName: '최믿음', phoneNumber: '010-5555-0000' });
    expect(response.json().code).toBe('031');
    expect(response.json().message).toMatch(/^K101/);
  });

  it('refuses a wrong code and a made-up token', async () => {
    const member = await createMember(app.db, { name: '정사랑' });
    const { data } = (await auth({ memberName: '정사랑', phoneNumber: member.phone })).json();
    const sent = codeIn((await lastMessageTo(member.phone))?.text);
    const wrong = sent === '000000' ? '111111' : '000000';
    expect((await confirm(data.token, wrong)).json()).toMatchObject({
      code: '400',
      message: '인증번호가 일치하지 않습니다.',
    });
    expect((await confirm('made-up-token', sent)).json()).toMatchObject({
      code: '400',
      message: '인증코드가 유효하지 않습니다.',
    });
    expect((await confirm(`Bearer ${data.token}`, sent)).json().code).toBe('200');
  });
});

describe('finding the password', () => {
  it('sends a temporary password by KakaoTalk; it logs in, and the old password and sessions no longer do', async () => {
    const member = await createMember(app.db, { name: '한기쁨' });
    const before = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { uid: member.uid, upw: member.password },
    });
    const oldToken = before.json().contents.body.accessToken;
    const { data } = (
      await auth({ findType: 'PW', uid: member.uid, memberName: '한기쁨', phoneNumber: member.phone })
    ).json();
    const sent = codeIn((await lastMessageTo(member.phone))?.text);
    const response = await confirm(data.token, sent);
    expect(response.json()).toEqual({
      code: '200',
      message: 'OK',
      data: { uid: member.uid, joinType: ['normal'] },
    });
    const message = await lastMessageTo(member.phone);
    expect(message?.template).toBe('temp_password');
    const temporary = message?.text.match(/임시 비밀번호는 (\S+) 입니다/)?.[1] ?? '';
    expect(temporary).toHaveLength(10);
    expect(response.body).not.toContain(temporary);
    const login = (upw: string) =>
      app.inject({ method: 'POST', url: '/api/account/login', payload: { uid: member.uid, upw } });
    expect((await login(member.password)).statusCode).toBe(401);
    expect((await login(temporary)).statusCode).toBe(200);
    expect(await sessionIsLive(app, { authorization: `Bearer ${oldToken}` })).toBe(false);
  });

  it('changes nothing for a member who joined only by social login, and says how they joined', async () => {
    const member = await createMember(app.db, { name: '윤평화' });
    await app.db
      .update(members)
      .set({ passwordHash: null, naverId: 'naver-7' })
      .where(eq(members.idx, member.idx));
    const { data } = (
      await auth({ findType: 'PW', uid: member.uid, memberName: '윤평화', phoneNumber: member.phone })
    ).json();
    const sent = codeIn((await lastMessageTo(member.phone))?.text);
    const response = await confirm(data.token, sent);
    expect(response.json().data).toEqual({ uid: member.uid, joinType: ['naver'] });
    expect((await lastMessageTo(member.phone))?.template).toBe('lost_passcode');
  });
});
