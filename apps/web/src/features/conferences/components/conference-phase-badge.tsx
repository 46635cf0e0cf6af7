import { type Conference, type ConferencePhase, conferencePhase, conferencePhaseLabels } from '@edu/shared';

const phaseClasses: Record<ConferencePhase, string> = {
  upcoming: 'bg-amber-50 text-amber-800',
  open: 'bg-brand-50 text-brand-700',
  closed: 'bg-slate-100 text-slate-700',
  ended: 'bg-slate-100 text-slate-600',
};

/** 접수 예정 / 접수 중 / 마감 / 종료, by the one rule of packages/shared. */
export function ConferencePhaseBadge({
  conference,
  now = new Date(),
}: {
  conference: Conference;
  now?: Date;
}) {
  const phase = conferencePhase(conference, now);
  return (
    <span className={`w-fit rounded-full px-2.5 py-1 text-xs font-semibold ${phaseClasses[phase]}`}>
      {conferencePhaseLabels[phase]}
    </span>
  );
}
