import { accessTokenOf, getJson, postForm } from './oauth-http';
import { domesticPhone, type Fetch, present, SocialLoginError, type SocialProvider } from './social-provider';

export type NaverSettings = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
};

export const naverEndpoints = {
  authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
  tokenUrl: 'https://nid.naver.com/oauth2.0/token',
  profileUrl: 'https://openapi.naver.com/v1/nid/me',
};

/** Naver Login (integrations.md §2.2): `state` is mandatory, errors may come as HTTP 200. */
export function naverProvider(settings: NaverSettings, fetchFn: Fetch): SocialProvider {
  return {
    name: 'naver',
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(settings.authorizeUrl);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    async fetchProfile({ code, state }) {
      const tokens = await postForm(fetchFn, settings.tokenUrl, {
        grant_type: 'authorization_code',
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        state,
      });
      const me = await getJson(fetchFn, settings.profileUrl, accessTokenOf(tokens));
      if (me.resultcode !== '00')
        throw new SocialLoginError(`naver profile resultcode ${String(me.resultcode)}`);
      const person = (me.response ?? {}) as Record<string, unknown>;
      const id = present(person.id);
      if (!id) throw new SocialLoginError('naver profile has no id');
      return {
        id,
        name: present(person.name) ?? present(person.nickname),
        email: present(person.email),
        phone: domesticPhone(present(person.mobile) ?? present(person.mobile_e164)),
      };
    },
  };
}
