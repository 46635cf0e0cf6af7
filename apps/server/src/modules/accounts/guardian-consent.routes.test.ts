import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { lastCodeSentTo } from '../../test/sent-messages';
import { createTestApp, type TestApp } from '../../test/test-app';
import { members, phoneCodes } from './accounts.tables';

let app: TestApp;
let addressCounter = 0;
/** Each call from a new address, so the per-address limit only shows where a test wants it. */
const freshAddress = () => `203.0.113.${++addressCounter}`;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

const post = (url: string, payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
  app.inject({ method: 'POST', url, payload, remoteAddress });
const sendCode = (phone: string) => post('/api/join/passcode', { phone });
const sendGuardianCode = (phone: unknown, remoteAddress?: string) =>
  post('/api/join/guardian-passcode', { phone }, remoteAddress);
const signUp = (payload: Record<string, unknown>) => post('/api/member', payload);

let phoneCounter = 0;
const newPhone = () => `0107${String(1_000_000 + ++phoneCounter).slice(-7)}`;
const memberOf = async (uid: string) => (await app.db.select().from(members).where(eq(members.uid, uid)))[0];

/** A complete sign-up of a child whose own phone got its code; the guardian's fields still empty. */
async function childSignup(overrides: Record<string, unknown> = {}) {
  const phone = newPhone();
  expect((await sendCode(phone)).statusCode).toBe(200);
  return {
    uid: `child${phoneCounter}`,
    name: '어린이',
    upw: 'strong-pass-1',
    phone,
    email: 'child@example.com',
    is_agree: 'Y',
    passCode: await lastCodeSentTo(app.db, phone),
    is_over14: 'N',
    ...overrides,
  };
}

/** A guardian's phone with the code just sent to it. */
async function guardianWithCode(phone = newPhone()) {
  expect((await sendGuardianCode(phone)).statusCode).toBe(200);
  return {
    guardian_name: '김보호',
    guardian_phone: phone,
    guardian_passCode: await lastCodeSentTo(app.db, phone),
  };
}

describe('POST /api/join/guardian-passcode', () => {
  it('sends the KakaoTalk code to a guardian who is a member already', async () => {
    const parent = await createMember(app.db, { phone: newPhone() });
    const response = await sendGuardianCode(
      `${parent.phone.slice(0, 3)}-${parent.phone.slice(3, 7)}-${parent.phone.slice(7)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().contents).toEqual({ expiresIn: 300 });
    const code = await lastCodeSentTo(app.db, parent.phone);
    expect(response.body).not.toContain(code);
    const [stored] = await app.db.select().from(phoneCodes).where(eq(phoneCodes.phone, parent.phone));
    expect(stored?.purpose).toBe('guardian');
  });

  it.each([
    ['', '보호자 휴대폰 번호를 입력해주세요.'],
    ['02-123-4567', '올바른 보호자 휴대폰 번호를 입력해주세요.'],
  ])('refuses phone "%s" with "%s"', async (phone, message) => {
    const response = await sendGuardianCode(phone);
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe(message);
  });

  it('keeps the sign-up code’s limits: 5 sends an hour per phone, 60 an hour per address before slowing', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i += 1) expect((await sendGuardianCode(phone)).statusCode).toBe(200);
    const perPhone = await sendGuardianCode(phone);
    expect(perPhone.statusCode).toBe(429);
    expect(perPhone.json().err_msg).toBe('인증번호 요청이 너무 많습니다. 1시간 후 다시 시도해주세요.');
    const address = freshAddress();
    for (let i = 0; i < 60; i += 1)
      expect((await sendGuardianCode(newPhone(), address)).statusCode).toBe(200);
  });
});

describe('POST /api/member: the age and a guardian’s consent', () => {
  it('lets a member of 14 or older join without a guardian, and stores the answer', async () => {
    const valid = await childSignup({ uid: 'teen14', is_over14: 'Y', guardian_name: '무시됨' });
    expect((await signUp(valid)).statusCode).toBe(200);
    expect(await memberOf('teen14')).toMatchObject({
      isOver14: 'Y',
      guardianName: null,
      guardianPhone: null,
      guardianVerifiedDate: null,
    });
  });

  it('asks for the age after the fields of the spec, and stores nothing without it', async () => {
    const valid = await childSignup({ uid: 'noage1' });
    for (const answer of [undefined, '', 'maybe']) {
      const response = await signUp({ ...valid, is_over14: answer, is_agree: 'N' });
      expect(response.json().err_msg).toBe('개인정보 수집 및 이용에 동의해주세요.');
      const refused = await signUp({ ...valid, is_over14: answer });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().err_msg).toBe('만 14세 이상인지 선택해주세요.');
    }
    expect(await memberOf('noage1')).toBeUndefined();
  });

  it('refuses under 14 without a verified guardian, in the page’s order, and stores nothing', async () => {
    const valid = await childSignup({ uid: 'child01' });
    const guardian = await guardianWithCode();
    const wrong = guardian.guardian_passCode === '000000' ? '111111' : '000000';
    const steps: [Record<string, unknown>, string][] = [
      [
        { guardian_name: ' ' },
        '만 14세 미만은 보호자(법정대리인)의 동의가 있어야 가입할 수 있습니다. 보호자 이름을 입력해주세요.',
      ],
      [{ guardian_name: '가'.repeat(51) }, '보호자 이름은 50자 이내로 입력해주세요.'],
      [{ guardian_phone: '' }, '보호자 휴대폰 번호를 입력해주세요.'],
      [{ guardian_phone: '010-12' }, '올바른 보호자 휴대폰 번호를 입력해주세요.'],
      [{ guardian_passCode: '' }, '보호자 휴대폰 인증을 진행해주세요.'],
      [{ guardian_passCode: wrong }, '보호자 인증번호가 일치하지 않습니다.'],
    ];
    for (const [override, message] of steps) {
      const response = await signUp({ ...valid, ...guardian, ...override });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().err_msg).toBe(message);
    }
    expect((await signUp(valid)).json().err_msg).toBe(steps[0]?.[1]);
    expect(await memberOf('child01')).toBeUndefined();
    // Nothing was used up: the same codes still join.
    expect((await signUp({ ...valid, ...guardian })).statusCode).toBe(200);
  });

  it('refuses a guardian phone that got no guardian code (the child’s own code does not count)', async () => {
    const valid = await childSignup({ uid: 'child02' });
    const response = await signUp({
      ...valid,
      guardian_name: '김보호',
      guardian_phone: valid.phone,
      guardian_passCode: valid.passCode,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe('보호자 휴대폰 인증을 진행해주세요.');
    expect(await memberOf('child02')).toBeUndefined();
  });

  it('refuses an expired guardian code', async () => {
    const valid = await childSignup({ uid: 'child03' });
    const guardian = await guardianWithCode();
    await app.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(phoneCodes.phone, guardian.guardian_phone));
    const response = await signUp({ ...valid, ...guardian });
    expect(response.statusCode).toBe(400);
    expect(response.json().err_msg).toBe('보호자 인증번호가 만료되었습니다. 인증번호를 다시 받아주세요.');
  });

  it('joins a child whose guardian gave the code, stores the consent, and uses the code up', async () => {
    const valid = await childSignup({ uid: 'child04' });
    // The child may use a parent's phone: the two codes are sent apart and checked apart.
    const guardian = await guardianWithCode(valid.phone);
    const before = Date.now();
    const response = await signUp({
      ...valid,
      ...guardian,
      guardian_phone: `${valid.phone.slice(0, 3)}-${valid.phone.slice(3, 7)}-${valid.phone.slice(7)}`,
    });
    expect(response.statusCode).toBe(200);
    const member = await memberOf('child04');
    expect(member).toMatchObject({
      isOver14: 'N',
      guardianName: '김보호',
      guardianPhone: valid.phone,
      phone: valid.phone,
    });
    expect(member?.guardianVerifiedDate?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const again = await signUp({ ...(await childSignup({ uid: 'child05' })), ...guardian });
    expect(again.json().err_msg).toBe('보호자 휴대폰 인증을 진행해주세요.');
  });

  it('forgets the guardian when the member withdraws', async () => {
    const valid = await childSignup({ uid: 'child06' });
    expect((await signUp({ ...valid, ...(await guardianWithCode()) })).statusCode).toBe(200);
    const login = await post('/api/account/login', { uid: 'child06', upw: valid.upw });
    const cookie = `edu_session=${login.json().contents.body.accessToken}`;
    const withdrawal = await app.inject({
      method: 'POST',
      url: '/api/member/withdrawal',
      headers: { cookie },
      payload: { upw: valid.upw },
    });
    expect(withdrawal.statusCode).toBe(200);
    expect(await memberOf('child06')).toMatchObject({
      guardianName: null,
      guardianPhone: null,
      isOver14: 'N',
    });
  });
});
