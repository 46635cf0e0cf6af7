import type { PaymentResolutionKind } from '@edu/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { conflict, notFound } from '../../platform/http/app-error';
import { successCode } from './complete-return';
import { eventOf, type PaymentActor, type PaymentContext } from './payment-context';
import type { PayMethod } from './payment-gateway.port';
import { PaymentRefused } from './payment-outcomes';
import { paymentRefunds, payments } from './payments.tables';
import { recordRefundDone } from './refund-payment';

type Options = {
  paymentId: number;
  /** The refund in doubt, for `refundMade` / `refundNotMade`. */
  refundId?: number | undefined;
  resolution: PaymentResolutionKind;
  /** What the provider's back office showed: written to the audit log with the resolution. */
  note: string;
  actor: PaymentActor;
};

/**
 * Settles a payment a person checked with the provider (quality bar 16): the payment and its
 * purchase change together with an audit line naming who decided and what the provider said. A
 * purchase that can no longer take the money (its seats are gone) refuses, and the payment stays in
 * review for the person to cancel at the provider and settle it as not approved.
 */
export async function resolvePaymentAttention(ctx: PaymentContext, options: Options): Promise<void> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, options.paymentId));
  if (!payment) throw notFound('결제 정보를 찾을 수 없습니다.');
  const audit = (tx: typeof ctx.db, summary: string) =>
    ctx.audit(
      tx,
      {
        action: `payment.resolve.${options.resolution}`,
        target: `payment:${payment.oid}`,
        summary: `${payment.goodName} (${payment.oid}) ${summary}: ${options.note}`.slice(0, 300),
        details: { paymentId: payment.id, refundId: options.refundId ?? null, note: options.note },
      },
      options.actor,
    );

  switch (options.resolution) {
    case 'approved':
    case 'notApproved': {
      if (payment.status !== 'review') throw conflict('확인이 필요한 결제가 아닙니다.');
      const approved = options.resolution === 'approved';
      try {
        const messageIds = await ctx.db.transaction(async (tx) => {
          const [settled] = await tx
            .update(payments)
            .set({
              status: approved ? 'paid' : 'failed',
              resultCode: approved ? successCode(payment.device) : 'CANCELLED',
              resultMessage: approved ? '결제가 완료되었습니다.' : '결제사 확인 결과 승인되지 않았습니다.',
              ...(approved && { paidAt: new Date() }),
              netCancel: null,
              updatedAt: new Date(),
            })
            .where(and(eq(payments.id, payment.id), eq(payments.status, 'review')))
            .returning({ id: payments.id });
          if (!settled) throw conflict('다른 관리자가 먼저 처리했습니다.');
          await audit(tx, approved ? '결제 완료로 확인' : '승인되지 않음으로 확인');
          const handler = ctx.outcomes.of(payment.purpose);
          if (!approved) {
            await handler.failed(tx, {
              ...eventOf(payment),
              reason: '결제사 확인 결과 승인되지 않았습니다.',
            });
            return [];
          }
          const outgoing = await handler.paid(tx, {
            ...eventOf(payment),
            tid: payment.tid ?? '',
            method: payment.method as PayMethod,
          });
          return ctx.messaging.enqueue(tx, outgoing);
        });
        await ctx.messaging.dispatch(messageIds);
      } catch (error) {
        if (!(error instanceof PaymentRefused)) throw error;
        throw conflict(
          `결제는 확인되었지만 신청을 완료할 수 없습니다: ${error.message} 결제사에서 거래를 취소한 뒤 '승인 안 됨'으로 정리해 주세요.`,
        );
      }
      return;
    }
    case 'acknowledged': {
      const [cleared] = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .update(payments)
          .set({ attention: null, attentionAt: null, updatedAt: new Date() })
          .where(and(eq(payments.id, payment.id), isNotNull(payments.attention)))
          .returning({ id: payments.id });
        if (rows.length > 0) await audit(tx, `확인 완료 (${payment.attention})`);
        return rows;
      });
      if (!cleared) throw conflict('확인이 필요한 알림이 없습니다.');
      return;
    }
    case 'refundMade':
    case 'refundNotMade': {
      const [ledger] = await ctx.db
        .select()
        .from(paymentRefunds)
        .where(
          and(
            eq(paymentRefunds.id, options.refundId ?? 0),
            eq(paymentRefunds.paymentId, payment.id),
            eq(paymentRefunds.status, 'requesting'),
          ),
        );
      if (!ledger) throw conflict('결과를 확인할 환불 요청이 없습니다.');
      const made = options.resolution === 'refundMade';
      const settled = made
        ? await recordRefundDone(
            ctx,
            ledger,
            payment,
            `${payment.tid ?? ''} (관리자 확인)`.slice(0, 64),
            (tx) => audit(tx, `환불 ${ledger.amount.toLocaleString('ko-KR')}원 완료로 확인`),
          )
        : await ctx.db.transaction(async (tx) => {
            const rows = await tx
              .update(paymentRefunds)
              .set({
                status: 'refused',
                message: '결제사 확인 결과 환불되지 않았습니다.',
                doubt: null,
                finishedAt: new Date(),
              })
              .where(and(eq(paymentRefunds.id, ledger.id), eq(paymentRefunds.status, 'requesting')))
              .returning({ id: paymentRefunds.id });
            if (rows.length > 0)
              await audit(tx, `환불 ${ledger.amount.toLocaleString('ko-KR')}원 안 됨으로 확인`);
            return rows.length > 0;
          });
      if (!settled) throw conflict('다른 관리자가 먼저 처리했습니다.');
      await ctx.refundSettlements.of(ledger.refundKey)?.({
        ...eventOf(payment),
        refundKey: ledger.refundKey,
        made,
      });
      return;
    }
  }
}
