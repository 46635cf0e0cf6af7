import { useLocation } from 'react-router';
import type { SocialProviderName } from '@/features/accounts/api/check-social-login';
import { SocialLoginCheck } from '@/features/accounts/components/social-login-check';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where a social login comes back to; the provider is the first word of the path. */
export function SocialLoginCheckPage() {
  useDocumentTitle('로그인 중');
  const provider = useLocation().pathname.replace(/^\/(\w+?)LoginCheck.*$/, '$1') as SocialProviderName;
  return <SocialLoginCheck provider={provider} />;
}
