import { type Conference, openConferencesFirst } from '@edu/shared';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/ui/icons';
import { formatPeriod } from '@/lib/format-date';
import { useConferences } from '../api/get-conferences';
import { ConferencePhaseBadge } from './conference-phase-badge';

/** Home section listing the conferences still open ("진행 중인 컨퍼런스"). */
export function OngoingConferences() {
  const { data, isPending, isError } = useConferences();
  const ongoing = openConferencesFirst(data?.filter((conference) => !conference.isEnd) ?? [], new Date());

  return (
    <section aria-labelledby="ongoing-conferences" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id="ongoing-conferences" className="text-2xl font-bold text-slate-900">
          진행 중인 컨퍼런스
        </h2>
        <Link to="/conf" className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
          컨퍼런스 전체 보기
        </Link>
      </div>
      <div className="mt-6">
        {isPending ? (
          <p role="status" className="text-slate-600">
            컨퍼런스를 불러오는 중…
          </p>
        ) : isError ? (
          <p role="alert" className="text-sm text-red-700">
            컨퍼런스 목록을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.
          </p>
        ) : ongoing.length === 0 ? (
          <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-600">
            현재 진행 중인 컨퍼런스가 없습니다.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {ongoing.map((conference) => (
              <li key={conference.idx}>
                <ConferenceCard conference={conference} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ConferenceCard({ conference }: { conference: Conference }) {
  return (
    <Link
      to={`/${conference.idx}`}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-600 hover:shadow-md"
    >
      <ConferencePhaseBadge conference={conference} />
      <h3 className="mt-3 text-lg font-bold text-slate-900 group-hover:text-brand-700">{conference.title}</h3>
      <p className="mt-2 text-sm text-slate-600">
        <span className="font-medium text-slate-700">접수 기간</span>{' '}
        {formatPeriod(conference.rsdatetime, conference.redatetime)}
      </p>
      <span className="mt-auto flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700">
        자세히 보기 <ArrowRightIcon className="size-4" />
      </span>
    </Link>
  );
}
