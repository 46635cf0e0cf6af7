import {
  type CryptoKey,
  decodeProtectedHeader,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  type JWK,
  jwtVerify,
  SignJWT,
} from 'jose';
import { newSecretToken } from '../../secret-tokens';
import type { SocialProviderName } from '../providers/social-provider';
import { findSimulatedPerson, type SimulatedPerson } from './simulator-users';

/** Our credentials at the simulated providers: made fresh per process, so none is ever committed. */
export type SimulatorCredentials = {
  kakao: { clientId: string; clientSecret: string };
  naver: { clientId: string; clientSecret: string };
  apple: { clientId: string; teamId: string; keyId: string; privateKey: string; publicKey: CryptoKey };
};

export async function createSimulatorCredentials(): Promise<SimulatorCredentials> {
  const clientKeys = await generateKeyPair('ES256', { extractable: true });
  return {
    kakao: { clientId: 'sim-kakao-rest-api-key', clientSecret: secret() },
    naver: { clientId: 'sim-naver-client-id', clientSecret: secret() },
    apple: {
      clientId: 'kr.hanabible.sim.web',
      teamId: 'SIMTEAM001',
      keyId: 'SIMKEY0001',
      privateKey: await exportPKCS8(clientKeys.privateKey),
      publicKey: clientKeys.publicKey,
    },
  };
}

/** Apple's real issuer: the simulator's id_tokens must pass the same checks as Apple's. */
export const appleIssuer = 'https://appleid.apple.com';
const codeLifetimeMs = 5 * 60 * 1000;
const idTokenKeyId = 'sim-apple-rs256';

type IssuedCode = {
  provider: SocialProviderName;
  person: SimulatedPerson;
  redirectUri: string;
  nonce: string | undefined;
  expiresAt: number;
};

/** A token endpoint's refusal, in the provider's own style (Naver answers HTTP 200). */
export type TokenRefusal = { status: number; body: { error: string; error_description: string } };

/**
 * The providers' side of OAuth, kept in memory: issued codes (single use, 5 minutes), access tokens,
 * and which Apple users have authorized before (Apple sends the name only the first time).
 */
export async function createOAuthSimulator(options: {
  publicUrl: string;
  credentials: SimulatorCredentials;
}) {
  const { credentials } = options;
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, { provider: SocialProviderName; person: SimulatedPerson }>();
  const appleAuthorized = new Set<string>();
  const idTokenKeys = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = {
    ...(await exportJWK(idTokenKeys.publicKey)),
    kid: idTokenKeyId,
    alg: 'RS256',
    use: 'sig',
  };

  const redirectUriOf = (provider: SocialProviderName) =>
    `${options.publicUrl}/api/oauth/${provider}/callback`;
  const clientIdOf = (provider: SocialProviderName) => credentials[provider].clientId;

  function refusal(provider: SocialProviderName, error: string, description: string): TokenRefusal {
    return { status: provider === 'naver' ? 200 : 400, body: { error, error_description: description } };
  }

  function takeCode(provider: SocialProviderName, code: string | undefined): IssuedCode | undefined {
    const issued = code ? codes.get(code) : undefined;
    if (code) codes.delete(code);
    return issued && issued.provider === provider && issued.expiresAt > Date.now() ? issued : undefined;
  }

  async function checkClient(provider: SocialProviderName, form: Record<string, string | undefined>) {
    if (form.client_id !== clientIdOf(provider)) return false;
    if (provider !== 'apple') return form.client_secret === credentials[provider].clientSecret;
    // Apple's client secret is an ES256 JWT signed with the key registered for the team.
    try {
      const secretJwt = form.client_secret ?? '';
      if (decodeProtectedHeader(secretJwt).kid !== credentials.apple.keyId) return false;
      await jwtVerify(secretJwt, credentials.apple.publicKey, {
        algorithms: ['ES256'],
        issuer: credentials.apple.teamId,
        subject: credentials.apple.clientId,
        audience: appleIssuer,
      });
      return true;
    } catch {
      return false;
    }
  }

  async function appleIdToken(person: SimulatedPerson, nonce: string | undefined): Promise<string> {
    const privateEmail = person.email?.endsWith('@privaterelay.appleid.com') ?? false;
    return new SignJWT({
      ...(nonce && { nonce }),
      nonce_supported: true,
      ...(person.email && {
        email: person.email,
        email_verified: 'true',
        is_private_email: privateEmail ? 'true' : 'false',
      }),
      auth_time: Math.floor(Date.now() / 1000),
      real_user_status: 2,
    })
      .setProtectedHeader({ alg: 'RS256', kid: idTokenKeyId })
      .setIssuer(appleIssuer)
      .setAudience(credentials.apple.clientId)
      .setSubject(String(person.id))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(idTokenKeys.privateKey);
  }

  return {
    credentials,
    redirectUriOf,
    jwks: { keys: [publicJwk] },

    /** Why an authorize request is refused (the provider shows an error page), or undefined. */
    authorizeProblem(provider: SocialProviderName, query: Record<string, string | undefined>) {
      if (query.client_id !== clientIdOf(provider)) return '등록되지 않은 client_id 입니다.';
      if (query.redirect_uri !== redirectUriOf(provider)) return '등록되지 않은 redirect_uri 입니다.';
      if (query.response_type !== 'code') return 'response_type 은 code 여야 합니다.';
      if (!query.state) return 'state 가 없습니다.';
      if (provider === 'apple' && query.response_mode !== 'form_post')
        return 'name, email 을 요청할 때 response_mode 는 form_post 여야 합니다.';
      return undefined;
    },

    /** The person picked "동의하고 계속하기": a single-use code, and Apple's one-time `user` field. */
    issueCode(
      provider: SocialProviderName,
      personKey: string | undefined,
      nonce: string | undefined,
      scope?: string | undefined,
    ) {
      const person = findSimulatedPerson(provider, personKey);
      if (!person) return undefined;
      const code = secret();
      codes.set(code, {
        provider,
        person,
        redirectUri: redirectUriOf(provider),
        nonce,
        expiresAt: Date.now() + codeLifetimeMs,
      });
      let user: string | undefined;
      // Apple sends the name and email once, and only when the scope asked for them.
      const scopes = (scope ?? '').split(' ');
      if (provider === 'apple' && scopes.includes('name') && !appleAuthorized.has(person.key)) {
        appleAuthorized.add(person.key);
        user = JSON.stringify({ name: person.appleName, ...(person.email && { email: person.email }) });
      }
      return { code, user };
    },

    /** POST /token: checks the client, the single-use code and the redirect URI, then answers tokens. */
    async exchange(
      provider: SocialProviderName,
      form: Record<string, string | undefined>,
    ): Promise<{ status: number; body: Record<string, unknown> }> {
      if (form.grant_type !== 'authorization_code')
        return refusal(provider, 'unsupported_grant_type', 'grant_type must be authorization_code');
      if (!(await checkClient(provider, form)))
        return refusal(provider, 'invalid_client', 'bad client credentials');
      const issued = takeCode(provider, form.code);
      if (!issued) return refusal(provider, 'invalid_grant', 'authorization code not found or used');
      if (provider !== 'naver' && form.redirect_uri !== issued.redirectUri)
        return refusal(provider, 'invalid_grant', 'redirect_uri mismatch');
      const accessToken = secret();
      accessTokens.set(accessToken, { provider, person: issued.person });
      const common = { access_token: accessToken, refresh_token: secret(), token_type: 'bearer' };
      if (provider === 'naver') return { status: 200, body: { ...common, expires_in: '3600' } };
      if (provider === 'kakao')
        return { status: 200, body: { ...common, expires_in: 21599, refresh_token_expires_in: 5183999 } };
      return {
        status: 200,
        body: {
          ...common,
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: await appleIdToken(issued.person, issued.nonce),
        },
      };
    },

    /** The person behind a Bearer token of the given provider. */
    personFor(provider: SocialProviderName, authorization: string | undefined) {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
      const owner = token ? accessTokens.get(token) : undefined;
      return owner?.provider === provider ? owner.person : undefined;
    },
  };
}

export type OAuthSimulator = Awaited<ReturnType<typeof createOAuthSimulator>>;

const secret = () => newSecretToken(24);

/** Kakao's /v2/user/me answer for a person (integrations.md §2.1). */
export function kakaoProfileOf(person: SimulatedPerson) {
  return {
    id: person.id,
    connected_at: '2026-01-01T00:00:00Z',
    properties: { nickname: person.nickname ?? person.name },
    kakao_account: {
      profile_nickname_needs_agreement: false,
      profile: { nickname: person.nickname ?? person.name, is_default_image: true },
      ...(person.name ? { name_needs_agreement: false, name: person.name } : { name_needs_agreement: true }),
      ...(person.email
        ? { email_needs_agreement: false, is_email_valid: true, is_email_verified: true, email: person.email }
        : { email_needs_agreement: true }),
      ...(person.phone
        ? { phone_number_needs_agreement: false, phone_number: person.phone }
        : { phone_number_needs_agreement: true }),
    },
  };
}

/** Naver's /v1/nid/me answer for a person (integrations.md §2.2). */
export function naverProfileOf(person: SimulatedPerson) {
  const mobileDigits = person.phone?.replace(/\D/g, '');
  return {
    resultcode: '00',
    message: 'success',
    response: {
      id: String(person.id),
      ...(person.nickname && { nickname: person.nickname }),
      ...(person.name && { name: person.name }),
      ...(person.email && { email: person.email }),
      ...(person.phone && { mobile: person.phone, mobile_e164: `+82${mobileDigits?.slice(1)}` }),
    },
  };
}
