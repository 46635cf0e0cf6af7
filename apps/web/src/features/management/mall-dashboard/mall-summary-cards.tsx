import type { MallDashboard } from '@edu/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatWon } from '@/lib/format-won';
import { formatCount } from '../dashboard/dashboard-api';
import { salesTotals, todaysSales } from './lib/sales-figures';

/**
 * The figures on top: today's and the month's takings, the month's settled sales (구매확정: goods lines
 * confirmed, which can no longer come back), and the two piles of work waiting.
 */
export function MallSummaryCards({ dashboard }: { dashboard: MallDashboard }) {
  const today = todaysSales(dashboard.daily);
  const month = salesTotals(dashboard.daily);
  return (
    <section aria-label="쇼핑몰 현황">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Card label="오늘 매출" value={formatWon(today.net)}>
          결제 {formatWon(today.paid)} · 환불 {formatWon(today.refunded)}
        </Card>
        <Card label={`${dashboard.daily.length}일 매출`} value={formatWon(month.net)}>
          결제 {formatWon(month.paid)} · 환불 {formatWon(month.refunded)}
        </Card>
        <Card label="구매확정 매출" value={formatWon(dashboard.confirmedSales ?? 0)}>
          {dashboard.daily.length}일 동안 구매확정된 상품
        </Card>
        <Card label="배송 대기" value={`${formatCount(dashboard.toShip)}건`}>
          <Link to="/management?tab=mall-orders" className="font-semibold text-brand-700 underline">
            쇼핑몰 주문 보기
          </Link>
        </Card>
        <Card label="처리 대기 신청" value={`${formatCount(dashboard.openRequests)}건`}>
          <Link to="/management?tab=mall-refunds" className="font-semibold text-brand-700 underline">
            교환·반품 신청 보기
          </Link>
        </Card>
      </dl>
    </section>
  );
}

/** One card: its name, its figure and a line under it (the detail, or where to act on it). */
function Card({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      <dd className="mt-1 text-xs text-slate-500 tabular-nums">{children}</dd>
    </div>
  );
}
