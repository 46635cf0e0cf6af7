import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { findSessionsOfConferences } from '../conferences';
import { registrationAttendees, registrations } from './registrations.tables';

/** A live attendee: not cancelled nor moved away, of a 등록완료 registration. */
const attending = () => and(eq(registrations.status, '등록완료'), eq(registrationAttendees.isCancel, 'N'));

/**
 * The attendees of a conference admitted at the desk, with when (for certificates of attendance):
 * attendees not cancelled, of 등록완료 registrations, in order of admission; only those of one
 * registration, of one attendee or of one applicant when asked, so a download reads no one else's.
 */
export async function attendeesCheckedIn(
  db: Db,
  of: { conferenceIdx: number; registrationIdx?: number; attendeeIdx?: number; memberIdx?: number },
) {
  const sessions = await findSessionsOfConferences(db, [of.conferenceIdx]);
  const conferenceDetailIdxs = sessions.map((session) => session.detailIdx);
  if (conferenceDetailIdxs.length === 0) return [];
  const only: SQL[] = [];
  if (of.registrationIdx !== undefined) only.push(eq(registrations.idx, of.registrationIdx));
  if (of.attendeeIdx !== undefined) only.push(eq(registrationAttendees.idx, of.attendeeIdx));
  if (of.memberIdx !== undefined) only.push(eq(registrations.memberIdx, of.memberIdx));
  return db
    .select({
      attendeeIdx: registrationAttendees.idx,
      registrationIdx: registrations.idx,
      conferenceDetailIdx: registrations.conferenceDetailIdx,
      memberIdx: registrations.memberIdx,
      name: registrationAttendees.name,
      church: registrationAttendees.church,
      checkedInAt: sql<Date>`${registrationAttendees.checkedInAt}`.mapWith((value) => new Date(value)),
    })
    .from(registrationAttendees)
    .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
    .where(
      and(
        inArray(registrations.conferenceDetailIdx, conferenceDetailIdxs),
        attending(),
        sql`${registrationAttendees.checkedInAt} is not null`,
        ...only,
      ),
    )
    .orderBy(asc(registrationAttendees.checkedInAt), asc(registrationAttendees.idx));
}

/**
 * Whether an attendee still attends (not cancelled, moved away or in a cancelled registration): a
 * certificate issued to one who no longer does is no longer valid. False for an unknown attendee.
 */
export async function attendeeStillAttends(db: Db, attendeeIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ idx: registrationAttendees.idx })
    .from(registrationAttendees)
    .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
    .where(and(eq(registrationAttendees.idx, attendeeIdx), attending()));
  return Boolean(row);
}
