import type { SocialLoginConfig } from '../../../platform/config';
import { appleEndpoints, appleProvider } from './providers/apple';
import { kakaoEndpoints, kakaoProvider } from './providers/kakao';
import { naverEndpoints, naverProvider } from './providers/naver';
import type { Fetch, SocialProvider, SocialProviderName } from './providers/social-provider';
import {
  appleIssuer,
  createOAuthSimulator,
  createSimulatorCredentials,
  type OAuthSimulator,
} from './simulator/oauth-simulator';

export type SocialProviders = Partial<Record<SocialProviderName, SocialProvider>>;

/**
 * The providers social login talks to. `simulator` (the default) points the very same protocol
 * clients at this server's /__sim/oauth pages; `real` at Kakao, Naver and Apple, each switched on
 * only when its credentials are configured.
 */
export async function createSocialProviders(options: {
  config: SocialLoginConfig;
  publicUrl: string;
  fetch: Fetch;
}): Promise<{ providers: SocialProviders; simulator?: OAuthSimulator }> {
  const { config, fetch: fetchFn } = options;
  if (config.mode === 'real') {
    return {
      providers: {
        ...(config.kakao && { kakao: kakaoProvider({ ...config.kakao, ...kakaoEndpoints }, fetchFn) }),
        ...(config.naver && { naver: naverProvider({ ...config.naver, ...naverEndpoints }, fetchFn) }),
        ...(config.apple && { apple: appleProvider({ ...config.apple, ...appleEndpoints }, fetchFn) }),
      },
    };
  }

  const credentials = await createSimulatorCredentials();
  const simulator = await createOAuthSimulator({ publicUrl: options.publicUrl, credentials });
  const base = `${options.publicUrl}/__sim/oauth`;
  const { privateKey, clientId, teamId, keyId } = credentials.apple;
  return {
    simulator,
    providers: {
      kakao: kakaoProvider(
        {
          ...credentials.kakao,
          authorizeUrl: `${base}/kakao/authorize`,
          tokenUrl: `${base}/kakao/token`,
          profileUrl: `${base}/kakao/v2/user/me`,
        },
        fetchFn,
      ),
      naver: naverProvider(
        {
          ...credentials.naver,
          authorizeUrl: `${base}/naver/authorize`,
          tokenUrl: `${base}/naver/token`,
          profileUrl: `${base}/naver/v1/nid/me`,
        },
        fetchFn,
      ),
      apple: appleProvider(
        {
          clientId,
          teamId,
          keyId,
          privateKey,
          authorizeUrl: `${base}/apple/authorize`,
          tokenUrl: `${base}/apple/token`,
          jwksUrl: `${base}/apple/keys`,
          issuer: appleIssuer,
        },
        fetchFn,
      ),
    },
  };
}
