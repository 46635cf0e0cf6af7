import type { Conference } from '@edu/shared';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format-date';
import { ConferenceImage } from './conference-image';
import { ConferencePhaseBadge } from './conference-phase-badge';

/** A conference as a card of the /conf page, linking to its session list (/{idx}). */
export function ConferenceCard({ conference, now = new Date() }: { conference: Conference; now?: Date }) {
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
          <ConferencePhaseBadge conference={conference} now={now} />
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
