import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { systemActor } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import type { Messaging } from '../messaging';
import type { Payments } from '../payments';
import { cancelRefundKeyPrefix, finishApprovedCancel, refunding } from './approve-cancel';
import { registrationCancels, registrations } from './registrations.tables';

export const refundNotMadeMessage = '결제사 확인 결과 환불되지 않았습니다. 다시 승인할 수 있습니다.';

/**
 * A cancel request's refund was in doubt and is now known (the provider's inquiry or a person said):
 * made → the approval is finished (attendees cancelled, seats back, the member told); not made → the
 * request goes back to 취소신청 to be approved again. Only a request still 환불처리중 changes.
 */
type SettleOptions = {
  db: Db;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

export async function settleCancelRefund(
  options: SettleOptions,
  event: { refundKey: string; made: boolean },
) {
  const cancelIdx = Number(/^cancel:(\d+)$/.exec(event.refundKey)?.[1]);
  if (!Number.isSafeInteger(cancelIdx)) return;
  const [row] = await options.db
    .select({ request: registrationCancels, registration: registrations })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(and(eq(registrationCancels.idx, cancelIdx), eq(registrationCancels.status, refunding)));
  if (!row) return;
  if (event.made) {
    await finishApprovedCancel({ ...options, ...row, actor: systemActor, repaired: true });
    return;
  }
  await options.db
    .update(registrationCancels)
    .set({ status: '취소신청', refundError: refundNotMadeMessage })
    .where(and(eq(registrationCancels.idx, cancelIdx), eq(registrationCancels.status, refunding)));
  options.log.warn({ cancelIdx }, 'refund was not made: cancel request handed back');
}

/** Tells payments that the refunds cancellations ask are this module's to settle once known. */
export function settleCancelRefundsThrough(
  payments: Pick<Payments, 'registerRefundSettlement'>,
  options: SettleOptions,
) {
  payments.registerRefundSettlement(cancelRefundKeyPrefix, (event) => settleCancelRefund(options, event));
}
