import { kstDay, kstFields } from '../../platform/korean-time';

/** The Korean calendar date of an instant, as YYYY-MM-DD. */
export const koreanDate = kstDay;

/**
 * The last Korean date on which a cancel may be requested: `cancelDay` days before the session's first
 * day (0 = up to and including that day). Null when the session has no first day set.
 */
export function lastCancelDate(startsAt: Date | null, cancelDay: number): string | null {
  if (!startsAt) return null;
  const day = kstFields(startsAt);
  day.setUTCDate(day.getUTCDate() - Math.max(cancelDay, 0));
  return day.toISOString().slice(0, 10);
}

/** Whether today (in Korea) is still within the cancel period of a session. */
export function isWithinCancelPeriod(now: Date, startsAt: Date | null, cancelDay: number): boolean {
  const last = lastCancelDate(startsAt, cancelDay);
  return last === null || koreanDate(now) <= last;
}
