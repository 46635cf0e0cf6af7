import {
  limits,
  type RegistrantSearchType,
  type RegistrationStatus,
  registrationStatuses,
} from '@edu/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern, prefixPattern } from '../../platform/db/like-pattern';
import { notFound } from '../../platform/http/app-error';
import { kstDateTime } from '../../platform/korean-time';
import { membersByIdx } from '../accounts';
import {
  conferenceTitlesByIdx,
  findSessionsOfConferences,
  type SessionForRegistration,
} from '../conferences';
import { registrationAttendees, registrations } from './registrations.tables';

/** What an administrator can search the registrants by (spec §2 Applicant lists). */

/** Which registrations of a conference a list or download holds. */
export type RegistrantFilter = {
  conferenceIdx: number;
  /** One session number, or every session when absent. */
  detailNumber?: number | undefined;
  /** One status (spec §4), or every status when absent, empty, `all` or unknown. */
  status?: string | undefined;
  type?: RegistrantSearchType | undefined;
  value?: string | undefined;
};

/** A registration whose applicant or any attendee has a `column` holding the text. */
function applicantOrAttendee(column: 'name' | 'church', pattern: string): SQL | undefined {
  const attendeeColumn = column === 'name' ? registrationAttendees.name : registrationAttendees.church;
  return or(
    ilike(registrations[column], pattern),
    sql`exists (select 1 from ${registrationAttendees} where ${registrationAttendees.registrationIdx} = ${registrations.idx} and ${attendeeColumn} ilike ${pattern})`,
  );
}

function searchCondition(type: RegistrantSearchType, value: string): SQL | undefined {
  switch (type) {
    case 'name':
    case 'church':
      return applicantOrAttendee(type, containsPattern(value));
    // Order numbers and barcodes are read off a screen or a scanner: the exact text or its beginning.
    case 'oid':
      return ilike(registrations.oid, prefixPattern(value));
    case 'barcode':
      return ilike(registrations.barcode, prefixPattern(value));
  }
}

/**
 * The session departments of the filter, with the SQL condition selecting their registrations; a
 * conference that does not exist is a 404.
 */
async function filterCondition(db: Db, filter: RegistrantFilter) {
  const title = (await conferenceTitlesByIdx(db, [filter.conferenceIdx])).get(filter.conferenceIdx);
  if (title === undefined) throw notFound('컨퍼런스를 찾을 수 없습니다.');
  const conference = { idx: filter.conferenceIdx, title };
  const departments = await findSessionsOfConferences(db, [filter.conferenceIdx]);
  const sessions = new Map(departments.map((session) => [session.detailIdx, session]));
  const wanted = departments.filter(
    (session) => filter.detailNumber === undefined || session.number === filter.detailNumber,
  );
  if (wanted.length === 0) return { conference, sessions, where: sql`false` };
  const conditions: SQL[] = [
    inArray(
      registrations.conferenceDetailIdx,
      wanted.map((session) => session.detailIdx),
    ),
  ];
  const status = registrationStatuses.find((known) => known === filter.status?.trim());
  if (status) conditions.push(eq(registrations.status, status satisfies RegistrationStatus));
  const value = filter.value?.trim();
  if (filter.type && value) {
    const matched = searchCondition(filter.type, value);
    if (matched) conditions.push(matched);
  }
  return { conference, sessions, where: and(...conditions) ?? sql`true` };
}

type Registration = typeof registrations.$inferSelect;

/** The registrations with their applicants' login ids and attendees. */
async function withMembersAndAttendees(db: Db, rows: Registration[]) {
  const applicants = await membersByIdx(
    db,
    rows.map((row) => row.memberIdx),
  );
  const attendees = await attendeesOf(
    db,
    rows.map((row) => row.idx),
  );
  return rows.map((registration) => ({
    registration,
    uid: applicants.get(registration.memberIdx)?.uid ?? '',
    attendees: attendees.get(registration.idx) ?? [],
  }));
}

/** The attendees of these registrations, cancelled ones included, grouped by registration. */
async function attendeesOf(db: Db, registrationIdxs: number[]) {
  const byRegistration = new Map<
    number,
    {
      idx: number;
      name: string;
      church: string;
      phone: string | null;
      is_cancel: 'Y' | 'N';
      checked_in_at: string | null;
    }[]
  >();
  if (registrationIdxs.length === 0) return byRegistration;
  // Chunked so a long download stays within the database's parameter limit.
  for (let start = 0; start < registrationIdxs.length; start += 5_000) {
    const rows = await db
      .select()
      .from(registrationAttendees)
      .where(inArray(registrationAttendees.registrationIdx, registrationIdxs.slice(start, start + 5_000)))
      .orderBy(asc(registrationAttendees.idx));
    for (const row of rows) {
      const list = byRegistration.get(row.registrationIdx) ?? [];
      list.push({
        idx: row.idx,
        name: row.name,
        church: row.church,
        phone: row.phone,
        is_cancel: row.isCancel === 'Y' ? 'Y' : 'N',
        checked_in_at: row.checkedInAt ? kstDateTime(row.checkedInAt) : null,
      });
      byRegistration.set(row.registrationIdx, list);
    }
  }
  return byRegistration;
}

/** One registration as the admin list shows it. */
function presentRegistrant(
  { registration, uid, attendees }: Awaited<ReturnType<typeof withMembersAndAttendees>>[number],
  session: SessionForRegistration | undefined,
) {
  return {
    idx: registration.idx,
    oid: registration.oid,
    member: { idx: registration.memberIdx, uid },
    name: registration.name,
    phone: registration.phone,
    email: registration.email,
    church: registration.church,
    receipt_org_name: registration.receiptOrgName,
    receipt_org_number: registration.receiptOrgNumber,
    zip_code: registration.zipCode,
    address: registration.address,
    detailed_address: registration.detailedAddress,
    title: session?.title ?? '',
    conf_detail_idx: registration.conferenceDetailIdx,
    number: session?.number ?? 0,
    label: session?.label ?? null,
    local: session?.local ?? '',
    place: session?.place ?? '',
    dept: session?.dept ?? '',
    status: registration.status,
    total_price: registration.totalPrice,
    pay_method: registration.payMethod,
    headcount: attendees.filter((attendee) => attendee.is_cancel === 'N').length,
    came: attendees.filter((attendee) => attendee.is_cancel === 'N' && attendee.checked_in_at).length,
    barcode: registration.barcode,
    joined_conference: registration.joinedConference === 'Y' ? ('Y' as const) : ('N' as const),
    joined_date: registration.joinedDate ? kstDateTime(registration.joinedDate) : null,
    created_date: registration.createdDate.toISOString(),
    attendees,
  };
}
export type Registrant = ReturnType<typeof presentRegistrant>;

/**
 * The registrants of a conference (or one of its sessions) for administrators, newest first, 30 a page,
 * filtered by status and searched by name, order number, church or barcode (spec §2 Applicant lists).
 */
export async function listRegistrants(options: { db: Db; filter: RegistrantFilter; page: number }) {
  const { db, filter, page } = options;
  const size = limits.adminPageSize;
  const { sessions, where } = await filterCondition(db, filter);
  const [counted] = await db.select({ total: count() }).from(registrations).where(where);
  const rows = await db
    .select()
    .from(registrations)
    .where(where)
    .orderBy(desc(registrations.createdDate), desc(registrations.idx))
    .limit(size)
    .offset((page - 1) * size);
  return {
    pageInfo: { page, size, total: counted?.total ?? 0 },
    list: (await withMembersAndAttendees(db, rows)).map((row) =>
      presentRegistrant(row, sessions.get(row.registration.conferenceDetailIdx)),
    ),
  };
}

/** Most registrations one download holds; a conference has a few thousand at most. */
const maxDownloadRows = 50_000;

/** Every registrant the filter selects (oldest first, as a sign-up sheet reads), with the conference title. */
export async function allRegistrants(options: { db: Db; filter: RegistrantFilter }) {
  const { db, filter } = options;
  const { conference, sessions, where } = await filterCondition(db, filter);
  const rows = await db
    .select()
    .from(registrations)
    .where(where)
    .orderBy(asc(registrations.createdDate), asc(registrations.idx))
    .limit(maxDownloadRows);
  return {
    title: conference.title,
    list: (await withMembersAndAttendees(db, rows)).map((row) =>
      presentRegistrant(row, sessions.get(row.registration.conferenceDetailIdx)),
    ),
  };
}
