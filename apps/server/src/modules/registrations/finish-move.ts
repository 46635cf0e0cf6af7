import { moveMessages as messages } from '@edu/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { releaseSeats } from '../conferences';
import { PaymentRefused } from '../payments';
import { offerFreedSeats } from '../waiting-list';
import { pricePerAttendee } from './history-sessions';
import { registrationAttendees, registrationMoves, registrations } from './registrations.tables';

/** Whether a registration is the target of a move waiting for its difference (paid outside the period). */
export async function isPendingMoveTarget(db: Db, registrationIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ idx: registrationMoves.idx })
    .from(registrationMoves)
    .where(
      and(eq(registrationMoves.toRegistrationIdx, registrationIdx), eq(registrationMoves.status, '결제대기')),
    );
  return Boolean(row);
}

/**
 * Finishes the move whose target registration was just completed (its difference paid, or nothing to
 * pay), inside the completing transaction: the moved source attendees stop attending there (their
 * tickets and barcodes stop working), the source's headcount and total go down by what they were worth,
 * the source becomes 등록취소 when nobody is left, its seats go back and are offered to the waiting
 * list, and the move is 완료. Refuses (the payment is then undone) when the source attendees changed
 * meanwhile. Does nothing for a registration that is no move's target.
 */
export async function finishMove(tx: Db, targetRegistrationIdx: number, now: Date): Promise<void> {
  const [move] = await tx
    .select()
    .from(registrationMoves)
    .where(
      and(
        eq(registrationMoves.toRegistrationIdx, targetRegistrationIdx),
        eq(registrationMoves.status, '결제대기'),
      ),
    )
    .for('update');
  if (!move) return;
  const [source] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.idx, move.fromRegistrationIdx))
    .for('update');
  if (source?.status !== '등록완료') throw new PaymentRefused(messages.attendeesChanged);
  const idxs = move.attendeeIdxs.split(',').map(Number);
  const moved = await tx
    .update(registrationAttendees)
    .set({ isCancel: 'Y', cancelledDate: now, movedDate: now })
    .where(
      and(
        eq(registrationAttendees.registrationIdx, source.idx),
        inArray(registrationAttendees.idx, idxs),
        eq(registrationAttendees.isCancel, 'N'),
        sql`${registrationAttendees.checkedInAt} is null`,
      ),
    )
    .returning({ idx: registrationAttendees.idx });
  if (moved.length !== move.count) throw new PaymentRefused(messages.attendeesChanged);
  const [left] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(registrationAttendees)
    .where(
      and(eq(registrationAttendees.registrationIdx, source.idx), eq(registrationAttendees.isCancel, 'N')),
    );
  await tx
    .update(registrations)
    .set({
      headcount: sql`greatest(${registrations.headcount} - ${move.count}, 0)`,
      totalPrice: sql`greatest(${registrations.totalPrice} - ${pricePerAttendee(source) * move.count}, 0)`,
      ...(Number(left?.count ?? 0) === 0 && { status: '등록취소' }),
      updatedDate: now,
    })
    .where(eq(registrations.idx, source.idx));
  await releaseSeats(tx, source.conferenceDetailIdx, move.count);
  // The freed seats go to the source department's waiting list before anyone else can take them.
  await offerFreedSeats(tx, [source.conferenceDetailIdx], now);
  await tx
    .update(registrationMoves)
    .set({ status: '완료', completedDate: now })
    .where(eq(registrationMoves.idx, move.idx));
}
