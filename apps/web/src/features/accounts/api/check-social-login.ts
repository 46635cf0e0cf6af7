import type { SocialCheck } from '@edu/shared';
import { api } from '@/lib/api-client';

export type SocialProviderName = 'kakao' | 'naver' | 'apple';

/** What a finished social login leads to: 000 log in, 001 joined another way, 002 sign up. */
export function checkSocialLogin(provider: SocialProviderName, ticket: string): Promise<SocialCheck> {
  const query = new URLSearchParams({ sns_type: provider, ticket });
  return api<SocialCheck>(`/api/check-sns?${query}`);
}
