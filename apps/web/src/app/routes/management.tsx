import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useAccount } from '@/features/accounts/api/get-account';
import { isAdmin } from '@/features/accounts/components/member-links';
import { ManagementShell } from '@/features/management/components/management-shell';
import { orderedTabs } from '@/features/management/management-tabs';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /management: the administrators' area (level 10). The page hides itself from others, but what keeps
 * them out is the server: every admin call checks the level.
 */
export function ManagementPage() {
  const { account, isPending } = useAccount();
  const [search] = useSearchParams();
  // Each tab names the window: "회원 관리 - 관리자 | …" (KWCAG 2.4.2).
  const tabs = orderedTabs();
  const tab = tabs.find((entry) => entry.key === search.get('tab')) ?? tabs[0];
  useDocumentTitle(tab ? `${tab.label} - 관리자` : '관리자');
  if (isPending) return <PageLoading />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">관리자</h1>
      {account && isAdmin(account) ? (
        <ManagementShell activeKey={search.get('tab')} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-6 text-center text-red-700">
          관리자만 이용할 수 있습니다.
        </p>
      )}
    </div>
  );
}
