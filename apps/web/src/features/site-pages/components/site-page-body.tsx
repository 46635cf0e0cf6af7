import type { SitePage } from '@edu/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { PageLoading } from '@/components/layout/page-loading';
import { SitePageContent } from './site-page-content';

type SitePageBodyProps = {
  query: UseQueryResult<SitePage, Error>;
  showUpdated?: boolean;
  /** A smaller spinner, for a pop-up. */
  compact?: boolean;
};

/** A content page's body while it loads, when it failed (the server's Korean message) and once it is there. */
export function SitePageBody({ query, showUpdated, compact = false }: SitePageBodyProps) {
  if (query.isPending)
    return compact ? (
      <p role="status" className="py-8 text-center text-slate-600">
        불러오는 중…
      </p>
    ) : (
      <PageLoading />
    );
  if (query.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-6 text-red-800">
        {query.error.message}
      </p>
    );
  return <SitePageContent page={query.data} showUpdated={showUpdated} />;
}
