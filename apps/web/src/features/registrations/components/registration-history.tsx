import { registrationStatuses } from '@edu/shared';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { useRegistrationHistory } from '../api/get-registration-history';
import { pageFromSearch } from '../lib/history-format';
import { HistoryPager } from './history-pager';
import { MyMoveList } from './my-move-list';
import { RegistrationCard } from './registration-card';

/** The member's registrations, 8 a page, with an optional status filter (spec §2 Application history). */
export function RegistrationHistory() {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search.get('page'));
  const status = search.get('status') ?? '';
  const history = useRegistrationHistory({ page, status });

  const chooseStatus = (value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set('status', value);
    else next.delete('status');
    next.delete('page');
    setSearch(next);
  };

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          상태
          <select
            value={status}
            onChange={(event) => chooseStatus(event.target.value)}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900"
          >
            <option value="">전체</option>
            {registrationStatuses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <Link to="/myCancelList" className="text-sm font-semibold text-brand-700 hover:underline">
          취소 신청 내역 보기
        </Link>
      </div>
      {history.data ? (
        history.data.list.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-10 text-center text-slate-600">
            신청 내역이 없습니다.
          </p>
        ) : (
          <>
            <div className="grid gap-4">
              {history.data.list.map((registration) => (
                <RegistrationCard key={registration.idx} registration={registration} />
              ))}
            </div>
            <HistoryPager {...history.data.pageInfo} />
          </>
        )
      ) : history.isError ? (
        <p role="alert" className="text-red-700">
          {history.error.message}
        </p>
      ) : (
        <PageLoading />
      )}
      <MyMoveList />
    </div>
  );
}
