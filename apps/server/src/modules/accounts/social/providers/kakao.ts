import { accessTokenOf, getJson, postForm } from './oauth-http';
import { domesticPhone, type Fetch, present, SocialLoginError, type SocialProvider } from './social-provider';

export type KakaoSettings = {
  clientId: string;
  /** Sent only when the app has the client secret switched on in Kakao's console. */
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
};

export const kakaoEndpoints = {
  authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
  tokenUrl: 'https://kauth.kakao.com/oauth/token',
  profileUrl: 'https://kapi.kakao.com/v2/user/me',
};

/** Kakao Login (integrations.md §2.1): authorize, token, then /v2/user/me. */
export function kakaoProvider(settings: KakaoSettings, fetchFn: Fetch): SocialProvider {
  return {
    name: 'kakao',
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        state,
      }).toString();
      return url.toString();
    },
    async fetchProfile({ code, redirectUri }) {
      const tokens = await postForm(fetchFn, settings.tokenUrl, {
        grant_type: 'authorization_code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        code,
        ...(settings.clientSecret && { client_secret: settings.clientSecret }),
      });
      const me = await getJson(fetchFn, settings.profileUrl, accessTokenOf(tokens));
      // The member number is a 64-bit integer: kept as text so no digit is ever rounded away.
      if (typeof me.id !== 'number' && typeof me.id !== 'string')
        throw new SocialLoginError('kakao profile has no id');
      const account = (me.kakao_account ?? {}) as Record<string, unknown>;
      const profile = (account.profile ?? {}) as Record<string, unknown>;
      return {
        id: String(me.id),
        name: present(account.name) ?? present(profile.nickname),
        email: present(account.email),
        phone: domesticPhone(present(account.phone_number)),
      };
    },
  };
}
