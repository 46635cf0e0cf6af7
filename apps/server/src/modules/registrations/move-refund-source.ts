import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Payments } from '../payments';
import { type CancelRefundPart, registrationMoves } from './registrations.tables';

/** What is left of a registration's own payment (paid or partly refunded), 0 when it has none. */
async function paidBalance(payments: Pick<Payments, 'attemptsOf'>, registrationIdx: number) {
  const attempts = await payments.attemptsOf('conference', registrationIdx);
  const paid = attempts.find(
    (attempt) => attempt.status === 'paid' || attempt.status === 'partially_refunded',
  );
  return paid ? paid.amount - paid.refundedAmount : 0;
}

/** At most this many moves back: a chain longer than this is a loop in the data, not a real history. */
const maxHops = 20;

/**
 * Which payments a refund of `amount` for `registration` comes from. Attendees moved in from another
 * session paid there (the money stayed with that payment, less any difference refunded) and, for a
 * dearer session, here too (the difference). So the refund takes what the registration's own payment
 * holds first, then what the payment of the registration they were moved from holds, walking back
 * through completed moves, until the amount is covered. When all of them together hold too little, the
 * whole amount is asked of the registration's own payment, whose refusal then says why: nothing is
 * refunded in part for a request that cannot be refunded in full.
 */
export async function refundPartsOf(
  db: Db,
  payments: Pick<Payments, 'attemptsOf'>,
  registrationIdx: number,
  amount: number,
): Promise<CancelRefundPart[]> {
  const parts: CancelRefundPart[] = [];
  let left = amount;
  let idx = registrationIdx;
  for (let hops = 0; hops < maxHops && left > 0; hops++) {
    const taken = Math.min(await paidBalance(payments, idx), left);
    if (taken > 0) parts.push({ registrationIdx: idx, amount: taken });
    left -= taken;
    const [move] = await db
      .select({ from: registrationMoves.fromRegistrationIdx })
      .from(registrationMoves)
      .where(and(eq(registrationMoves.toRegistrationIdx, idx), eq(registrationMoves.status, '완료')));
    if (!move) break;
    idx = move.from;
  }
  return left > 0 ? [{ registrationIdx, amount }] : parts;
}
