import { registrationMessages } from '@edu/shared';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { releaseSeats } from '../conferences';
import { offerFreedSeats } from '../waiting-list';
import { registrations } from './registrations.tables';

/** Unpaid states whose seats are held until `hold_expires_at`. */
const holdingStatuses = ['결제시도', '결제대기', '입금대기'];
const batchSize = 500;

/**
 * Ends the holds that ran out: the registration becomes 결제실패 and its seats go back, in one
 * transaction, so the seat counter always equals the attendees of live registrations. Answers how many
 * registrations expired. Run every minute by the job queue; safe to run in several processes at once
 * (a row is updated by one of them only).
 */
export async function expireHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(registrations)
      .set({
        status: '결제실패',
        failReason: registrationMessages.holdExpired,
        holdExpiresAt: null,
        updatedDate: now,
      })
      .where(
        and(
          inArray(registrations.status, holdingStatuses),
          isNotNull(registrations.holdExpiresAt),
          lt(registrations.holdExpiresAt, now),
          inArray(
            registrations.idx,
            tx
              .select({ idx: registrations.idx })
              .from(registrations)
              .where(
                and(inArray(registrations.status, holdingStatuses), lt(registrations.holdExpiresAt, now)),
              )
              .limit(batchSize),
          ),
        ),
      )
      .returning({ detailIdx: registrations.conferenceDetailIdx, headcount: registrations.headcount });
    const seatsByDetail = new Map<number, number>();
    for (const row of expired)
      seatsByDetail.set(row.detailIdx, (seatsByDetail.get(row.detailIdx) ?? 0) + row.headcount);
    // In detail order, so two processes releasing different sets never wait on each other in a cycle.
    for (const [detailIdx, seats] of [...seatsByDetail].sort(([a], [b]) => a - b))
      await releaseSeats(tx, detailIdx, seats);
    // Freed seats go to the waiting lists in the same transaction (their messages leave with the sweep).
    await offerFreedSeats(tx, seatsByDetail.keys(), now);
    return expired.length;
  });
}
