import type { MyCancel } from '@edu/shared';
import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { stackedTable } from '@/components/ui/stacked-table';
import { formatDate } from '@/lib/format-date';
import { useMyCancels } from '../api/get-my-cancels';
import { formatWon, pageFromSearch } from '../lib/history-format';
import { HistoryPager } from './history-pager';

const columns = ['부서', '이름', '교회', '구분', '인원', '금액', '신청일', '처리일', '상태'] as const;

/** Who a request cancels: its attendees' names (an old request without them names its applicant). */
const cancelledNames = (row: MyCancel) =>
  row.attendees.length > 0 ? row.attendees.map((attendee) => attendee.name).join(', ') : row.name;

/** The churches of the cancelled attendees, each once. */
const cancelledChurches = (row: MyCancel) =>
  row.attendees.length > 0
    ? [...new Set(row.attendees.map((attendee) => attendee.church))].join(', ')
    : row.church;

/** The member's cancel requests, 20 a page (spec §2: dept, name, church, type, count, price, dates, status); name and church are the cancelled attendees'. */
export function MyCancelTable() {
  const [search] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const cancels = useMyCancels(page);

  if (cancels.isError)
    return (
      <p role="alert" className="text-red-700">
        {cancels.error.message}
      </p>
    );
  if (!cancels.data) return <PageLoading />;
  const { list, pageInfo } = cancels.data;

  return (
    <>
      <div className={`md:rounded-2xl md:border md:border-slate-200 md:bg-white ${stackedTable.wrapper}`}>
        <table className={`text-sm md:min-w-[720px] ${stackedTable.table}`}>
          <thead className={`bg-slate-50 text-slate-700 ${stackedTable.head}`}>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody
            className={`divide-y divide-slate-100 text-center text-slate-900 max-md:divide-y-0 ${stackedTable.body}`}
          >
            {list.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-10 text-slate-600">
                  취소 신청 내역이 없습니다.
                </td>
              </tr>
            ) : (
              list.map((row) => (
                <tr key={row.idx} className={stackedTable.row}>
                  <td
                    data-label="상태"
                    className={`px-3 py-3 font-semibold whitespace-nowrap md:hidden ${stackedTable.cell}`}
                  >
                    {row.status}
                  </td>
                  <td data-label="부서" className={`px-3 py-3 ${stackedTable.cell}`}>
                    <span>
                      <span className="block text-xs text-slate-500">{row.title}</span>
                      {row.dept}
                    </span>
                  </td>
                  <td data-label="이름" className={`px-3 py-3 ${stackedTable.cell}`}>
                    {cancelledNames(row)}
                  </td>
                  <td data-label="교회" className={`px-3 py-3 ${stackedTable.cell}`}>
                    {cancelledChurches(row)}
                  </td>
                  <td data-label="구분" className={`px-3 py-3 whitespace-nowrap ${stackedTable.cell}`}>
                    {row.type}
                  </td>
                  <td data-label="인원" className={`px-3 py-3 whitespace-nowrap ${stackedTable.cell}`}>
                    {row.count}명
                  </td>
                  <td
                    data-label="금액"
                    className={`px-3 py-3 text-right whitespace-nowrap ${stackedTable.cell}`}
                  >
                    {formatWon(row.price)}
                  </td>
                  <td data-label="신청일" className={`px-3 py-3 whitespace-nowrap ${stackedTable.cell}`}>
                    {formatDate(row.created_date)}
                  </td>
                  <td data-label="처리일" className={`px-3 py-3 whitespace-nowrap ${stackedTable.cell}`}>
                    {row.confirm_date ? formatDate(row.confirm_date) : '-'}
                  </td>
                  {/* The status leads the card on a phone (above); here it is the last column. */}
                  <td className="px-3 py-3 whitespace-nowrap max-md:hidden">{row.status}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <HistoryPager {...pageInfo} />
    </>
  );
}
