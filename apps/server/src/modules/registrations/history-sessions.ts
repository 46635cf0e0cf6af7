import type { Db } from '../../platform/db/database';
import { findSessionForRegistration, type SessionForRegistration } from '../conferences';

/** The session departments (with their conference) of the given idxs, through the conferences module. */
export async function sessionsByDetail(
  db: Db,
  detailIdxs: Iterable<number>,
): Promise<Map<number, SessionForRegistration>> {
  const sessions = new Map<number, SessionForRegistration>();
  for (const detailIdx of new Set(detailIdxs)) {
    const session = await findSessionForRegistration(db, detailIdx);
    if (session) sessions.set(detailIdx, session);
  }
  return sessions;
}

/** The price one attendee paid: the registration's total split over its headcount. */
export function pricePerAttendee(registration: { totalPrice: number; headcount: number }): number {
  return registration.headcount > 0 ? Math.floor(registration.totalPrice / registration.headcount) : 0;
}
