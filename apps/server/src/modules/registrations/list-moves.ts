import { type MoveRecord, maskAccountNumber } from '@edu/shared';
import { desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { findSessionsByIdx } from '../conferences';
import { sessionName } from './move-registration';
import { refundAccountOfRow } from './refund-account';
import { registrationAttendees, registrationMoves, registrations } from './registrations.tables';

const unpaid = ['결제시도', '결제대기', '입금대기'];

/**
 * The moves of a member's registrations (or of one registration, either side), newest first, as the
 * history and the registrant screen show them: from and to, the attendees' names, the difference, who
 * moved it and when. A move whose difference was never paid (the hold ran out, the payment failed) is
 * 결제 미완료.
 */
export async function listMoves(
  db: Db,
  of: { memberIdx: number } | { registrationIdx: number },
): Promise<MoveRecord[]> {
  const from = alias(registrations, 'move_from');
  const to = alias(registrations, 'move_to');
  const rows = await db
    .select({
      move: registrationMoves,
      fromDetail: from.conferenceDetailIdx,
      toDetail: to.conferenceDetailIdx,
      toStatus: to.status,
    })
    .from(registrationMoves)
    .innerJoin(from, eq(from.idx, registrationMoves.fromRegistrationIdx))
    .innerJoin(to, eq(to.idx, registrationMoves.toRegistrationIdx))
    .where(
      'memberIdx' in of
        ? eq(from.memberIdx, of.memberIdx)
        : or(
            eq(registrationMoves.fromRegistrationIdx, of.registrationIdx),
            eq(registrationMoves.toRegistrationIdx, of.registrationIdx),
          ),
    )
    .orderBy(desc(registrationMoves.createdDate), desc(registrationMoves.idx))
    .limit(100);
  if (rows.length === 0) return [];
  const sessions = await findSessionsByIdx(
    db,
    rows.flatMap((row) => [row.fromDetail, row.toDetail]),
  );
  // The names are those of the attendees written for the target (the same people, new tickets).
  const people = await db
    .select({ registrationIdx: registrationAttendees.registrationIdx, name: registrationAttendees.name })
    .from(registrationAttendees)
    .where(
      inArray(
        registrationAttendees.registrationIdx,
        rows.map((row) => row.move.toRegistrationIdx),
      ),
    )
    .orderBy(registrationAttendees.idx);
  const nameOf = (detailIdx: number) => {
    const session = sessions.get(detailIdx);
    return session ? sessionName(session) : '';
  };
  return rows.map(({ move, fromDetail, toDetail, toStatus }) => {
    const account = refundAccountOfRow(move);
    return {
      idx: move.idx,
      fromRegistrationIdx: move.fromRegistrationIdx,
      toRegistrationIdx: move.toRegistrationIdx,
      from: nameOf(fromDetail),
      to: nameOf(toDetail),
      attendees: people.filter((p) => p.registrationIdx === move.toRegistrationIdx).map((p) => p.name),
      priceDifference: move.priceDifference,
      status: move.status === '완료' ? '완료' : unpaid.includes(toStatus) ? '결제대기' : '결제 미완료',
      refundStatus: move.refundStatus,
      refundAccount: account ? { ...account, number: maskAccountNumber(account.number) } : null,
      byAdministrator: move.byAdminIdx !== null,
      createdDate: move.createdDate.toISOString(),
      completedDate: move.completedDate?.toISOString() ?? null,
    };
  });
}
