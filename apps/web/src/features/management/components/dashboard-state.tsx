import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format-date';
import { adminSecondaryButtonClass } from './admin-styles';

type DashboardQuery = Pick<UseQueryResult, 'isFetching' | 'isError' | 'error' | 'data' | 'refetch'>;

/** When a dashboard's figures were counted, and the button that counts them again. */
export function DashboardRefresh({ query, countedAt }: { query: DashboardQuery; countedAt?: string }) {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-500">
      {countedAt && <span>기준 {formatDateTime(countedAt)}</span>}
      <button
        type="button"
        className={adminSecondaryButtonClass}
        disabled={query.isFetching}
        onClick={() => void query.refetch()}
      >
        새로고침
      </button>
    </div>
  );
}

/** What a dashboard shows before its figures: the failure, or that they are on their way. */
export function DashboardPending({ query }: { query: DashboardQuery }) {
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
        {query.error?.message}
      </p>
    );
  }
  return query.data ? null : <p className="text-sm text-slate-500">불러오는 중…</p>;
}
