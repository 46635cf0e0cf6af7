import { useParams } from 'react-router';
import { usePathTokenLogin } from '@/features/accounts/hooks/use-path-token-login';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /management/{token}: the native app's way into the admin area; logs in with the token, then opens /management. */
export function ManagementTokenPage() {
  useDocumentTitle('로그인');
  // Standard base64 may hold "/", which splits the token over more than one path segment.
  const { token = '', '*': rest = '' } = useParams();
  usePathTokenLogin(rest ? `${token}/${rest}` : token, '/management');

  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
      />
      <p className="text-slate-700">로그인 중입니다…</p>
    </div>
  );
}
