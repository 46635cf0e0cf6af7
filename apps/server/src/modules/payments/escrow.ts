import {
  type EscrowStatus,
  escrowDecided,
  escrowMessages,
  escrowStatusLabels,
  sameSitePath,
} from '@edu/shared';
import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { eventOf, type PaymentContext } from './payment-context';
import type { EscrowDelivery, PayDevice, PaymentForm } from './payment-gateway.port';
import { payments } from './payments.tables';

/**
 * 구매안전서비스 (escrow) of the payments: the provider is told of a shipment, the buyer opens the
 * provider's confirmation window, and the provider's status notices move the escrow along and tell the
 * purchase's owner. Payments know no domain: the owner asks for escrow, registers its deliveries, and
 * is told through its outcome handler's `escrow`.
 */

type Payment = typeof payments.$inferSelect;

/** The reply a status notice must get for the provider to stop resending it (G7 EscrowNotifyRequest). */
export const escrowNoticeAccepted = 'cd_rslt=0000';

/** Statuses in which an escrow payment's money is with the shop or on its way back. */
const heldStatuses = ['paid', 'partially_refunded', 'refunded'];

/** The escrow payment of a purchase (its latest paid attempt that asked for escrow), or undefined. */
export async function escrowPaymentOf(
  ctx: Pick<PaymentContext, 'db'>,
  purpose: string,
  referenceIdx: number,
): Promise<Payment | undefined> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, purpose),
        eq(payments.referenceIdx, referenceIdx),
        eq(payments.escrow, true),
        inArray(payments.status, heldStatuses),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

/** The escrow of a purchase as its buyer sees it, or null when it was not paid through escrow. */
export async function escrowStateOf(ctx: Pick<PaymentContext, 'db'>, purpose: string, referenceIdx: number) {
  const payment = await escrowPaymentOf(ctx, purpose, referenceIdx);
  if (!payment?.tid) return null;
  return {
    status: payment.escrowStatus ?? 'paid',
    deliveryRegistered: Boolean(payment.escrowDelivery?.ok),
  };
}

/**
 * Registers the shipped goods of a purchase's escrow payment with the provider: `I` the first time,
 * `U` when an invoice is corrected. Nothing to do for a purchase not paid through escrow. A refusal or
 * an unanswered call is left on the 확인 필요 desk (the goods have shipped either way).
 */
export async function registerEscrowShipment(
  ctx: PaymentContext,
  request: {
    purpose: string;
    referenceIdx: number;
  } & Omit<EscrowDelivery, 'tid' | 'oid' | 'amount' | 'report'>,
): Promise<{ registered: boolean; message?: string } | null> {
  const payment = await escrowPaymentOf(ctx, request.purpose, request.referenceIdx);
  if (!payment?.tid) return null;
  const { purpose: _purpose, referenceIdx: _reference, ...delivery } = request;
  const answer = await ctx.gateway.registerEscrowDelivery({
    ...delivery,
    tid: payment.tid,
    oid: payment.oid,
    amount: payment.amount,
    report: payment.escrowDelivery?.ok ? 'U' : 'I',
  });
  const message = answer.ok ? undefined : `${answer.code} ${answer.message}`.trim();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        escrowDelivery: {
          courier: delivery.courier,
          invoice: delivery.invoice,
          registeredAt: new Date().toISOString(),
          ok: answer.ok || Boolean(payment.escrowDelivery?.ok),
          ...(message && { message: message.slice(0, 200) }),
        },
        ...(!answer.ok && {
          attention:
            `에스크로 배송 등록에 실패했습니다 (${delivery.courier} ${delivery.invoice}): ${message}. 결제사 관리자 화면에서 배송을 등록해 주세요.`.slice(
              0,
              300,
            ),
          attentionAt: new Date(),
        }),
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id));
    await ctx.audit(tx, {
      action: answer.ok ? 'payment.escrow_delivery' : 'payment.escrow_delivery_failed',
      target: `payment:${payment.oid}`,
      summary:
        `${payment.goodName} (${payment.oid}): 에스크로 배송 등록 ${delivery.courier} ${delivery.invoice}${message ? ` 실패 (${message})` : ''}`.slice(
          0,
          300,
        ),
      details: { paymentId: payment.id, purpose: payment.purpose, referenceIdx: payment.referenceIdx },
    });
  });
  if (!answer.ok) ctx.log.error({ oid: payment.oid, message }, 'escrow delivery not registered');
  return { registered: answer.ok, ...(message && { message }) };
}

/**
 * The provider's confirmation window of a purchase's escrow payment, for its buyer: only once the goods
 * are registered as shipped and while the buyer has not decided. Answers a refusal's message otherwise.
 */
export async function escrowWindow(
  ctx: PaymentContext,
  publicUrl: string,
  request: { purpose: string; referenceIdx: number; memberIdx: number; device: PayDevice; backPath: string },
): Promise<{ form: PaymentForm } | { refusal: string }> {
  const payment = await escrowPaymentOf(ctx, request.purpose, request.referenceIdx);
  if (!payment?.tid || payment.memberIdx !== request.memberIdx) return { refusal: escrowMessages.notEscrow };
  const status = payment.escrowStatus ?? 'paid';
  if (escrowDecided.includes(status)) return { refusal: escrowMessages.decided };
  if (!payment.escrowDelivery?.ok && status !== 'delivered') return { refusal: escrowMessages.notShipped };
  const back = new URLSearchParams({ back: sameSitePath(request.backPath) });
  return {
    form: ctx.gateway.escrowConfirmForm({
      tid: payment.tid,
      device: request.device,
      returnUrl: `${publicUrl}/api/payment/escrow/return?${back}`,
      closeUrl: `${publicUrl}/api/payment/close?${back}`,
    }),
  };
}

/**
 * The statuses each notice can arrive from, as the provider's escrow runs (G7 EscrowNotifyRequest, the
 * escrow manual): the delivery is registered (2) once paid; the buyer confirms (3) or refuses (4) in the
 * window only after that, and the provider confirms by itself (31) after the period; it confirms by force
 * (32) a delivered or refused one; the shop acknowledges a refusal (10); a cancellation (8) is the
 * payment's cancellation while the money is still held (never after a confirmation released it).
 */
const arrivesFrom: Record<EscrowStatus, readonly EscrowStatus[]> = {
  paid: [],
  delivered: ['paid'],
  confirmed: ['delivered'],
  autoConfirmed: ['delivered'],
  forcedConfirmed: ['delivered', 'refused'],
  refused: ['delivered'],
  refusalAcknowledged: ['refused'],
  cancelled: ['paid', 'delivered', 'refused', 'refusalAcknowledged'],
};

/**
 * What a notice means from where the escrow stands: a replay (nothing to do), a move, or a notice the
 * provider could not have sent from here (an older one overtaken by a newer: 2 after 3; or one out of
 * order: 3 before the delivery, 8 after the confirmation). An unexpected one is recorded as the provider
 * says but decides nothing about the order: it goes to the 확인 필요 desk for a person to look at.
 */
function noticeFrom(from: EscrowStatus, to: EscrowStatus): 'replay' | 'move' | 'unexpected' {
  if (from === to) return 'replay';
  return arrivesFrom[to].includes(from) ? 'move' : 'unexpected';
}

/** Whether a notice only repeats what an earlier one said (the delivery registered again, say). */
const overtaken = (from: EscrowStatus, to: EscrowStatus) =>
  to === 'delivered' && escrowDecided.includes(from);

/**
 * Why a person must look at the payment after this notice, or null: a refusal (the goods come back, the
 * money must follow); a notice the provider could not have sent from where the escrow stood; a
 * cancellation of a payment we still count as paid (the money went back outside our refunds); or a
 * notice the purchase could not apply (its owner says why: a return waiting, say).
 */
function escrowAttention(
  payment: Payment,
  from: EscrowStatus,
  escrow: { status: EscrowStatus; refusalReason: string },
  meaning: 'move' | 'unexpected',
  verdict: { attention: string } | null,
): string | null {
  const notice = `${escrowStatusLabels[escrow.status]} 통지`;
  if (meaning === 'unexpected') return escrowMessages.unexpectedNote(notice, escrowStatusLabels[from]);
  if (escrow.status === 'refused') return escrowMessages.refusedNote(escrow.refusalReason);
  if (escrow.status === 'cancelled' && payment.status !== 'refunded') return escrowMessages.cancelledNote;
  return verdict ? `${notice}: ${verdict.attention}` : null;
}

/**
 * Handles the provider's escrow status notice and answers what it expects: `cd_rslt=0000` once recorded
 * (or already recorded, or nothing to do), anything else to have it resent. A notice from elsewhere,
 * for another merchant or for a payment we never made through escrow is refused. The payment's escrow
 * status and the purchase (its owner's `escrow`) change in one transaction, once per change: a resent
 * notice changes nothing. A refusal is left on the 확인 필요 desk for a person.
 */
export async function recordEscrowNotice(
  ctx: PaymentContext,
  body: Record<string, string | undefined>,
  sourceIp: string,
): Promise<string> {
  const notice = ctx.gateway.readNotice(body, sourceIp);
  if (notice.kind === 'untrusted' || (notice.kind !== 'escrow' && notice.kind !== 'ignore')) {
    ctx.log.warn({ sourceIp, kind: notice.kind }, 'escrow notice refused');
    return 'FAIL';
  }
  if (notice.kind === 'ignore') return escrowNoticeAccepted;
  const { escrow } = notice;
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.tid, escrow.tid), eq(payments.escrow, true)));
  if (!payment || payment.oid !== escrow.oid) {
    ctx.log.warn({ tid: escrow.tid, oid: escrow.oid, sourceIp }, 'escrow notice for a payment we never made');
    return 'FAIL';
  }
  const from = payment.escrowStatus ?? 'paid';
  const meaning = noticeFrom(from, escrow.status);
  if (meaning === 'replay' || overtaken(from, escrow.status)) return escrowNoticeAccepted;
  await ctx.db.transaction(async (tx) => {
    // An unexpected notice leaves the escrow where it stood (a confirmation before the delivery would
    // otherwise close the window and leave the goods unconfirmed): only the desk hears of it.
    const [moved] = await tx
      .update(payments)
      .set({
        ...(meaning === 'move' && { escrowStatus: escrow.status, escrowStatusAt: new Date() }),
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(payments.id, payment.id),
          payment.escrowStatus === null ? isNull(payments.escrowStatus) : eq(payments.escrowStatus, from),
          ne(payments.status, 'review'),
        ),
      )
      .returning({ id: payments.id });
    // Another notice moved it first: that one told the purchase.
    if (!moved) return;
    const verdict =
      meaning === 'move'
        ? await ctx.outcomes
            .of(payment.purpose)
            .escrow?.(tx, { ...eventOf(payment), status: escrow.status, refusalReason: escrow.refusalReason })
        : undefined;
    const attention = escrowAttention(payment, from, escrow, meaning, verdict ?? null);
    if (attention)
      await tx
        .update(payments)
        .set({ attention: attention.slice(0, 300), attentionAt: new Date() })
        .where(eq(payments.id, payment.id));
    await ctx.audit(tx, {
      action: `payment.escrow_${escrow.status}${meaning === 'unexpected' ? '_unexpected' : ''}`,
      target: `payment:${payment.oid}`,
      summary: `${payment.goodName} (${payment.oid}): 에스크로 ${from} → ${escrow.status}${
        escrow.refusalReason ? ` (${escrow.refusalReason})` : ''
      }${meaning === 'unexpected' ? ' (예상하지 못한 통지: 상태 그대로)' : ''}`.slice(0, 300),
      details: { paymentId: payment.id, purpose: payment.purpose, requestedAt: escrow.requestedAt },
    });
  });
  return escrowNoticeAccepted;
}
