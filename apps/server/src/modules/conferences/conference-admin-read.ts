import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type {
  AdminConference,
  AdminConferenceSummary,
  adminDetailRowSchema,
  adminSessionSchema,
} from './conference-admin-contract';
import { presentConferenceDetail } from './conferences.presenter';
import type { ConferenceDetailRow, ConferenceRow } from './conferences.repo';
import { conferenceDetails, conferences } from './conferences.tables';

const yesNo = (value: string): 'Y' | 'N' => (value === 'Y' ? 'Y' : 'N');

/** A conference's rows in display order (session number, then the form's order). */
export function findDetailRows(db: Db, conferenceIdx: number): Promise<ConferenceDetailRow[]> {
  return db
    .select()
    .from(conferenceDetails)
    .where(eq(conferenceDetails.conferenceIdx, conferenceIdx))
    .orderBy(asc(conferenceDetails.number), asc(conferenceDetails.sort), asc(conferenceDetails.idx));
}

/** Every conference, hidden ones too, newest first, with its sessions' sizes and seat totals (the admin list). */
export async function listConferencesForAdmin(db: Db, now = new Date()): Promise<AdminConferenceSummary[]> {
  const rows = await db
    .select()
    .from(conferences)
    .orderBy(desc(conferences.createdDate), desc(conferences.idx));
  const details = await db
    .select({
      conferenceIdx: conferenceDetails.conferenceIdx,
      number: conferenceDetails.number,
      limitPersonnel: conferenceDetails.limitPersonnel,
      registeredPersonnel: conferenceDetails.registeredPersonnel,
    })
    .from(conferenceDetails);
  const totals = new Map<
    number,
    { numbers: Set<number>; departments: number; registered: number; limit: number; unlimited: boolean }
  >();
  for (const detail of details) {
    let total = totals.get(detail.conferenceIdx);
    if (!total) {
      total = { numbers: new Set(), departments: 0, registered: 0, limit: 0, unlimited: false };
      totals.set(detail.conferenceIdx, total);
    }
    total.numbers.add(detail.number);
    total.departments += 1;
    total.registered += detail.registeredPersonnel;
    if (detail.limitPersonnel === 0) total.unlimited = true;
    else total.limit += detail.limitPersonnel;
  }
  return rows.map((row) => {
    const total = totals.get(row.idx);
    return {
      idx: row.idx,
      title: row.title,
      category: row.category,
      thumbnail: row.thumbnail,
      rsdatetime: row.rsdatetime.toISOString(),
      redatetime: row.redatetime.toISOString(),
      isView: yesNo(row.isView),
      isEnd: row.redatetime.getTime() < now.getTime(),
      sessionCount: total?.numbers.size ?? 0,
      departmentCount: total?.departments ?? 0,
      registered_personnel: total?.registered ?? 0,
      limit_personnel: total?.limit ?? 0,
      hasUnlimited: total?.unlimited ?? false,
      created_date: row.createdDate.toISOString(),
    };
  });
}

/**
 * Rows grouped into sessions by number. A session is hidden when all its rows are; a department of a
 * hidden session reads as shown, so saving the form back keeps the session's switch in charge.
 */
export function groupSessions(details: ConferenceDetailRow[]): z.infer<typeof adminSessionSchema>[] {
  const sessions = new Map<number, ConferenceDetailRow[]>();
  for (const detail of details) {
    const rows = sessions.get(detail.number);
    if (rows) rows.push(detail);
    else sessions.set(detail.number, [detail]);
  }
  return [...sessions.entries()].map(([number, rows]) => {
    const first = rows[0] as ConferenceDetailRow;
    const hidden = rows.every((row) => row.view !== 'Y');
    return {
      number,
      label: first.label,
      local: first.local,
      place: first.place,
      schedule: first.schedule,
      startsAt: first.startsAt?.toISOString() ?? null,
      releaseAt: first.releaseAt?.toISOString() ?? null,
      roomGuide: first.roomGuide,
      view: hidden ? 'N' : 'Y',
      details: rows.map((row) => ({
        idx: row.idx,
        dept: row.dept,
        price: row.price,
        limit_personnel: row.limitPersonnel,
        registered_personnel: row.registeredPersonnel,
        view: hidden ? 'Y' : yesNo(row.view),
        rsdatetime: row.rsdatetime.toISOString(),
        redatetime: row.redatetime.toISOString(),
      })),
    };
  });
}

/** Everything the administrator's form edits for one conference; undefined when there is none. */
export async function findConferenceForAdmin(db: Db, idx: number): Promise<AdminConference | undefined> {
  const [row] = await db.select().from(conferences).where(eq(conferences.idx, idx));
  if (!row) return undefined;
  return presentAdminConference(row, await findDetailRows(db, idx));
}

function presentAdminConference(row: ConferenceRow, details: ConferenceDetailRow[]): AdminConference {
  return {
    idx: row.idx,
    title: row.title,
    category: row.category,
    contents: row.contents,
    thumbnail: row.thumbnail,
    rsdatetime: row.rsdatetime.toISOString(),
    redatetime: row.redatetime.toISOString(),
    cancel_day: row.cancelDay,
    deposit_days: row.depositDays,
    isAddress: yesNo(row.isAddress),
    isView: yesNo(row.isView),
    isFeatured: yesNo(row.isFeatured),
    banners: row.banners,
    benefitNote: row.benefitNote,
    parkingNote: row.parkingNote,
    hideHeadcount: yesNo(row.hideHeadcount),
    deadlineAtMidnight: yesNo(row.deadlineAtMidnight),
    onlineUrl: row.onlineUrl,
    onlineMeetingId: row.onlineMeetingId,
    onlineMeetingPasscode: row.onlineMeetingPasscode,
    created_date: row.createdDate.toISOString(),
    updated_date: row.updatedDate.toISOString(),
    conferenceDetailList: groupSessions(details),
  };
}

/** Every row of a conference (hidden and unreleased ones too); undefined when there is no such conference. */
export async function listDetailRowsForAdmin(
  db: Db,
  conferenceIdx: number,
): Promise<z.infer<typeof adminDetailRowSchema>[] | undefined> {
  const [row] = await db
    .select({ idx: conferences.idx })
    .from(conferences)
    .where(eq(conferences.idx, conferenceIdx));
  if (!row) return undefined;
  const details = await findDetailRows(db, conferenceIdx);
  return details.map((detail) => ({
    ...presentConferenceDetail(detail),
    releaseAt: detail.releaseAt?.toISOString() ?? null,
    roomGuide: detail.roomGuide,
  }));
}
