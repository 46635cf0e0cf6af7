import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format-date';
import { adminSecondaryButtonClass } from '../components/admin-styles';
import { CategorySales } from './category-sales';
import { hasNoSales } from './lib/sales-figures';
import { mallDashboardQueryOptions } from './mall-dashboard-api';
import { MallSummaryCards } from './mall-summary-cards';
import { NetSalesChart } from './net-sales-chart';

/**
 * The mall at a glance: today's and the last 30 days' takings, the goods and requests waiting, the won
 * kept per day and the sales per category.
 */
export function Tab() {
  const dashboard = useQuery(mallDashboardQueryOptions());
  const data = dashboard.data;
  return (
    <div className="space-y-8">
      <div className="flex items-center justify-end gap-3 text-sm text-slate-500">
        {data && <span>기준 {formatDateTime(new Date(dashboard.dataUpdatedAt).toISOString())}</span>}
        <button
          type="button"
          className={adminSecondaryButtonClass}
          disabled={dashboard.isFetching}
          onClick={() => void dashboard.refetch()}
        >
          새로고침
        </button>
      </div>

      {dashboard.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {dashboard.error.message}
        </p>
      )}
      {!data && !dashboard.isError && <p className="text-sm text-slate-500">불러오는 중…</p>}

      {data && (
        <>
          <MallSummaryCards dashboard={data} />
          {hasNoSales(data) ? (
            <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-sm text-slate-500">
              최근 {data.daily.length}일 동안 쇼핑몰 매출이 없습니다.
            </p>
          ) : (
            <>
              <NetSalesChart days={data.daily} />
              <CategorySales categories={data.byCategory} days={data.daily.length} />
            </>
          )}
        </>
      )}
    </div>
  );
}
