import { formatWon } from '@edu/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { systemActor } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import type { Messaging } from '../messaging';
import type { Payments } from '../payments';
import { finishApprovedCancel, refunding } from './approve-cancel';
import { cancelIdxOfRefundKey, cancelRefundKeyPrefix, cancelRefundState } from './refund-cancel-request';
import { registrationCancels, registrations } from './registrations.tables';

export const refundNotMadeMessage = '결제사 확인 결과 환불되지 않았습니다. 다시 승인할 수 있습니다.';

type SettleOptions = {
  db: Db;
  payments: Pick<Payments, 'refundState'>;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

/**
 * A cancel request's refund (or one part of it) was in doubt and is now known (the provider's inquiry
 * or a person said): every part made → the approval is finished (attendees cancelled, seats back, the
 * member told); otherwise the request goes back to 취소신청 to be approved again, saying what was
 * refunded (approving again asks only for the rest). Only a request still 환불처리중 changes.
 */
export async function settleCancelRefund(
  options: SettleOptions,
  event: { refundKey: string; made: boolean },
) {
  const cancelIdx = cancelIdxOfRefundKey(event.refundKey);
  if (cancelIdx === null) return;
  const [row] = await options.db
    .select({ request: registrationCancels, registration: registrations })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(and(eq(registrationCancels.idx, cancelIdx), eq(registrationCancels.status, refunding)));
  if (!row) return;
  const { state, refunded } = await cancelRefundState(options.payments, row.request);
  if (state === 'done') {
    await finishApprovedCancel({ ...options, ...row, actor: systemActor, repaired: true });
    return;
  }
  // Another part is still with the provider: its own answer settles the request.
  if (state === 'requesting') return;
  const rest =
    refunded > 0
      ? `결제사 확인 결과 ${formatWon(refunded)}만 환불되었습니다. 다시 승인하면 나머지 ${formatWon(row.request.price - refunded)}을 환불합니다.`
      : refundNotMadeMessage;
  await options.db
    .update(registrationCancels)
    .set({ status: '취소신청', refundError: rest, refundedAmount: refunded })
    .where(and(eq(registrationCancels.idx, cancelIdx), eq(registrationCancels.status, refunding)));
  options.log.warn({ cancelIdx, refunded }, 'refund was not made in full: cancel request handed back');
}

/** Tells payments that the refunds cancellations ask are this module's to settle once known. */
export function settleCancelRefundsThrough(
  payments: Pick<Payments, 'registerRefundSettlement' | 'refundState'>,
  options: Omit<SettleOptions, 'payments'>,
) {
  payments.registerRefundSettlement(cancelRefundKeyPrefix, (event) =>
    settleCancelRefund({ ...options, payments }, event),
  );
}
