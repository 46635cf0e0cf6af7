import type { MallDashboard } from '@edu/shared';
import { formatWon } from '@/lib/format-won';
import { adminSectionTitleClass } from '../components/admin-styles';
import { DayBarChart, type DayColumn } from '../dashboard/daily-chart';
import { bestDay, hasTakings, salesTotals } from './lib/sales-figures';

type Day = MallDashboard['daily'][number];

const columns: DayColumn<Day>[] = [
  { heading: '결제', cell: (day) => formatWon(day.paid) },
  { heading: '환불', cell: (day) => formatWon(day.refunded) },
  { heading: '순매출', cell: (day) => formatWon(day.net) },
];

/** The won kept per Korean day (paid less refunded), drawn with the conference dashboard's chart. */
export function NetSalesChart({ days }: { days: Day[] }) {
  const total = salesTotals(days).net;
  const best = bestDay(days);
  const summary =
    `쇼핑몰: 최근 ${days.length}일 순매출 ${formatWon(total)}` +
    (best ? `, 가장 많은 날 ${best.date} ${formatWon(best.net)}` : '');

  return (
    <section aria-labelledby="mall-dashboard-daily" className="space-y-4">
      <h3 id="mall-dashboard-daily" className={adminSectionTitleClass}>
        일별 순매출
      </h3>
      {hasTakings(days) ? (
        <DayBarChart
          days={days}
          value={(day) => day.net}
          format={formatWon}
          summary={summary}
          caption={`최근 ${days.length}일 일별 순매출 (결제 − 환불, 추가 결제 포함) · 합계 ${formatWon(total)}`}
          tableCaption={`쇼핑몰 최근 ${days.length}일 일별 매출`}
          columns={columns}
        />
      ) : (
        <p className="text-sm text-slate-500">최근 {days.length}일 동안 결제나 환불이 없습니다.</p>
      )}
    </section>
  );
}
