import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { Messaging } from '../messaging';
import { type Payments, refundInDoubtMessage } from '../payments';
import { finishApprovedCancel, refunding } from './approve-cancel';
import { cancelRefundState } from './refund-cancel-request';
import { registrationCancels, registrations } from './registrations.tables';

/** An approval still 환불처리중 after this long was cut off (a refund call takes seconds). */
const interruptedAfterMs = 5 * 60_000;

export const interruptedApprovalMessage = '승인 처리가 중단되었습니다. 다시 승인해 주세요.';

/**
 * Approvals a crash or an unanswered refund left 환불처리중: when the refund was done (every part of
 * it), the approval is finished; when it was never made or was refused, the request goes back to 취소신청 to be approved
 * again; while the refund is in doubt the request stays and says so — the payments' job asks the
 * provider, and the next run acts on its answer. Answers how many requests were settled.
 */
export async function repairInterruptedCancels(options: {
  db: Db;
  payments: Payments;
  messaging: Messaging;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: Date;
}): Promise<number> {
  const { db } = options;
  const before = new Date((options.now ?? new Date()).getTime() - interruptedAfterMs);
  const stuck = await db
    .select({ request: registrationCancels, registration: registrations })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(
      and(
        eq(registrationCancels.status, refunding),
        or(lt(registrationCancels.approvingAt, before), isNull(registrationCancels.approvingAt)),
      ),
    );
  let settled = 0;
  for (const { request, registration } of stuck) {
    // Every part of the refund must be done to finish; one in doubt keeps the request waiting.
    const { state, refunded } = await cancelRefundState(options.payments, request);
    if (state === 'done') {
      await finishApprovedCancel({
        ...options,
        request,
        registration,
        actor: { memberIdx: request.approvingBy ?? 0, uid: 'system' },
        repaired: true,
      });
      settled += 1;
    } else if (state === 'requesting') {
      // A request whose refund is already known to be in doubt keeps what it says (the payments' job is
      // asking the provider); one cut off before anything was said is marked now.
      if (!request.refundError) {
        await db
          .update(registrationCancels)
          .set({ refundError: refundInDoubtMessage })
          .where(eq(registrationCancels.idx, request.idx));
        options.log.error(
          { cancelIdx: request.idx },
          'cancel approval cut off during the refund call: check with the provider',
        );
      }
    } else {
      await db
        .update(registrationCancels)
        .set({ status: '취소신청', refundError: interruptedApprovalMessage, refundedAmount: refunded })
        .where(and(eq(registrationCancels.idx, request.idx), eq(registrationCancels.status, refunding)));
      options.log.warn({ cancelIdx: request.idx }, 'interrupted cancel approval undone');
      settled += 1;
    }
  }
  return settled;
}
