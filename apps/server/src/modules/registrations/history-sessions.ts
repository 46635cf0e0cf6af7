import type { Db } from '../../platform/db/database';
import { findSessionsByIdx, type SessionForRegistration } from '../conferences';

/** The session departments (with their conference) of the given idxs, through the conferences module. */
export const sessionsByDetail = (
  db: Db,
  detailIdxs: Iterable<number>,
): Promise<Map<number, SessionForRegistration>> => findSessionsByIdx(db, detailIdxs);

/** The price one attendee paid: the registration's total split over its headcount. */
export function pricePerAttendee(registration: { totalPrice: number; headcount: number }): number {
  return registration.headcount > 0 ? Math.floor(registration.totalPrice / registration.headcount) : 0;
}
