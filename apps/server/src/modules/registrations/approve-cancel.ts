import type { CancelStatus } from '@edu/shared';
import { formatWon } from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { findSessionForRegistration, releaseSeats } from '../conferences';
import type { Messaging } from '../messaging';
import type { Payments } from '../payments';
import { offerFreedSeats } from '../waiting-list';
import { refundCancelRequest } from './refund-cancel-request';
import { registrationAttendees, registrationCancels, registrations } from './registrations.tables';

/** While the refund is with the provider: nobody else may approve the same request. */
export const refunding: CancelStatus = '환불처리중';

type CancelRequest = typeof registrationCancels.$inferSelect;
type Registration = typeof registrations.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * An administrator approves a cancel request (spec §4 취소신청 → 처리완료): the refund goes through the
 * payment provider first (partial or whole, to the member's account for a deposited virtual account,
 * in parts when moved attendees' money is with more than one payment: `refundCancelRequest`); only then
 * are the attendees cancelled, their seats released, the registration 등록취소 when nobody is left, and
 * the member told. A refund the provider refuses leaves the request 취소신청 with its reason and what the
 * parts before it refunded. The request is claimed before the refund, so two approvals never refund
 * twice; an approval cut off by a crash is finished or undone by `repairInterruptedCancels`.
 */
export async function approveCancel(options: {
  db: Db;
  payments: Payments;
  messaging: Messaging;
  cancelIdx: number;
  /** The administrator approving, for the audit log. */
  actor: AuditActor;
  log: Log;
}) {
  const { db, cancelIdx } = options;
  const [claimed] = await db
    .update(registrationCancels)
    .set({
      status: refunding,
      refundError: null,
      approvingBy: options.actor.memberIdx,
      approvingAt: new Date(),
    })
    .where(and(eq(registrationCancels.idx, cancelIdx), eq(registrationCancels.status, '취소신청')))
    .returning();
  if (!claimed) {
    const [existing] = await db
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.idx, cancelIdx));
    if (!existing) throw notFound('취소 신청을 찾을 수 없습니다.');
    throw conflict(
      existing.status === '처리완료' ? '이미 처리된 취소 신청입니다.' : '취소 처리가 진행 중입니다.',
    );
  }
  const [registration] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.idx, claimed.registrationIdx));
  if (!registration) throw notFound('신청 정보를 찾을 수 없습니다.');

  if (claimed.price > 0) {
    const outcome = await refundCancelRequest({ db, payments: options.payments, request: claimed });
    if (!outcome.ok) {
      // What the parts before the failed one gave back stays given back (money cannot be taken back):
      // the request says how much, and approving it again asks only for the rest.
      const partly =
        outcome.refunded > 0
          ? ` (${formatWon(outcome.refunded)}은 환불되었습니다. 다시 승인하면 나머지 ${formatWon(claimed.price - outcome.refunded)}만 환불합니다.)`
          : '';
      const details = {
        registrationIdx: registration.idx,
        amount: claimed.price,
        refunded: outcome.refunded,
      };
      if (outcome.inDoubt) {
        // The money may have gone back: the request stays 환불처리중 until the provider says (the
        // payments' repair job asks it), and is then finished or handed back by settleCancelRefund.
        await db.transaction(async (tx) => {
          await tx
            .update(registrationCancels)
            .set({ refundError: `${outcome.message}${partly}`.slice(0, 300) })
            .where(eq(registrationCancels.idx, cancelIdx));
          await recordAudit(tx, options.actor, {
            action: 'cancel.refund_in_doubt',
            target: `cancel:${cancelIdx}`,
            summary:
              `취소 신청 ${cancelIdx} (${registration.oid}) 환불 결과 확인 중: ${outcome.message}`.slice(
                0,
                300,
              ),
            details,
          });
        });
        throw new AppError(502, outcome.message);
      }
      const reason = `환불 실패: ${outcome.message}${partly}`.slice(0, 300);
      await db.transaction(async (tx) => {
        await tx
          .update(registrationCancels)
          .set({ status: '취소신청', refundError: reason })
          .where(eq(registrationCancels.idx, cancelIdx));
        await recordAudit(tx, options.actor, {
          action: 'cancel.refund_refused',
          target: `cancel:${cancelIdx}`,
          summary:
            `취소 신청 ${cancelIdx} (${registration.oid}) 환불 거절: ${outcome.message}${partly}`.slice(
              0,
              300,
            ),
          details,
        });
      });
      throw new AppError(502, reason);
    }
  }
  await finishApprovedCancel({ ...options, request: claimed, registration });
}

/**
 * Once the refund is done: the request's attendees cancelled, their seats back, the registration
 * 등록취소 when nobody is left, the request 처리완료, the audit row and the member's message, in one
 * transaction. Only rows still live change, so running it twice releases nothing twice.
 */
export async function finishApprovedCancel(options: {
  db: Db;
  messaging: Messaging;
  request: CancelRequest;
  registration: Registration;
  actor: AuditActor;
  log: Log;
  /** Set when the reconciliation job finishes an approval a crash cut off. */
  repaired?: boolean;
}) {
  const { request, registration } = options;
  const attendeeIdxs = request.cancelMemberIdxs
    .split(',')
    .map((idx) => Number(idx.trim()))
    .filter((idx) => Number.isSafeInteger(idx) && idx > 0);
  const now = new Date();
  const messageIds = await options.db.transaction(async (tx) => {
    const finished = await tx
      .update(registrationCancels)
      .set({ status: '처리완료', confirmDate: now, refundedAmount: request.price, refundError: null })
      .where(and(eq(registrationCancels.idx, request.idx), eq(registrationCancels.status, refunding)))
      .returning({ idx: registrationCancels.idx });
    if (finished.length === 0) return [];
    const cancelled = await tx
      .update(registrationAttendees)
      .set({ isCancel: 'Y', cancelledDate: now })
      .where(
        and(
          eq(registrationAttendees.registrationIdx, registration.idx),
          eq(registrationAttendees.isCancel, 'N'),
          ...(request.type === '전체' ? [] : [inArray(registrationAttendees.idx, attendeeIdxs)]),
        ),
      )
      .returning({ idx: registrationAttendees.idx });
    // Seats go back with the rows that changed here, so a repeated approval can never release twice.
    await releaseSeats(tx, registration.conferenceDetailIdx, cancelled.length);
    // The freed seats go to the department's waiting list before anyone else can take them.
    const offered = await offerFreedSeats(tx, [registration.conferenceDetailIdx], now);
    const left = await tx
      .select({ idx: registrationAttendees.idx })
      .from(registrationAttendees)
      .where(
        and(
          eq(registrationAttendees.registrationIdx, registration.idx),
          eq(registrationAttendees.isCancel, 'N'),
        ),
      );
    if (left.length === 0)
      await tx
        .update(registrations)
        .set({ status: '등록취소', updatedDate: now })
        .where(eq(registrations.idx, registration.idx));
    await recordAudit(tx, options.actor, {
      action: 'cancel.approve',
      target: `cancel:${request.idx}`,
      summary: `취소 승인${options.repaired ? '(중단된 처리 자동 완료)' : ''}: ${registration.name} (${registration.oid}) ${request.type} ${cancelled.length}명, 환불 ${formatWon(request.price)}`,
      details: {
        registrationIdx: registration.idx,
        attendees: cancelled.map((row) => row.idx),
        refunded: request.price,
      },
    });
    const session = await findSessionForRegistration(tx, registration.conferenceDetailIdx);
    const text = `[하나바이블] ${registration.name}님, ${session?.title ?? '컨퍼런스'} (${session?.dept ?? ''}) 취소 신청이 처리되었습니다.
취소 인원: ${cancelled.length}명
환불 금액: ${formatWon(request.price)}
카드 결제는 카드사 사정에 따라 환불 확인까지 3~7일이 걸릴 수 있습니다.`;
    const told = await options.messaging.enqueue(tx, [
      { recipient: registration.phone, template: 'conference_cancelled', text, fallbackText: text },
    ]);
    return [...told, ...offered];
  });
  await options.messaging.dispatch(messageIds);
  options.log.info(
    {
      cancelIdx: request.idx,
      registrationIdx: registration.idx,
      refunded: request.price,
      repaired: options.repaired,
    },
    'cancel request approved',
  );
}
