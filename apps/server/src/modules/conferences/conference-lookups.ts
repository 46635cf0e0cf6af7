import { and, desc, eq, gte, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conferenceDetails, conferences } from './conferences.tables';

/** Published conferences' idx and title, newest first, for the inquiry form's conference choice. */
export async function listConferenceTitles(db: Db): Promise<{ idx: number; title: string }[]> {
  return db
    .select({ idx: conferences.idx, title: conferences.title })
    .from(conferences)
    .where(eq(conferences.isView, 'Y'))
    .orderBy(desc(conferences.rsdatetime), desc(conferences.idx));
}

/** Whether a published conference has this idx (an inquiry may only be about one of them). */
export async function isPublishedConference(db: Db, conferenceIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ idx: conferences.idx })
    .from(conferences)
    .where(and(eq(conferences.idx, conferenceIdx), eq(conferences.isView, 'Y')));
  return Boolean(row);
}

/** The titles of these conferences, by idx (lists that name the conference of each row). */
export async function conferenceTitlesByIdx(db: Db, idxs: number[]): Promise<Map<number, string>> {
  if (idxs.length === 0) return new Map();
  const rows = await db
    .select({ idx: conferences.idx, title: conferences.title })
    .from(conferences)
    .where(inArray(conferences.idx, [...new Set(idxs)]));
  return new Map(rows.map((row) => [row.idx, row.title]));
}

/** A conference's online meeting settings and its session department idxs; undefined when there is no such conference. */
export async function findOnlineMeeting(db: Db, conferenceIdx: number) {
  const [conference] = await db
    .select({
      idx: conferences.idx,
      title: conferences.title,
      onlineUrl: conferences.onlineUrl,
      onlineMeetingId: conferences.onlineMeetingId,
      onlineMeetingPasscode: conferences.onlineMeetingPasscode,
    })
    .from(conferences)
    .where(eq(conferences.idx, conferenceIdx));
  if (!conference) return undefined;
  const details = await db
    .select({ idx: conferenceDetails.idx })
    .from(conferenceDetails)
    .where(eq(conferenceDetails.conferenceIdx, conferenceIdx));
  return { ...conference, detailIdxs: details.map((row) => row.idx) };
}

/** What a ticket shows of a session department: its conference, place, schedule, first day and room guide. */
export async function findSessionForTicket(db: Db, detailIdx: number) {
  const [row] = await db
    .select({
      conferenceIdx: conferences.idx,
      title: conferences.title,
      number: conferenceDetails.number,
      label: conferenceDetails.label,
      local: conferenceDetails.local,
      place: conferenceDetails.place,
      schedule: conferenceDetails.schedule,
      dept: conferenceDetails.dept,
      startsAt: conferenceDetails.startsAt,
      roomGuide: conferenceDetails.roomGuide,
    })
    .from(conferenceDetails)
    .innerJoin(conferences, eq(conferences.idx, conferenceDetails.conferenceIdx))
    .where(eq(conferenceDetails.idx, detailIdx));
  return row;
}

/**
 * Conferences for the administrators' reports: the one asked for (undefined when unknown), or every
 * conference not ended at `now` (registration still open, or a session still to come), newest first.
 */
export async function findConferencesForReport(
  db: Db,
  options: { conferenceIdx?: number | undefined; now: Date },
) {
  const columns = {
    idx: conferences.idx,
    title: conferences.title,
    rsdatetime: conferences.rsdatetime,
    redatetime: conferences.redatetime,
  };
  if (options.conferenceIdx !== undefined)
    return db.select(columns).from(conferences).where(eq(conferences.idx, options.conferenceIdx));
  const upcomingSession = db
    .select({ conferenceIdx: conferenceDetails.conferenceIdx })
    .from(conferenceDetails)
    .where(gte(conferenceDetails.startsAt, options.now));
  return db
    .select(columns)
    .from(conferences)
    .where(or(gte(conferences.redatetime, options.now), inArray(conferences.idx, upcomingSession)))
    .orderBy(desc(conferences.rsdatetime), desc(conferences.idx));
}
