import { useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { formatDate } from '@/lib/format-date';
import { useMyCancels } from '../api/get-my-cancels';
import { formatWon, pageFromSearch } from '../lib/history-format';
import { HistoryPager } from './history-pager';

const columns = ['부서', '이름', '교회', '구분', '인원', '금액', '신청일', '처리일', '상태'] as const;

/** The member's cancel requests, 20 a page (spec §2: dept, name, church, type, count, price, dates, status). */
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
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full min-w-[720px] text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-center text-slate-900">
            {list.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-10 text-slate-600">
                  취소 신청 내역이 없습니다.
                </td>
              </tr>
            ) : (
              list.map((row) => (
                <tr key={row.idx}>
                  <td className="px-3 py-3">
                    <span className="block text-xs text-slate-500">{row.title}</span>
                    {row.dept}
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">{row.name}</td>
                  <td className="px-3 py-3">{row.church}</td>
                  <td className="px-3 py-3 whitespace-nowrap">{row.type}</td>
                  <td className="px-3 py-3 whitespace-nowrap">{row.count}명</td>
                  <td className="px-3 py-3 text-right whitespace-nowrap">{formatWon(row.price)}</td>
                  <td className="px-3 py-3 whitespace-nowrap">{formatDate(row.created_date)}</td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    {row.confirm_date ? formatDate(row.confirm_date) : '-'}
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">{row.status}</td>
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
