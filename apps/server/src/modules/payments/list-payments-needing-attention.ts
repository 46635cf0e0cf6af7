import type { PaymentNeedingAttention as SharedRow } from '@edu/shared';
import { and, desc, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { paymentRefunds, payments } from './payments.tables';

/** A row of the "확인 필요" list, with its time as a date (the route writes it in Korean time). */
export type PaymentNeedingAttention = Omit<SharedRow, 'since'> & { since: Date };

/** A refund still being asked after this long has lost its answer (a call gives up after 15 s). */
const refundInDoubtAfterMs = 60_000;

/**
 * Every payment a person must look at, newest first: approvals in `review` (the provider may have
 * charged the payer and we could not undo it), payments a notice flagged (a deposit the bank cancelled,
 * a deposit that does not match), and refunds whose outcome is unknown.
 */
export async function listPaymentsNeedingAttention(
  db: Db,
  now = new Date(),
): Promise<PaymentNeedingAttention[]> {
  const flagged = await db
    .select()
    .from(payments)
    .where(or(eq(payments.status, 'review'), isNotNull(payments.attention)))
    .orderBy(desc(payments.updatedAt))
    .limit(200);
  const refunds = await db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, 'requesting'),
        // Known to be in doubt (the call lost its answer), or cut off long ago (a crash).
        or(
          isNotNull(paymentRefunds.doubt),
          lt(paymentRefunds.createdAt, new Date(now.getTime() - refundInDoubtAfterMs)),
        ),
      ),
    )
    .orderBy(desc(paymentRefunds.createdAt))
    .limit(200);

  const common = (payment: typeof payments.$inferSelect) => ({
    paymentId: payment.id,
    oid: payment.oid,
    purpose: payment.purpose,
    referenceIdx: payment.referenceIdx,
    goodName: payment.goodName,
    buyerName: payment.buyerName,
    amount: payment.amount,
    status: payment.status,
    method: payment.method,
    tid: payment.tid,
  });
  const rows: PaymentNeedingAttention[] = [
    ...flagged.map((payment) => ({
      ...common(payment),
      kind: payment.attention ? ('flagged' as const) : ('review' as const),
      refundId: null,
      refundAmount: null,
      reason: payment.attention ?? payment.resultMessage ?? '승인 여부 확인 필요',
      since: payment.attentionAt ?? payment.updatedAt,
    })),
    ...refunds.map(({ refund, payment }) => ({
      ...common(payment),
      kind: 'refundInDoubt' as const,
      refundId: refund.id,
      refundAmount: refund.amount,
      reason: refund.doubt ?? '환불 요청이 중단되어 결과를 확인하지 못했습니다. 결제사에 조회 중입니다.',
      since: refund.createdAt,
    })),
  ];
  return rows.sort((a, b) => b.since.getTime() - a.since.getTime());
}
