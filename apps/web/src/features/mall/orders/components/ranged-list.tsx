import type { PageInfo } from '@edu/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { ListPager } from '@/components/ui/list-pager';
import { ListFailure } from '@/features/mall/contents/components/list-failure';
import { orderListSearch } from '../lib/order-date-range';
import { OrderRangeForm } from './order-range-form';

type RangedListProps = {
  /** The range and page read from the address. */
  query: { startDate: string; endDate: string };
  /** What the list counts ("주문", "콘텐츠", "다운로드") and says when empty or loading. */
  noun: string;
  emptyText: string;
  loadingLabel: string;
  list: {
    data: { pageInfo: PageInfo } | undefined;
    isError: boolean;
    error: Error | null;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  rowCount: number;
  /** The rows, as list items. */
  children: ReactNode;
};

/**
 * A member's list within a date range, 10 a page (orders, the content box, downloads): the range form,
 * the count, the rows or the empty text, and the pager; the range and page live in the address, so
 * reload and back/forward show the same list.
 */
export function RangedList({
  query,
  noun,
  emptyText,
  loadingLabel,
  list,
  rowCount,
  children,
}: RangedListProps) {
  const [, setSearch] = useSearchParams();
  return (
    <div className="space-y-6">
      <OrderRangeForm
        // Back and forward change the address: the fields start again from it.
        key={`${query.startDate}~${query.endDate}`}
        range={query}
        onSearch={(range) => setSearch(orderListSearch({ ...range, page: 1 }))}
      />
      {list.data ? (
        <>
          <p aria-live="polite" className="text-sm text-slate-600">
            {query.startDate.replaceAll('-', '.')} ~ {query.endDate.replaceAll('-', '.')} {noun}{' '}
            <strong className="text-slate-900">{list.data.pageInfo.total}</strong>건
          </p>
          {rowCount === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white px-4 py-12 text-center text-slate-600">
              {emptyText}
            </p>
          ) : (
            <ul
              aria-busy={list.isPlaceholderData}
              className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
            >
              {children}
            </ul>
          )}
          <ListPager pageInfo={list.data.pageInfo} />
        </>
      ) : list.isError ? (
        <ListFailure message={list.error?.message ?? ''} onRetry={() => list.refetch()} />
      ) : (
        <PageLoading label={loadingLabel} />
      )}
    </div>
  );
}
