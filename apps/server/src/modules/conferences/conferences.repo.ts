import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conferenceDetails, conferences } from './conferences.tables';

export type ConferenceRow = typeof conferences.$inferSelect;
export type ConferenceDetailRow = typeof conferenceDetails.$inferSelect;

/** Published conferences, newest registration period first, each with its session rows in order. */
export async function findPublishedConferencesWithDetails(db: Db) {
  const rows = await db
    .select()
    .from(conferences)
    .where(eq(conferences.isView, 'Y'))
    .orderBy(desc(conferences.rsdatetime), desc(conferences.idx));
  if (rows.length === 0) return [];
  const details = await db
    .select()
    .from(conferenceDetails)
    .where(
      inArray(
        conferenceDetails.conferenceIdx,
        rows.map((row) => row.idx),
      ),
    )
    .orderBy(asc(conferenceDetails.number), asc(conferenceDetails.sort), asc(conferenceDetails.idx));
  const byConference = new Map<number, ConferenceDetailRow[]>();
  for (const detail of details) {
    const list = byConference.get(detail.conferenceIdx);
    if (list) list.push(detail);
    else byConference.set(detail.conferenceIdx, [detail]);
  }
  return rows.map((conference) => ({ conference, details: byConference.get(conference.idx) ?? [] }));
}
