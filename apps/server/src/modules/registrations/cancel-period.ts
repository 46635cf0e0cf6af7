const kstOffsetMs = 9 * 60 * 60 * 1000;

/** The Korean calendar date of an instant, as YYYY-MM-DD. */
export function koreanDate(at: Date): string {
  return new Date(at.getTime() + kstOffsetMs).toISOString().slice(0, 10);
}

/**
 * The last Korean date on which a cancel may be requested: `cancelDay` days before the session's first
 * day (0 = up to and including that day). Null when the session has no first day set.
 */
export function lastCancelDate(startsAt: Date | null, cancelDay: number): string | null {
  if (!startsAt) return null;
  // Shifted by nine hours, the UTC fields read as the Korean date and time.
  const day = new Date(startsAt.getTime() + kstOffsetMs);
  day.setUTCDate(day.getUTCDate() - Math.max(cancelDay, 0));
  return day.toISOString().slice(0, 10);
}

/** Whether today (in Korea) is still within the cancel period of a session. */
export function isWithinCancelPeriod(now: Date, startsAt: Date | null, cancelDay: number): boolean {
  const last = lastCancelDate(startsAt, cancelDay);
  return last === null || koreanDate(now) <= last;
}
