import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { registrationAttendees } from './registrations.tables';

/** The attendees of a registration still coming (not cancelled), in the order they were entered. */
export function liveAttendees(db: Db, registrationIdx: number) {
  return db
    .select({
      idx: registrationAttendees.idx,
      name: registrationAttendees.name,
      church: registrationAttendees.church,
    })
    .from(registrationAttendees)
    .where(
      and(
        eq(registrationAttendees.registrationIdx, registrationIdx),
        eq(registrationAttendees.isCancel, 'N'),
      ),
    )
    .orderBy(asc(registrationAttendees.idx));
}
