import type { MallDashboard } from '@edu/shared';
import { formatWon } from '@/lib/format-won';
import { adminSectionTitleClass, adminTdClass } from '../components/admin-styles';
import { AdminTable } from '../components/admin-table';
import { barWidths } from './lib/bar-widths';
import { categoryTotals } from './lib/sales-figures';

type Category = MallDashboard['byCategory'][number];

const columns = ['분류', '판매', '환불', '순매출'];
const numberCell = `${adminTdClass} text-right tabular-nums`;
/** Less than nothing (more refunded than sold) in red. */
const netTone = (net: number) => (net < 0 ? ' text-red-700' : '');

/**
 * Sales per top category, biggest first. The bar beside each net amount only draws what the table
 * already says, so screen readers skip it.
 */
export function CategorySales({ categories, days }: { categories: Category[]; days: number }) {
  const widths = barWidths(categories.map((category) => category.net));
  return (
    <section aria-labelledby="mall-dashboard-categories" className="space-y-4">
      <div>
        <h3 id="mall-dashboard-categories" className={adminSectionTitleClass}>
          분류별 매출
        </h3>
        <p className="text-sm text-slate-500">
          최근 {days}일, 상위 분류별 판매 금액에서 환불 금액을 뺀 순매출
        </p>
      </div>
      <AdminTable
        columns={columns}
        caption={`최근 ${days}일 분류별 매출`}
        empty={categories.length === 0}
        emptyText={`최근 ${days}일 동안 분류별 매출이 없습니다.`}
        footer={categories.length > 1 && <CategoryTotal categories={categories} />}
      >
        {categories.map((category, i) => (
          <tr key={category.categoryId}>
            <td className={adminTdClass}>{category.name || '이름 없는 분류'}</td>
            <td className={numberCell}>{formatWon(category.sold)}</td>
            <td className={numberCell}>{formatWon(category.refunded)}</td>
            <td className={`${adminTdClass} w-1/2`}>
              <div className="flex items-center gap-3">
                <div aria-hidden="true" className="h-2 flex-1 rounded-full bg-slate-100">
                  <div className="h-2 rounded-full bg-brand-600" style={{ width: `${widths[i] ?? 0}%` }} />
                </div>
                <span className={`w-32 text-right tabular-nums${netTone(category.net)}`}>
                  {formatWon(category.net)}
                </span>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

/** The categories' sums under them (only worth showing for more than one row). */
function CategoryTotal({ categories }: { categories: Category[] }) {
  const total = categoryTotals(categories);
  return (
    <tfoot>
      <tr className="font-semibold">
        <th scope="row" className={adminTdClass}>
          합계
        </th>
        <td className={numberCell}>{formatWon(total.sold)}</td>
        <td className={numberCell}>{formatWon(total.refunded)}</td>
        <td className={`${numberCell}${netTone(total.net)}`}>{formatWon(total.net)}</td>
      </tr>
    </tfoot>
  );
}
