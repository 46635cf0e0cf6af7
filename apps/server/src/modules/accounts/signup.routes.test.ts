import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { lastCodeSentTo as lastCode, lastMessageTo } from '../../test/sent-messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMessaging, type MessageSender } from '../messaging';
import { members, phoneCodes } from './accounts.tables';
import { sendJoinPasscode } from './send-join-passcode';

let app: TestApp;
let addressCounter = 0;
/** Each call from a new address, so the per-address limit only shows where a test wants it. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const sendCode = (phone: unknown, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url: '/api/join/passcode', payload: { phone }, remoteAddress });
const signUp = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/member', payload, remoteAddress: freshAddress() });

const lastCodeSentTo = (phone: string) => lastCode(app.db, phone);

let phoneCounter = 0;
const newPhone = () => `0109${String(1_000_000 + ++phoneCounter).slice(-7)}`;

async function validSignup(overrides: Record<string, unknown> = {}) {
  const phone = newPhone();
  expect((await sendCode(phone)).statusCode).toBe(200);
  return {
    uid: `newbie${phoneCounter}`,
    name: '새가족',
    upw: 'strong-pass-1',
    phone,
    email: 'newbie@example.com',
    is_agree: 'Y',
    sns_type: '',
    sns_id: '',
    passCode: await lastCodeSentTo(phone),
    is_over14: 'Y',
    ...overrides,
  };
}

describe('GET /api/check-id', () => {
  it('answers true for a taken id, false for a free one, 400 without an id', async () => {
    const member = await createMember(app.db);
    expect(
      (await app.inject({ method: 'GET', url: `/api/check-id?uid=${member.uid}` })).json().contents,
    ).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/check-id?uid=freeid77' })).json().contents).toBe(
      false,
    );
    const missing = await app.inject({ method: 'GET', url: '/api/check-id?uid=%20' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().err_msg).toBe('아이디를 입력해주세요.');
  });

  it('refuses an id sign-up would refuse, with sign-up’s own message, instead of calling it usable', async () => {
    const valid = await validSignup({ uid: '가나다!!' });
    const signupRefusal = (await signUp(valid)).json().err_msg;
    expect(signupRefusal).toBe('아이디는 영문 소문자로 시작하는 영문 소문자·숫자 4~20자로 입력해주세요.');
    for (const uid of ['가나다!!', 'Member1', 'abc']) {
      const check = await app.inject({ method: 'GET', url: `/api/check-id?uid=${encodeURIComponent(uid)}` });
      expect(check.statusCode, uid).toBe(400);
      expect(check.json().err_msg).toBe(signupRefusal);
    }
  });
});

describe('POST /api/join/passcode', () => {
  it('sends a 6-digit code by KakaoTalk and never answers it', async () => {
    const phone = newPhone();
    const response = await sendCode(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
    expect(response.statusCode).toBe(200);
    const code = await lastCodeSentTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(response.body).not.toContain(code);
    const [stored] = await app.db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(stored?.codeHash).not.toContain(code);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(290_000);
  });

  it.each([
    ['', '핸드폰번호를 입력해주세요.'],
    ['   ', '핸드폰번호를 입력해주세요.'],
    ['010-12', '올바른 핸드폰 번호를 입력해주세요.'],
    ['02-123-4567', '올바른 핸드폰 번호를 입력해주세요.'],
  ])('refuses phone "%s" with "%s"', async (phone, message) => {
    const response = await sendCode(phone);
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe(message);
  });

  it('answers 403 with the join types when the phone already belongs to a member', async () => {
    const member = await createMember(app.db);
    await app.db.update(members).set({ kakaoId: 'kakao-1' }).where(eq(members.idx, member.idx));
    const response = await sendCode(member.phone);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      err_code: 403,
      err_msg: '이미 가입된 휴대폰 번호입니다.',
      contents: { joinType: ['normal', 'kakao'] },
    });
  });

  it('says so when the number cannot receive the code (K102), and a refused send does not count', async () => {
    const wrongNumber = '010-5555-9999';
    // More refusals than the hourly sends: none of them uses one up.
    for (let i = 0; i < 6; i += 1) {
      const response = await sendCode(wrongNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json().err_msg).toBe('인증번호를 보내지 못했습니다. 휴대폰 번호를 확인해 주세요.');
    }
    const db = app.db;
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.phone, '01055559999'))).toEqual([]);
    expect(await lastMessageTo(db, '01055559999')).toMatchObject({ status: 'failed', resultCode: 'K102' });
  });

  it('sends by SMS when KakaoTalk cannot reach the phone (K101, then M000)', async () => {
    const phone = '01044440000';
    expect((await sendCode(phone)).statusCode).toBe(200);
    expect(await lastMessageTo(app.db, phone)).toMatchObject({
      status: 'sent_sms',
      resultCode: 'M000',
    });
    expect(await lastCodeSentTo(phone)).toMatch(/^\d{6}$/);
  });

  it('asks to try again when the provider refuses for another reason, and keeps a queued code', async () => {
    const db = app.db;
    const withSender = (send: MessageSender['send']) => createMessaging({ db, jobs: null, sender: { send } });
    const phone = newPhone();
    const refused = sendJoinPasscode({
      db,
      messaging: withSender(async () => ({ status: 'failed', resultCode: 'K999' })),
      phone,
    });
    await expect(refused).rejects.toMatchObject({
      status: 502,
      message: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    });
    expect(await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone))).toEqual([]);

    // Provider unreachable: the message waits in the queue for the job to retry, so its code stands.
    await sendJoinPasscode({
      db,
      messaging: withSender(async () => {
        throw new Error('connect ECONNREFUSED');
      }),
      phone,
    });
    expect(await lastMessageTo(db, phone)).toMatchObject({ status: 'queued' });
    const [stored] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, phone));
    expect(stored?.usedAt).toBeNull();
  });

  it('limits sends to 5 an hour per phone, whatever the address', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i += 1) expect((await sendCode(phone)).statusCode).toBe(200);
    const perPhone = await sendCode(phone);
    expect(perPhone.statusCode).toBe(429);
    expect(perPhone.json().err_msg).toBe('인증번호 요청이 너무 많습니다. 1시간 후 다시 시도해주세요.');
  });

  it('lets a church’s sign-up evening through one address: 60 sends at once, the 61st slowed, not refused', async () => {
    const churchWifi = freshAddress();
    for (let i = 0; i < 60; i += 1) expect((await sendCode(newPhone(), churchWifi)).statusCode).toBe(200);
    const started = performance.now();
    const sixtyFirst = await sendCode(newPhone(), churchWifi);
    expect(sixtyFirst.statusCode).toBe(200);
    // Spaced 5 s after the ceiling (codeSendPace), so a flood from one address stays slow.
    expect(performance.now() - started).toBeGreaterThanOrEqual(4_900);
    // Each phone still has its own 5 an hour behind that address.
    const teacher = newPhone();
    for (let i = 0; i < 5; i += 1) expect((await sendCode(teacher)).statusCode).toBe(200);
    expect((await sendCode(teacher)).statusCode).toBe(429);
  }, 30_000);
});

describe('POST /api/member', () => {
  it('checks the fields in the spec’s order, whitespace counting as empty', async () => {
    const valid = await validSignup();
    const steps: [Record<string, unknown>, string][] = [
      [{ uid: ' ' }, '아이디를 입력해주세요.'],
      [{ uid: 'Bad id!' }, '아이디는 영문 소문자로 시작하는 영문 소문자·숫자 4~20자로 입력해주세요.'],
      [{ name: '  ' }, '이름을 입력해주세요.'],
      [{ upw: '' }, '비밀번호를 입력해 주세요.'],
      [{ upw: 'short7!' }, '비밀번호는 8자 이상 입력해주세요.'],
      [{ phone: '' }, '핸드폰번호를 입력해주세요.'],
      [{ passCode: ' ' }, '휴대폰 인증을 진행해주세요.'],
      [{ email: '' }, '이메일을 입력해주세요.'],
      [{ email: 'someone@localhost' }, '이메일 형식이 올바르지 않습니다.'],
      [{ is_agree: 'N' }, '개인정보 수집 및 이용에 동의해주세요.'],
    ];
    for (const [override, message] of steps) {
      // Everything after the broken field is broken too: the first failure in order must win.
      const response = await signUp({ ...valid, ...override });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().err_msg).toBe(message);
    }
    expect(await app.db.select().from(members).where(eq(members.uid, valid.uid))).toEqual([]);
  });

  it('creates the member, who can then log in; the code cannot be used twice', async () => {
    const valid = await validSignup();
    const response = await signUp(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ err_code: 0, err_msg: '', contents: null });
    const [member] = await app.db.select().from(members).where(eq(members.uid, valid.uid));
    expect(member).toMatchObject({
      name: '새가족',
      phone: valid.phone,
      email: 'newbie@example.com',
      level: 2,
      isAgree: 'Y',
    });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { uid: valid.uid, upw: valid.upw },
    });
    expect(login.statusCode).toBe(200);
    const again = await signUp({ ...valid, uid: `${valid.uid}b` });
    expect(again.statusCode).toBe(403);
  });

  it('refuses a wrong code, then every try after five wrong ones; a new code works', async () => {
    const valid = await validSignup();
    const wrong = valid.passCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await signUp({ ...valid, passCode: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().err_msg).toBe('인증번호가 일치하지 않습니다.');
    }
    const locked = await signUp(valid);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().err_msg).toBe('인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아주세요.');
    expect((await sendCode(valid.phone)).statusCode).toBe(200);
    expect((await signUp({ ...valid, passCode: await lastCodeSentTo(valid.phone) })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const valid = await validSignup();
    await app.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(phoneCodes.phone, valid.phone));
    const response = await signUp(valid);
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe('인증번호가 만료되었습니다. 인증번호를 다시 받아주세요.');
  });

  it('refuses a taken id with 409 and leaves the code unused', async () => {
    const existing = await createMember(app.db);
    const valid = await validSignup({ uid: existing.uid });
    const response = await signUp(valid);
    expect(response.statusCode).toBe(409);
    expect(response.json().err_msg).toBe('이미 사용 중인 아이디입니다.');
    expect((await signUp({ ...valid, uid: 'another77' })).statusCode).toBe(200);
  });

  it('refuses a social sign-up that did not come through the social login', async () => {
    const valid = await validSignup({ sns_type: 'kakao', sns_id: 'forged-id' });
    const response = await signUp(valid);
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe(
      '간편 로그인 정보가 만료되었습니다. 간편 로그인을 다시 진행해주세요.',
    );
    const [forged] = await app.db.select().from(members).where(eq(members.kakaoId, 'forged-id'));
    expect(forged).toBeUndefined();
  });
});
