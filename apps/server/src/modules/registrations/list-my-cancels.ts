import { limits, type MyCancels, type RegisteredAttendee } from '@edu/shared';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { findSessionsByIdx } from '../conferences';
import { cancelMemberIdxsOf } from './list-cancel-members';
import { presentAttendee } from './list-my-registrations';
import { registrationAttendees, registrationCancels, registrations } from './registrations.tables';

/** The attendees each cancel request names, by request idx (an attendee counts only under its own registration). */
async function cancelledAttendeesOf(
  db: Db,
  cancels: { idx: number; registrationIdx: number; cancelMemberIdxs: string }[],
): Promise<Map<number, RegisteredAttendee[]>> {
  const wanted = cancels.flatMap((cancel) => cancelMemberIdxsOf(cancel.cancelMemberIdxs));
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select()
          .from(registrationAttendees)
          .where(inArray(registrationAttendees.idx, [...new Set(wanted)]))
          .orderBy(asc(registrationAttendees.idx));
  return new Map(
    cancels.map((cancel) => {
      const idxs = new Set(cancelMemberIdxsOf(cancel.cancelMemberIdxs));
      const named = rows.filter((row) => row.registrationIdx === cancel.registrationIdx && idxs.has(row.idx));
      return [cancel.idx, named.map(presentAttendee)];
    }),
  );
}

/** The member's own cancel requests, newest first, 20 a page (spec §2 cancel request history). */
export async function listMyCancels(options: {
  db: Db;
  memberIdx: number;
  page: number;
}): Promise<MyCancels> {
  const { db, memberIdx, page } = options;
  const size = limits.cancelPageSize;
  const mine = eq(registrations.memberIdx, memberIdx);
  const [counted] = await db
    .select({ total: count() })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(mine);
  const rows = await db
    .select({
      idx: registrationCancels.idx,
      registrationIdx: registrations.idx,
      detailIdx: registrations.conferenceDetailIdx,
      name: registrations.name,
      church: registrations.church,
      cancelMemberIdxs: registrationCancels.cancelMemberIdxs,
      type: registrationCancels.type,
      count: registrationCancels.count,
      price: registrationCancels.price,
      status: registrationCancels.status,
      createdDate: registrationCancels.createdDate,
      confirmDate: registrationCancels.confirmDate,
    })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(mine)
    .orderBy(desc(registrationCancels.createdDate), desc(registrationCancels.idx))
    .limit(size)
    .offset((page - 1) * size);
  const sessions = await findSessionsByIdx(
    db,
    rows.map((row) => row.detailIdx),
  );
  const attendees = await cancelledAttendeesOf(db, rows);
  return {
    list: rows.map((row) => {
      const session = sessions.get(row.detailIdx);
      return {
        idx: row.idx,
        register_conf_idx: row.registrationIdx,
        title: session?.title ?? '',
        dept: session?.dept ?? '',
        name: row.name,
        church: row.church,
        attendees: attendees.get(row.idx) ?? [],
        type: row.type,
        count: row.count,
        price: row.price,
        created_date: row.createdDate.toISOString(),
        confirm_date: row.confirmDate?.toISOString() ?? null,
        status: row.status,
      };
    }),
    pageInfo: { page, size, total: counted?.total ?? 0 },
  };
}
