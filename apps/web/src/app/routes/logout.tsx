import { useEndSession } from '@/features/accounts/hooks/use-end-session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /logout: says so while the session ends, then goes home (spec §2, §4). */
export function LogoutPage() {
  useDocumentTitle('로그아웃');
  useEndSession();

  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
      />
      <p className="text-slate-700">로그아웃 중입니다…</p>
    </div>
  );
}
