import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Payments } from '../payments';
import { registrationMoves } from './registrations.tables';

/** What is left of a registration's own payment (paid or partly refunded), 0 when it has none. */
async function paidBalance(payments: Pick<Payments, 'attemptsOf'>, registrationIdx: number) {
  const attempts = await payments.attemptsOf('conference', registrationIdx);
  const paid = attempts.find(
    (attempt) => attempt.status === 'paid' || attempt.status === 'partially_refunded',
  );
  return paid ? paid.amount - paid.refundedAmount : 0;
}

/**
 * Which registration's payment a refund of `amount` for `registration` comes from: its own when that
 * holds enough; otherwise, for attendees moved in from another session (whose money stayed with the
 * payment made there, less any difference refunded), the registration they were moved from, walking
 * back through completed moves. Falls back to its own, whose refusal then says why.
 */
export async function refundReferenceOf(
  db: Db,
  payments: Pick<Payments, 'attemptsOf'>,
  registrationIdx: number,
  amount: number,
): Promise<number> {
  let idx = registrationIdx;
  for (let hops = 0; hops < 20; hops++) {
    if ((await paidBalance(payments, idx)) >= amount) return idx;
    const [move] = await db
      .select({ from: registrationMoves.fromRegistrationIdx })
      .from(registrationMoves)
      .where(and(eq(registrationMoves.toRegistrationIdx, idx), eq(registrationMoves.status, '완료')));
    if (!move) break;
    idx = move.from;
  }
  return registrationIdx;
}
