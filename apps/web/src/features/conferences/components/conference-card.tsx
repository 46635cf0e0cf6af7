import type { Conference } from '@edu/shared';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { ConferenceImage } from './conference-image';

type Phase = { label: string; className: string };

function phaseOf(conference: Conference, now: Date): Phase {
  if (conference.isEnd) return { label: '종료', className: 'bg-slate-100 text-slate-600' };
  if (now.getTime() < new Date(conference.rsdatetime).getTime())
    return { label: '접수 예정', className: 'bg-amber-50 text-amber-800' };
  return { label: '접수 중', className: 'bg-brand-50 text-brand-700' };
}

/** A conference as a card of the /conf page, linking to its session list (/{idx}). */
export function ConferenceCard({ conference, now = new Date() }: { conference: Conference; now?: Date }) {
  const phase = phaseOf(conference, now);
  return (
    <Link
      to={`/${conference.idx}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition hover:border-brand-600 hover:shadow-md"
    >
      <ConferenceImage
        src={conference.thumbnail}
        label={conference.title}
        alt=""
        className="aspect-[16/9] w-full"
      />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${phase.className}`}>
            {phase.label}
          </span>
          {conference.category && <span className="text-xs text-slate-500">{conference.category}</span>}
        </div>
        <h3 className="mt-2 text-base font-bold text-slate-900 group-hover:text-brand-700 sm:text-lg">
          {conference.title}
        </h3>
        <p className="mt-auto pt-3 text-sm text-slate-600">
          <span className="font-medium text-slate-700">접수</span> {formatDate(conference.rsdatetime)} ~{' '}
          {formatDate(conference.redatetime)}
        </p>
      </div>
    </Link>
  );
}
