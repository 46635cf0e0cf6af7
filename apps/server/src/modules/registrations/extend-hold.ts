import {
  type PaymentHold,
  paymentHold,
  paymentHoldExtensionMs,
  paymentHoldMessages,
  paymentHoldOf,
  statusesHeldForPayer,
} from '@edu/shared';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { registrations } from './registrations.tables';

/**
 * The payer asks for more time on the payment page (KWCAG 2.2.1): the seats of their unpaid registration
 * are held for another 15 minutes from now, at most twice a hold. Decided in one statement on the row as
 * it is, so it races neither the hold job (a hold that ran out is not brought back: its seats may be
 * another's now) nor a second click. Refusals: 404 not the caller's, 409 not held any more, 409 no
 * extension left.
 */
export async function extendRegistrationHold(options: {
  db: Db;
  memberIdx: number;
  registrationIdx: number;
  now?: Date;
}): Promise<PaymentHold> {
  const { db, memberIdx, registrationIdx } = options;
  const now = options.now ?? new Date();
  const mine = and(eq(registrations.idx, registrationIdx), eq(registrations.memberIdx, memberIdx));
  const [extended] = await db
    .update(registrations)
    .set({
      holdExpiresAt: new Date(now.getTime() + paymentHoldExtensionMs),
      holdExtensions: sql`${registrations.holdExtensions} + 1`,
      updatedDate: now,
    })
    .where(
      and(
        mine,
        inArray(registrations.status, statusesHeldForPayer),
        gt(registrations.holdExpiresAt, now),
        lt(registrations.holdExtensions, paymentHold.maxExtensions),
      ),
    )
    .returning({ holdExpiresAt: registrations.holdExpiresAt, holdExtensions: registrations.holdExtensions });
  const hold = extended && paymentHoldOf(extended.holdExpiresAt, extended.holdExtensions, now);
  if (hold) return hold;

  const [registration] = await db
    .select({
      status: registrations.status,
      holdExpiresAt: registrations.holdExpiresAt,
      holdExtensions: registrations.holdExtensions,
    })
    .from(registrations)
    .where(mine);
  if (!registration) throw notFound('신청 정보를 찾을 수 없습니다.');
  if (!statusesHeldForPayer.includes(registration.status) && registration.status !== '결제실패')
    throw conflict(paymentHoldMessages.notHeld);
  if (!paymentHoldOf(registration.holdExpiresAt, registration.holdExtensions, now))
    throw conflict(paymentHoldMessages.expired);
  throw conflict(paymentHoldMessages.noMoreExtensions);
}
