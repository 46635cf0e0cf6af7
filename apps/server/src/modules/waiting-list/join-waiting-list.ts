import {
  type JoinWaitingListRequest,
  joinWaitingListSchema,
  maxAttendeesPerRegistration,
  waitingListMessages as texts,
} from '@edu/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { databaseErrorOf, sqlState } from '../../platform/db/database-error';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';
import { memberContact } from '../accounts';
import { findSessionForRegistration, isSessionOffered, lockSeats, remainingSeats } from '../conferences';
import { offerFreedSeats } from './offer-seats';
import { waitingEntries } from './waiting-list.tables';

/**
 * 대기 신청: a member puts a group on a full department's waiting list, with its size and whether part
 * of it may come. Checked in order: the size, the department (published and shown), its period, that it
 * is full for this group, that the member is not waiting already. The entry goes to the end of the list;
 * if some seats are free and the group takes part of them, it is offered them at once. Answers the
 * entry's idx and the outbox ids to dispatch.
 */
export async function joinWaitingList(options: {
  db: Db;
  memberIdx: number;
  detailIdx: number;
  request: JoinWaitingListRequest;
  now?: Date;
}): Promise<{ idx: number; messageIds: number[] }> {
  const { db, memberIdx, detailIdx } = options;
  const now = options.now ?? new Date();
  const request = joinWaitingListSchema.parse(options.request);
  if (request.headcount < 1 || request.headcount > maxAttendeesPerRegistration)
    throw badRequest(texts.headcountInvalid);
  const session = await findSessionForRegistration(db, detailIdx);
  if (!session || !isSessionOffered(session, now)) throw notFound(texts.notFound);
  if (now < session.rsdatetime || now > session.redatetime) throw badRequest(texts.notInPeriod);
  if (remainingSeats(session) >= request.headcount) throw badRequest(texts.notFull);
  const [waiting] = await db
    .select({ idx: waitingEntries.idx })
    .from(waitingEntries)
    .where(
      and(
        eq(waitingEntries.conferenceDetailIdx, detailIdx),
        eq(waitingEntries.memberIdx, memberIdx),
        inArray(waitingEntries.status, ['대기', '제안중']),
      ),
    );
  if (waiting) throw conflict(texts.alreadyWaiting);
  const contact = await memberContact(db, memberIdx);
  if (!contact) throw notFound(texts.notFound);
  try {
    return await db.transaction(async (tx) => {
      // The department's row first: the entry's foreign key would take a share lock on it, and two joins
      // each holding one while waiting for the other's to hand out seats would deadlock.
      await lockSeats(tx, detailIdx, now);
      const [entry] = await tx
        .insert(waitingEntries)
        .values({
          conferenceDetailIdx: detailIdx,
          memberIdx,
          name: contact.name,
          phone: contact.phone,
          headcount: request.headcount,
          acceptPartial: request.acceptPartial,
          position: sql`(select coalesce(max(${waitingEntries.position}), 0) + 1 from ${waitingEntries} where ${waitingEntries.conferenceDetailIdx} = ${detailIdx})`,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ idx: waitingEntries.idx });
      if (!entry) throw new Error('waiting entry insert returned nothing');
      return { idx: entry.idx, messageIds: await offerFreedSeats(tx, [detailIdx], now) };
    });
  } catch (error) {
    if (databaseErrorOf(error)?.code === sqlState.uniqueViolation) throw conflict(texts.alreadyWaiting);
    throw error;
  }
}
