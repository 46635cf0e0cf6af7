import { useQuery } from '@tanstack/react-query';
import { DashboardPending, DashboardRefresh } from '../components/dashboard-state';
import { PayMethodCounts } from '../components/pay-method-counts';
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
      <div className="flex justify-end">
        <DashboardRefresh
          query={dashboard}
          countedAt={data && new Date(dashboard.dataUpdatedAt).toISOString()}
        />
      </div>

      <DashboardPending query={dashboard} />

      {data && (
        <>
          <MallSummaryCards dashboard={data} />
          <PayMethodCounts
            counts={data.byPayMethod}
            title="결제수단별 주문"
            note={`최근 ${data.daily.length}일 동안 결제된 주문을 결제한 방법별로 셉니다.`}
          />
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
