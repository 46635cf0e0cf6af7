import {
  type CryptoKey,
  createLocalJWKSet,
  errors,
  importPKCS8,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { getJson, postForm } from './oauth-http';
import { type Fetch, present, SocialLoginError, type SocialProvider } from './social-provider';

export type AppleSettings = {
  /** The Services ID. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** The .p8 key (PKCS#8 PEM) that signs our client secret. */
  privateKey: string;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  /** The `iss` of Apple's id_tokens. */
  issuer: string;
};

export const appleEndpoints = {
  authorizeUrl: 'https://appleid.apple.com/auth/authorize',
  tokenUrl: 'https://appleid.apple.com/auth/token',
  jwksUrl: 'https://appleid.apple.com/auth/keys',
  issuer: 'https://appleid.apple.com',
};

const appleAudience = 'https://appleid.apple.com';
const keysLifetimeMs = 60 * 60 * 1000;

/**
 * Sign in with Apple (integrations.md §2.3): the answer arrives as a form post, our client secret is
 * an ES256 JWT, and the person is whoever Apple's RS256 id_token says, verified here (signature,
 * issuer, audience, expiry, nonce). The name comes only once, in the first callback's `user` field.
 */
export function appleProvider(settings: AppleSettings, fetchFn: Fetch): SocialProvider {
  let signingKey: Promise<CryptoKey> | undefined;
  let keys: { set: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | undefined;

  async function clientSecret(): Promise<string> {
    signingKey ??= importPKCS8(settings.privateKey, 'ES256');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setSubject(settings.clientId)
      .setAudience(appleAudience)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(await signingKey);
  }

  async function appleKeys(refresh: boolean) {
    if (!keys || refresh || Date.now() - keys.fetchedAt > keysLifetimeMs) {
      const jwks = (await getJson(fetchFn, settings.jwksUrl)) as unknown as JSONWebKeySet;
      keys = { set: createLocalJWKSet(jwks), fetchedAt: Date.now() };
    }
    return keys.set;
  }

  async function verifyIdToken(idToken: string, nonce: string): Promise<JWTPayload> {
    const verify = async (refresh: boolean) =>
      jwtVerify(idToken, await appleKeys(refresh), {
        issuer: settings.issuer,
        audience: settings.clientId,
        algorithms: ['RS256'],
      });
    let payload: JWTPayload;
    try {
      try {
        ({ payload } = await verify(false));
      } catch (error) {
        // Apple rotates its keys: an unknown key id means our copy of the set is old.
        if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
        ({ payload } = await verify(true));
      }
    } catch (error) {
      if (error instanceof SocialLoginError) throw error;
      throw new SocialLoginError(`apple id_token rejected: ${(error as Error).message}`);
    }
    if (payload.nonce !== nonce) throw new SocialLoginError('apple id_token nonce mismatch');
    return payload;
  }

  return {
    name: 'apple',
    authorizationUrl({ state, nonce, redirectUri }) {
      const url = new URL(settings.authorizeUrl);
      // Apple reads the scope only when its space is %20: a `+` (what URLSearchParams writes) makes it
      // ignore the scope and never send the name and email.
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        // Asking for the name and email requires the answer as a form post.
        response_mode: 'form_post',
        scope: 'name email',
        state,
        nonce,
      })
        .toString()
        .replaceAll('+', '%20');
      return url.toString();
    },
    async fetchProfile({ code, nonce, redirectUri, callback }) {
      const tokens = await postForm(fetchFn, settings.tokenUrl, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: settings.clientId,
        client_secret: await clientSecret(),
      });
      if (typeof tokens.id_token !== 'string')
        throw new SocialLoginError('apple token answer has no id_token');
      const claims = await verifyIdToken(tokens.id_token, nonce);
      const sub = present(claims.sub);
      if (!sub) throw new SocialLoginError('apple id_token has no sub');
      const firstTime = parseUser(callback.user);
      return { id: sub, name: firstTime.name, email: present(claims.email) ?? firstTime.email };
    },
  };
}

/** The `user` field of Apple's first callback: `{"name":{"firstName","lastName"},"email"}`. */
function parseUser(raw: string | undefined): { name?: string; email?: string } {
  if (!raw) return {};
  try {
    const user = JSON.parse(raw) as { name?: { firstName?: string; lastName?: string }; email?: string };
    // Korean order: family name first, no space.
    const name = present(`${user.name?.lastName ?? ''}${user.name?.firstName ?? ''}`);
    return { ...(name && { name }), ...(present(user.email) && { email: present(user.email) }) };
  } catch {
    return {};
  }
}
