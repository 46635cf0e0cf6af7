import type { MyWaitingEntry } from '@edu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDialog } from '@/components/ui/dialog-provider';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useMyWaitingEntries, withdrawWaitingEntry } from '../api/waiting-list-api';

/** What a member reads about an entry's state. */
function stateText(entry: MyWaitingEntry): string {
  switch (entry.status) {
    case '대기':
      return entry.ahead ? `대기 중 · 앞에 ${entry.ahead}팀` : '대기 중 · 다음 순서';
    case '제안중':
      return `자리 제안 받음 · ${entry.offer?.seats ?? 0}석`;
    case '신청함':
      return '제안받은 자리로 신청함';
    case '기회만료':
      return '신청 기한이 지나 다음 대기자에게 넘어감';
    case '양보':
      return '자리를 양보함';
    case '취소':
      return '대기 신청 취소';
    case '삭제':
      return '관리자가 대기 명단에서 삭제함';
  }
}

const badgeOf = (status: MyWaitingEntry['status']) =>
  status === '제안중'
    ? 'bg-emerald-100 text-emerald-800'
    : status === '대기'
      ? 'bg-amber-100 text-amber-800'
      : 'bg-slate-100 text-slate-600';

/**
 * The member's waiting entries (대기 신청) on the application history: their place in the list, an offer
 * with its link and deadline, and withdrawing a live entry. Nothing is shown to a member who never waited.
 */
export function MyWaitingList({ inApp = false }: { inApp?: boolean }) {
  const entries = useMyWaitingEntries();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  if (!entries.data || entries.data.length === 0) return null;

  const withdraw = async (entry: MyWaitingEntry) => {
    if (!(await dialog.confirm('대기 신청을 취소하시겠습니까?'))) return;
    try {
      const { message } = await withdrawWaitingEntry(entry.idx);
      await dialog.alert(message);
    } catch (error) {
      await dialog.alert(error instanceof ApiError ? error.message : '새로고침 후 다시 시도 해 주세요.');
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['waiting-list'] });
    }
  };

  return (
    <section aria-labelledby="my-waiting-title" className="mb-10">
      <h2 id="my-waiting-title" className="mb-3 text-lg font-bold text-slate-900">
        대기 신청
      </h2>
      <ul className="space-y-3">
        {entries.data.map((entry) => (
          <li key={entry.idx} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold break-keep text-slate-900">{entry.title}</p>
                <p className="text-sm text-slate-600">
                  {entry.local} · {entry.dept} · {entry.headcount}명
                  {entry.accept_partial && ' (일부 좌석도 받기)'}
                </p>
              </div>
              <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badgeOf(entry.status)}`}>
                {entry.status}
              </span>
            </div>
            <p className="mt-2 text-sm text-slate-700">{stateText(entry)}</p>
            {entry.status === '제안중' && entry.offer?.token && (
              <p className="mt-1 text-sm text-slate-700">
                {formatDateTime(entry.offer.expires_at)}까지 신청과 결제를 마쳐 주세요.
              </p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {entry.status === '제안중' && entry.offer?.token && (
                <Link
                  to={`${inApp ? '/app' : ''}/waiting-offer/${entry.offer.token}`}
                  className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
                >
                  제안받은 자리 보기
                </Link>
              )}
              {(entry.status === '대기' || entry.status === '제안중') && (
                <button
                  type="button"
                  onClick={() => withdraw(entry)}
                  className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
                >
                  대기 취소
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
