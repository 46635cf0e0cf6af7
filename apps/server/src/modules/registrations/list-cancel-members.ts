import { limits, historyMessages as messages, type RegisteredAttendee } from '@edu/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/app-error';
import { presentAttendee } from './list-my-registrations';
import { registrationAttendees, registrationCancels, registrations } from './registrations.tables';

/** The attendee idxs stored with a cancel request ("3,4,7"). */
export const cancelMemberIdxsOf = (stored: string): number[] =>
  stored
    .split(',')
    .map((item) => Number(item.trim()))
    .filter((idx) => Number.isSafeInteger(idx) && idx > 0);

/** The people of one cancel request, for the member who filed it or an administrator (spec §7). */
export async function listCancelMembers(options: {
  db: Db;
  caller: { memberIdx: number; level: number };
  cancelIdx: number;
}): Promise<RegisteredAttendee[]> {
  const { db, caller } = options;
  const [cancel] = await db
    .select({
      registrationIdx: registrationCancels.registrationIdx,
      cancelMemberIdxs: registrationCancels.cancelMemberIdxs,
      memberIdx: registrations.memberIdx,
    })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(eq(registrationCancels.idx, options.cancelIdx));
  if (!cancel) throw notFound(messages.cancelNotFound);
  if (cancel.memberIdx !== caller.memberIdx && caller.level < limits.adminLevel) throw forbidden();

  const idxs = cancelMemberIdxsOf(cancel.cancelMemberIdxs);
  if (idxs.length === 0) return [];
  const rows = await db
    .select()
    .from(registrationAttendees)
    .where(
      and(
        eq(registrationAttendees.registrationIdx, cancel.registrationIdx),
        inArray(registrationAttendees.idx, idxs),
      ),
    )
    .orderBy(asc(registrationAttendees.idx));
  return rows.map(presentAttendee);
}
