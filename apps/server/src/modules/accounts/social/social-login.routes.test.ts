import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories';
import { sessionIsLive } from '../../../test/log-in-as';
import { lastCodeSentTo } from '../../../test/sent-messages';
import { checkSns, walkSocialLogin } from '../../../test/social-login-flow';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { members } from '../accounts.tables';

let app: TestApp;
let address = 0;
const freshAddress = () => `198.51.100.${++address}`;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.dispose());

async function socialSignUp(payload: Record<string, unknown>, cookie: string) {
  return app.inject({
    method: 'POST',
    url: '/api/member',
    headers: { cookie },
    payload: { is_agree: 'Y', is_over14: 'Y', ...payload },
    remoteAddress: freshAddress(),
  });
}

async function codeFor(phone: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/join/passcode',
    payload: { phone },
    remoteAddress: freshAddress(),
  });
  expect(sent.statusCode).toBe(200);
  return lastCodeSentTo(app.db, phone);
}

const socialLogin = (ticket: string, cookie: string, provider = 'kakao') =>
  app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { cookie },
    payload: { sns_type: provider, ticket },
    remoteAddress: freshAddress(),
  });

describe('Kakao: a new person signs up, then logs in again', () => {
  it('walks the whole round trip with the profile Kakao shared', async () => {
    const first = await walkSocialLogin(app, 'kakao', 'kakao-full', { returnTo: '/conf' });
    expect(first.location).toMatch(/^\/kakaoLoginCheck\?ticket=[\w-]+&returnTo=%2Fconf$/);

    const check = await checkSns(app, first.ticket, first.cookie);
    expect(check.statusCode).toBe(200);
    expect(check.json().contents).toEqual({
      successCode: '002',
      joinType: [],
      profile: { name: '김카카오', email: 'kim.kakao@example.com', phone: '01041000001' },
    });

    // The sign-up still verifies the phone by KakaoTalk, and sets no password.
    const signUp = await socialSignUp(
      {
        uid: 'kakaokim',
        name: '김카카오',
        phone: '01041000001',
        passCode: await codeFor('01041000001'),
        email: 'kim.kakao@example.com',
        sns_type: 'kakao',
        ticket: first.ticket,
      },
      first.cookie,
    );
    expect(signUp.statusCode).toBe(200);
    const token = signUp.json().contents.body.accessToken as string;
    expect(await sessionIsLive(app, { authorization: `Bearer ${token}` })).toBe(true);
    const [member] = await app.db.select().from(members).where(eq(members.uid, 'kakaokim'));
    expect(member).toMatchObject({ kakaoId: '4100000001', passwordHash: null, phone: '01041000001' });

    // The ticket is spent: it can neither log in nor sign up again.
    expect((await socialLogin(first.ticket, first.cookie)).statusCode).toBe(400);

    const second = await walkSocialLogin(app, 'kakao', 'kakao-full');
    const again = await checkSns(app, second.ticket, second.cookie);
    expect(again.json().contents).toMatchObject({ successCode: '000', joinType: ['kakao'] });
    const login = await socialLogin(second.ticket, second.cookie);
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((cookie) => cookie.name === 'edu_session')?.httpOnly).toBe(true);
    expect(
      await sessionIsLive(app, { cookie: `edu_session=${login.json().contents.body.accessToken}` }),
    ).toBe(true);
  });

  it('answers 001 with the join types when the phone belongs to a member who joined another way', async () => {
    await createMember(app.db, { phone: '01012345678' });
    const walked = await walkSocialLogin(app, 'kakao', 'kakao-member1-phone');
    const check = await checkSns(app, walked.ticket, walked.cookie);
    expect(check.json().contents).toEqual({ successCode: '001', joinType: ['normal'], profile: null });
    // Logging in with it is refused: nobody joined with this Kakao account.
    const login = await socialLogin(walked.ticket, walked.cookie);
    expect(login.statusCode).toBe(401);
    expect(login.json().err_msg).toBe('가입되지 않은 간편 로그인 계정입니다. 회원가입을 진행해주세요.');
  });

  it('prefills nothing the person did not agree to share', async () => {
    const walked = await walkSocialLogin(app, 'kakao', 'kakao-bare');
    expect((await checkSns(app, walked.ticket, walked.cookie)).json().contents.profile).toEqual({
      name: '박카카오',
      email: '',
      phone: '',
    });
  });
});

describe('the ticket belongs to the browser that started', () => {
  it('is refused without the binding cookie or with another browser’s', async () => {
    const victim = await walkSocialLogin(app, 'kakao', 'kakao-bare');
    const attacker = await walkSocialLogin(app, 'kakao', 'kakao-bare');
    for (const cookie of ['', attacker.cookie]) {
      const check = await checkSns(app, victim.ticket, cookie);
      expect(check.statusCode).toBe(400);
      expect(check.json().err_msg).toBe(
        '간편 로그인 정보가 만료되었습니다. 간편 로그인을 다시 진행해주세요.',
      );
      expect((await socialLogin(victim.ticket, cookie)).statusCode).toBe(400);
    }
  });

  it('cannot be replaced by a provider id typed into the page', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { sns_type: 'kakao', sns_id: '4100000001' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('callbacks', () => {
  it('sends a cancelled login back to the check page with error=cancelled', async () => {
    const walked = await walkSocialLogin(app, 'naver', 'naver-full', { decision: 'deny' });
    expect(walked.location).toBe('/naverLoginCheck?error=cancelled');
  });

  it('refuses a replayed callback and an unknown state', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/oauth/kakao/start' });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const forged = await app.inject({
      method: 'GET',
      url: '/api/oauth/kakao/callback?code=abc&state=forged',
    });
    expect(forged.headers.location).toBe('/kakaoLoginCheck?error=failed');
    const first = await app.inject({
      method: 'GET',
      url: `/api/oauth/kakao/callback?code=nope&state=${state}`,
    });
    expect(first.headers.location).toBe('/kakaoLoginCheck?error=failed');
    const replay = await app.inject({
      method: 'GET',
      url: `/api/oauth/kakao/callback?code=nope&state=${state}`,
    });
    expect(replay.headers.location).toBe('/kakaoLoginCheck?error=failed');
  });

  it.each(['//evil.example/', '/\t/evil.example', '/\\evil.example', '/\n/evil.example'])(
    'keeps the return path on this site (%j goes home)',
    async (returnTo) => {
      const walked = await walkSocialLogin(app, 'kakao', 'kakao-bare', { returnTo });
      expect(new URL(walked.location, 'http://x').searchParams.get('returnTo')).toBe('/');
    },
  );
});

describe('Naver', () => {
  it('signs up with the mobile number Naver shared, normalised', async () => {
    const walked = await walkSocialLogin(app, 'naver', 'naver-full');
    const check = await checkSns(app, walked.ticket, walked.cookie, 'naver');
    expect(check.json().contents.profile).toEqual({
      name: '이네이버',
      email: 'lee.naver@example.com',
      phone: '01051000001',
    });
    const signUp = await socialSignUp(
      {
        uid: 'naverlee',
        name: '이네이버',
        phone: '01051000001',
        passCode: await codeFor('01051000001'),
        email: 'lee.naver@example.com',
        sns_type: 'naver',
        ticket: walked.ticket,
      },
      walked.cookie,
    );
    expect(signUp.statusCode).toBe(200);
    const [member] = await app.db.select().from(members).where(eq(members.uid, 'naverlee'));
    expect(member?.naverId).toBe('sim-naver-5100000001');
  });

  it('refuses a sign-up whose type does not match the ticket', async () => {
    const walked = await walkSocialLogin(app, 'naver', 'naver-bare');
    const signUp = await socialSignUp(
      {
        uid: 'naverjung',
        name: '정네이버',
        email: 'a@example.com',
        sns_type: 'kakao',
        ticket: walked.ticket,
      },
      walked.cookie,
    );
    expect(signUp.statusCode).toBe(400);
  });
});

describe('Apple', () => {
  it('signs up without a phone, with the name Apple sends only the first time', async () => {
    const walked = await walkSocialLogin(app, 'apple', 'apple-private');
    expect(walked.callback.statusCode).toBe(303);
    expect(JSON.parse(walked.applePost?.user ?? '{}')).toEqual({
      name: { firstName: '애플', lastName: '한' },
      email: 'sim.user1@privaterelay.appleid.com',
    });
    const check = await checkSns(app, walked.ticket, walked.cookie, 'apple');
    expect(check.json().contents).toEqual({
      successCode: '002',
      joinType: [],
      profile: { name: '한애플', email: 'sim.user1@privaterelay.appleid.com', phone: '' },
    });
    const signUp = await socialSignUp(
      {
        uid: 'applehan',
        name: '한애플',
        email: 'sim.user1@privaterelay.appleid.com',
        sns_type: 'apple',
        ticket: walked.ticket,
      },
      walked.cookie,
    );
    expect(signUp.statusCode).toBe(200);
    const [member] = await app.db.select().from(members).where(eq(members.uid, 'applehan'));
    expect(member).toMatchObject({ appleId: '001234.5f1e0c2a9b7d4e3f8a6b5c4d3e2f1a0b.0001', phone: '' });

    const again = await walkSocialLogin(app, 'apple', 'apple-private');
    expect(again.applePost?.user).toBeUndefined();
    expect((await checkSns(app, again.ticket, again.cookie, 'apple')).json().contents.successCode).toBe(
      '000',
    );
    expect((await socialLogin(again.ticket, again.cookie, 'apple')).statusCode).toBe(200);
  });
});

describe('without the provider', () => {
  it('sends the browser back with error=unavailable when a provider is not configured', async () => {
    const real = await createTestApp({ socialLogin: { mode: 'real' } });
    try {
      const start = await real.inject({ method: 'GET', url: '/api/oauth/naver/start' });
      expect(start.headers.location).toBe('/naverLoginCheck?error=unavailable');
      // No simulator either: its pages are not mounted (the path falls to the web app, without the picker).
      const simulator = await real.inject({ method: 'GET', url: '/__sim/oauth/naver/authorize' });
      expect(simulator.body).not.toContain('로그인 시뮬레이터');
      expect((await real.inject({ method: 'POST', url: '/__sim/oauth/naver/token' })).statusCode).toBe(404);
    } finally {
      await real.dispose();
    }
  });
});
