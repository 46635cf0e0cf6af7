import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { exportPKCS8, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFormBodyParser } from '../../../../platform/http/form-body';
import { injectFetch } from '../../../../test/inject-fetch';
import {
  appleIssuer,
  createOAuthSimulator,
  createSimulatorCredentials,
  type OAuthSimulator,
  type SimulatorCredentials,
} from '../simulator/oauth-simulator';
import { oauthSimulatorRoutes } from '../simulator/oauth-simulator.routes';
import { type AppleSettings, appleProvider } from './apple';
import { kakaoProvider } from './kakao';
import { naverProvider } from './naver';
import { domesticPhone, SocialLoginError } from './social-provider';

// The protocol clients (the "real" adapters) against the simulator as a fake of each provider.
const publicUrl = 'http://site.test';
const base = `${publicUrl}/__sim/oauth`;
const server = Fastify();
const fetchFn = injectFetch(() => server);
let simulator: OAuthSimulator;
let credentials: SimulatorCredentials;

beforeAll(async () => {
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  registerFormBodyParser(server);
  credentials = await createSimulatorCredentials();
  simulator = await createOAuthSimulator({ publicUrl, credentials });
  await server.register(oauthSimulatorRoutes, { simulator });
  await server.ready();
});
afterAll(() => server.close());

const kakao = (clientSecret = credentials.kakao.clientSecret) =>
  kakaoProvider(
    {
      clientId: credentials.kakao.clientId,
      clientSecret,
      authorizeUrl: `${base}/kakao/authorize`,
      tokenUrl: `${base}/kakao/token`,
      profileUrl: `${base}/kakao/v2/user/me`,
    },
    fetchFn,
  );
const naver = (clientSecret = credentials.naver.clientSecret) =>
  naverProvider(
    {
      clientId: credentials.naver.clientId,
      clientSecret,
      authorizeUrl: `${base}/naver/authorize`,
      tokenUrl: `${base}/naver/token`,
      profileUrl: `${base}/naver/v1/nid/me`,
    },
    fetchFn,
  );
const apple = (overrides: Partial<AppleSettings> = {}, fetchThrough = fetchFn) =>
  appleProvider(
    {
      clientId: credentials.apple.clientId,
      teamId: credentials.apple.teamId,
      keyId: credentials.apple.keyId,
      privateKey: credentials.apple.privateKey,
      authorizeUrl: `${base}/apple/authorize`,
      tokenUrl: `${base}/apple/token`,
      jwksUrl: `${base}/apple/keys`,
      issuer: appleIssuer,
      ...overrides,
    },
    fetchThrough,
  );

const callbackOf = (provider: 'kakao' | 'naver' | 'apple', person: string, nonce = 'nonce-1') => {
  const issued = simulator.issueCode(provider, person, nonce, 'name email');
  if (!issued) throw new Error('no such person');
  return {
    code: issued.code,
    state: 'state-1',
    nonce,
    redirectUri: `${publicUrl}/api/oauth/${provider}/callback`,
    callback: { user: issued.user },
  };
};

describe('Kakao client', () => {
  it('builds the authorize URL Kakao expects', () => {
    const url = new URL(kakao().authorizationUrl({ state: 's1', nonce: 'n1', redirectUri: 'https://x/cb' }));
    expect(url.searchParams.get('client_id')).toBe(credentials.kakao.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')).toBe('s1');
  });

  it('answers the member number as text and the phone in domestic form', async () => {
    expect(await kakao().fetchProfile(callbackOf('kakao', 'kakao-full'))).toEqual({
      id: '4100000001',
      name: '김카카오',
      email: 'kim.kakao@example.com',
      phone: '01041000001',
    });
  });

  it('fails on a wrong client secret and on a code used twice', async () => {
    await expect(kakao('wrong').fetchProfile(callbackOf('kakao', 'kakao-full'))).rejects.toThrow(
      SocialLoginError,
    );
    const callback = callbackOf('kakao', 'kakao-bare');
    await kakao().fetchProfile(callback);
    await expect(kakao().fetchProfile(callback)).rejects.toThrow(/invalid_grant/);
  });
});

describe('Naver client', () => {
  it('sends state, and treats an error answered with HTTP 200 as a failure', async () => {
    const url = new URL(naver().authorizationUrl({ state: 's2', nonce: 'n', redirectUri: 'https://x/cb' }));
    expect(url.searchParams.get('state')).toBe('s2');
    const refused = naver('wrong').fetchProfile(callbackOf('naver', 'naver-full'));
    await expect(refused).rejects.toThrow(/refused: 200 invalid_client/);
  });

  it('reads the profile out of `response`', async () => {
    expect(await naver().fetchProfile(callbackOf('naver', 'naver-bare'))).toEqual({
      id: 'sim-naver-5100000002',
      name: '정네이버',
      email: undefined,
      phone: undefined,
    });
  });
});

describe('Apple client', () => {
  it('asks for a form post with name and email, and a nonce', () => {
    const url = new URL(apple().authorizationUrl({ state: 's', nonce: 'n3', redirectUri: 'https://x/cb' }));
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(url.searchParams.get('nonce')).toBe('n3');
  });

  it('writes the scope’s space as %20, byte for byte (Apple ignores a scope joined with +)', () => {
    const url = apple().authorizationUrl({ state: 's t', nonce: 'n3', redirectUri: 'https://x/cb?a=1+2' });
    expect(url.slice(url.indexOf('?') + 1)).toBe(
      `client_id=${encodeURIComponent(credentials.apple.clientId)}&redirect_uri=https%3A%2F%2Fx%2Fcb%3Fa%3D1%2B2&response_type=code&response_mode=form_post&scope=name%20email&state=s%20t&nonce=n3`,
    );
  });

  it('verifies the id_token and takes the name from the first callback', async () => {
    expect(await apple().fetchProfile(callbackOf('apple', 'apple-shared'))).toEqual({
      id: '001234.0a1b2c3d4e5f60718293a4b5c6d7e8f9.0002',
      name: '윤애플',
      email: 'yoon.apple@example.com',
    });
  });

  it('is refused when our client secret is signed with another key', async () => {
    const otherKey = await generateKeyPair('ES256', { extractable: true });
    const client = apple({ privateKey: await exportPKCS8(otherKey.privateKey) });
    await expect(client.fetchProfile(callbackOf('apple', 'apple-shared'))).rejects.toThrow(/invalid_client/);
  });

  it('rejects an id_token for another nonce, audience or issuer', async () => {
    const callback = callbackOf('apple', 'apple-shared', 'nonce-sent');
    await expect(apple().fetchProfile({ ...callback, nonce: 'nonce-expected' })).rejects.toThrow(/nonce/);
    await expect(
      apple({ issuer: 'https://evil.example' }).fetchProfile(callbackOf('apple', 'apple-shared')),
    ).rejects.toThrow(/id_token rejected/);
  });

  it('rejects an id_token signed by a key Apple never published', async () => {
    const forger = await generateKeyPair('RS256');
    const forged = await new SignJWT({ nonce: 'n' })
      .setProtectedHeader({ alg: 'RS256', kid: 'sim-apple-rs256' })
      .setIssuer(appleIssuer)
      .setAudience(credentials.apple.clientId)
      .setSubject('someone-else')
      .setExpirationTime('5m')
      .sign(forger.privateKey);
    // A token endpoint that hands back the forged token, then the real keys.
    const lyingFetch: typeof fetch = async (input, init) =>
      String(input).endsWith('/token')
        ? Response.json({ access_token: 'a', token_type: 'Bearer', id_token: forged })
        : fetchFn(input, init);
    const client = apple({}, lyingFetch);
    await expect(
      client.fetchProfile({ code: 'c', state: 's', nonce: 'n', redirectUri: 'https://x/cb', callback: {} }),
    ).rejects.toThrow(/signature verification failed/);
  });
});

describe('domesticPhone', () => {
  it('reads each provider’s format and drops anything that is not a phone number', () => {
    expect(domesticPhone('+82 10-1234-5678')).toBe('01012345678');
    expect(domesticPhone('+821012345678')).toBe('01012345678');
    expect(domesticPhone('010-1234-5678')).toBe('01012345678');
    expect(domesticPhone('+1 415-555-0100')).toBeUndefined();
    expect(domesticPhone('')).toBeUndefined();
  });
});
