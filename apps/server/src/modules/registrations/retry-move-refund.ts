import { formatWon } from '@edu/shared';
import { and, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import type { Payments } from '../payments';
import { refundAccountOfRow } from './refund-account';
import { registrationMoves } from './registrations.tables';

/** The prefix of the refund keys moves ask under (payments tells this module when one in doubt settles). */
export const moveRefundKeyPrefix = 'move';

/** A move's refund key: one refund per move, whatever is retried. */
export const moveRefundKey = (moveIdx: number) => `${moveRefundKeyPrefix}:${moveIdx}`;

/**
 * An administrator asks again for a cheaper move's difference whose refund the provider refused (the
 * same refund key, so it is never paid twice); written to the audit log.
 */
export async function retryMoveRefund(options: {
  db: Db;
  payments: Pick<Payments, 'refund'>;
  moveIdx: number;
  actor: AuditActor;
}): Promise<{ refundStatus: 'done' | 'refused' | 'in_doubt'; message: string }> {
  const { db } = options;
  const [move] = await db.select().from(registrationMoves).where(eq(registrationMoves.idx, options.moveIdx));
  if (!move) throw notFound('세션 변경 내역을 찾을 수 없습니다.');
  if (move.status !== '완료' || move.priceDifference >= 0 || move.refundStatus !== 'refused')
    throw conflict('다시 환불할 차액이 없습니다.');
  // The account the member gave at move time: a deposit's difference cannot go back without it.
  const refundAccount = refundAccountOfRow(move);
  const refund = await options.payments.refund({
    key: moveRefundKey(move.idx),
    purpose: 'conference',
    referenceIdx: move.fromRegistrationIdx,
    amount: -move.priceDifference,
    reason: '컨퍼런스 세션 변경 차액 환불',
    ...(refundAccount && { refundAccount }),
  });
  const refundStatus = refund.ok ? 'done' : refund.inDoubt ? 'in_doubt' : 'refused';
  await db.transaction(async (tx) => {
    await tx
      .update(registrationMoves)
      .set({ refundStatus, refundError: refund.ok ? null : refund.message.slice(0, 300) })
      .where(eq(registrationMoves.idx, move.idx));
    await recordAudit(tx, options.actor, {
      action: 'registration.move_refund',
      target: `registration:${move.fromRegistrationIdx}`,
      summary:
        `세션 변경 ${move.idx} 차액 환불 재요청 ${formatWon(-move.priceDifference)}: ${refund.ok ? '완료' : refund.message}`.slice(
          0,
          300,
        ),
      details: { moveIdx: move.idx, refundStatus },
    });
  });
  return {
    refundStatus,
    message: refund.ok ? '차액이 환불되었습니다.' : `환불되지 않았습니다: ${refund.message}`,
  };
}

/** Tells payments that refunds asked under `move:…` are this module's: their settled outcome is recorded. */
export function settleMoveRefundsThrough(payments: Pick<Payments, 'registerRefundSettlement'>, db: Db) {
  payments.registerRefundSettlement(moveRefundKeyPrefix, async (event) => {
    const moveIdx = Number(/^move:(\d+)$/.exec(event.refundKey)?.[1]);
    if (!Number.isSafeInteger(moveIdx)) return;
    await db
      .update(registrationMoves)
      .set(
        event.made
          ? { refundStatus: 'done', refundError: null }
          : {
              refundStatus: 'refused',
              refundError: '결제사 확인 결과 환불되지 않았습니다. 다시 요청할 수 있습니다.',
            },
      )
      .where(and(eq(registrationMoves.idx, moveIdx), eq(registrationMoves.refundStatus, 'in_doubt')));
  });
}
