import {
  type AdminWaitingDepartment,
  type AdminWaitingList,
  type MyWaitingEntry,
  waitingListMessages as texts,
  type WaitingEntryStatus,
  type WaitingOfferStatus,
  type WaitingOfferView,
} from '@edu/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { membersByIdx } from '../accounts';
import { findSessionForRegistration, findSessionsByIdx } from '../conferences';
import { waitingEntries, waitingOffers } from './waiting-list.tables';

type Offer = typeof waitingOffers.$inferSelect;
const live = ['대기', '제안중'];

const offerOut = (offer: Offer) => ({
  idx: offer.idx,
  seats: offer.seats,
  status: offer.status as WaitingOfferStatus,
  expires_at: offer.expiresAt.toISOString(),
  created_at: offer.createdAt.toISOString(),
  decided_at: offer.decidedAt?.toISOString() ?? null,
  registration_idx: offer.registrationIdx,
});

/** The latest offer of each of these entries. */
async function latestOffers(db: Db, entryIdxs: number[]) {
  const latest = new Map<number, Offer>();
  if (entryIdxs.length === 0) return latest;
  const rows = await db
    .select()
    .from(waitingOffers)
    .where(inArray(waitingOffers.entryIdx, entryIdxs))
    .orderBy(asc(waitingOffers.idx));
  for (const row of rows) latest.set(row.entryIdx, row);
  return latest;
}

/** A member's waiting entries, newest first, with their department, place in the list and latest offer. */
export async function listMyEntries(db: Db, memberIdx: number): Promise<MyWaitingEntry[]> {
  // Written out: inside a subquery, the outer row's columns must be named with their table.
  const ahead = sql<number>`(select count(*)::int from waiting_entries other
    where other.conference_detail_idx = waiting_entries.conference_detail_idx
      and other.status in ('대기', '제안중')
      and (other.position, other.idx) < (waiting_entries.position, waiting_entries.idx))`;
  const entries = await db
    .select({ entry: waitingEntries, ahead })
    .from(waitingEntries)
    .where(eq(waitingEntries.memberIdx, memberIdx))
    .orderBy(desc(waitingEntries.idx))
    .limit(100);
  const sessions = await findSessionsByIdx(
    db,
    entries.map((row) => row.entry.conferenceDetailIdx),
  );
  const offers = await latestOffers(
    db,
    entries.map((row) => row.entry.idx),
  );
  return entries.map(({ entry, ahead }) => {
    const session = sessions.get(entry.conferenceDetailIdx);
    const offer = offers.get(entry.idx);
    return {
      idx: entry.idx,
      detail_idx: entry.conferenceDetailIdx,
      conference_idx: session?.conferenceIdx ?? 0,
      title: session?.title ?? '',
      dept: session?.dept ?? '',
      local: session?.local ?? '',
      schedule: session?.schedule ?? '',
      headcount: entry.headcount,
      accept_partial: entry.acceptPartial,
      status: entry.status as WaitingEntryStatus,
      ahead: entry.status === '대기' ? Number(ahead) : null,
      created_at: entry.createdAt.toISOString(),
      // The private link only while it can still be used.
      offer: offer ? { ...offerOut(offer), token: offer.status === '제안중' ? offer.token : null } : null,
    };
  });
}

/** What an offer's private link shows; only the member it was made to may open it. */
export async function findOfferView(db: Db, token: string, memberIdx: number): Promise<WaitingOfferView> {
  const [row] = await db
    .select({ offer: waitingOffers, headcount: waitingEntries.headcount })
    .from(waitingOffers)
    .innerJoin(waitingEntries, eq(waitingEntries.idx, waitingOffers.entryIdx))
    .where(eq(waitingOffers.token, token));
  if (!row || row.offer.memberIdx !== memberIdx) throw notFound(texts.offerNotFound);
  const session = await findSessionForRegistration(db, row.offer.conferenceDetailIdx);
  return {
    idx: row.offer.idx,
    detail_idx: row.offer.conferenceDetailIdx,
    title: session?.title ?? '',
    dept: session?.dept ?? '',
    local: session?.local ?? '',
    schedule: session?.schedule ?? '',
    price: session?.price ?? 0,
    seats: row.offer.seats,
    headcount: row.headcount,
    status: row.offer.status as WaitingOfferStatus,
    expires_at: row.offer.expiresAt.toISOString(),
    registration_idx: row.offer.registrationIdx,
  };
}

const departmentCounts = {
  detailIdx: waitingEntries.conferenceDetailIdx,
  waiting: sql<number>`count(*) filter (where ${waitingEntries.status} = '대기')::int`,
  offered: sql<number>`count(*) filter (where ${waitingEntries.status} = '제안중')::int`,
  held: sql<number>`coalesce((select sum(offer.seats) from waiting_offers offer
    where offer.conference_detail_idx = waiting_entries.conference_detail_idx and offer.status = '제안중'), 0)::int`,
};

async function departmentsOf(
  db: Db,
  counts: { detailIdx: number; waiting: number; offered: number; held: number }[],
) {
  const sessions = await findSessionsByIdx(
    db,
    counts.map((row) => row.detailIdx),
  );
  const out: AdminWaitingDepartment[] = [];
  for (const row of counts) {
    const session = sessions.get(row.detailIdx);
    if (!session) continue;
    out.push({
      detail_idx: row.detailIdx,
      conference_idx: session.conferenceIdx,
      title: session.title,
      number: session.number,
      local: session.local,
      dept: session.dept,
      limit_personnel: session.limitPersonnel,
      registered_personnel: session.registeredPersonnel,
      waiting: Number(row.waiting),
      offered: Number(row.offered),
      held_seats: Number(row.held),
    });
  }
  return out;
}

/** The departments that have (or had) a waiting list, those with live entries first, newest first. */
export async function listWaitingDepartments(db: Db): Promise<AdminWaitingDepartment[]> {
  const counts = await db
    .select(departmentCounts)
    .from(waitingEntries)
    .groupBy(waitingEntries.conferenceDetailIdx)
    .orderBy(
      desc(sql`count(*) filter (where ${waitingEntries.status} in ('대기', '제안중'))`),
      desc(waitingEntries.conferenceDetailIdx),
    )
    .limit(200);
  return departmentsOf(db, counts);
}

/** One department's list for the administrator: live entries in order, then ended ones, newest first. */
export async function listDepartmentEntries(db: Db, detailIdx: number): Promise<AdminWaitingList> {
  const counts = await db
    .select(departmentCounts)
    .from(waitingEntries)
    .where(eq(waitingEntries.conferenceDetailIdx, detailIdx))
    .groupBy(waitingEntries.conferenceDetailIdx);
  const [department] = await departmentsOf(
    db,
    counts.length > 0 ? counts : [{ detailIdx, waiting: 0, offered: 0, held: 0 }],
  );
  if (!department) throw notFound(texts.notFound);
  const isLive = sql`${waitingEntries.status} in ('대기', '제안중')`;
  const entries = await db
    .select()
    .from(waitingEntries)
    .where(and(eq(waitingEntries.conferenceDetailIdx, detailIdx)))
    .orderBy(
      desc(isLive),
      sql`case when ${isLive} then ${waitingEntries.position} end asc`,
      sql`case when ${isLive} then ${waitingEntries.idx} end asc`,
      desc(waitingEntries.updatedAt),
    )
    .limit(500);
  const members = await membersByIdx(
    db,
    entries.map((row) => row.memberIdx),
  );
  const offers = await latestOffers(
    db,
    entries.map((row) => row.idx),
  );
  return {
    department,
    entries: entries.map((entry) => {
      const offer = offers.get(entry.idx);
      return {
        idx: entry.idx,
        member_idx: entry.memberIdx,
        uid: members.get(entry.memberIdx)?.uid ?? '',
        name: entry.name,
        phone: entry.phone,
        headcount: entry.headcount,
        accept_partial: entry.acceptPartial,
        status: entry.status as WaitingEntryStatus,
        position: live.includes(entry.status) ? entry.position : 0,
        created_at: entry.createdAt.toISOString(),
        offer: offer ? offerOut(offer) : null,
      };
    }),
  };
}
