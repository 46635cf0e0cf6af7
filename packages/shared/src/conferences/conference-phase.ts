/** Where a conference stands for a visitor: the one rule every page shows (home, /conf, the conference page). */
export type ConferencePhase = 'upcoming' | 'open' | 'closed' | 'ended';

export const conferencePhaseLabels: Record<ConferencePhase, string> = {
  upcoming: '접수 예정',
  open: '접수 중',
  closed: '마감',
  ended: '종료',
};

type Dated = {
  rsdatetime: string;
  redatetime: string;
  conferenceDetailList: readonly { startsAt: string | null }[];
};

/**
 * 접수 예정 before registration opens, 접수 중 while it is open, then 마감 while a session is still to
 * come (today's included), 종료 once every session's day has passed (or none has a date).
 */
export function conferencePhase(conference: Dated, now: Date): ConferencePhase {
  const time = now.getTime();
  if (time < Date.parse(conference.rsdatetime)) return 'upcoming';
  if (time <= Date.parse(conference.redatetime)) return 'open';
  // A session's day lasts until its end (startsAt is its first moment): compare with a day's grace.
  const dayMs = 86_400_000;
  const ahead = conference.conferenceDetailList.some(
    (detail) => detail.startsAt !== null && Date.parse(detail.startsAt) + dayMs > time,
  );
  return ahead ? 'closed' : 'ended';
}

/** Open conferences first, then those opening later (soonest first): the order of the home page and /conf. */
export function openConferencesFirst<T extends Dated>(conferences: readonly T[], now: Date): T[] {
  const rank = (conference: T) => Math.max(Date.parse(conference.rsdatetime), now.getTime());
  return [...conferences].sort((a, b) => rank(a) - rank(b));
}
