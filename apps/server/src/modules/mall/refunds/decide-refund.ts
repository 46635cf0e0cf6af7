import { formatWon } from '@edu/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit, systemActor } from '../../admin';
import type { Messaging } from '../../messaging';
import type { Payments } from '../../payments';
import { releaseStock } from '../catalog';
import { stockClaimOfLines } from '../orders/order-stock';
import { mallOrderItems, mallOrders } from '../orders/orders.tables';
import { refundBankCode } from './refund-bank-codes';
import { mallRefundItems, mallRefunds } from './refunds.tables';

type Refund = typeof mallRefunds.$inferSelect;
type Order = typeof mallOrders.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
type Context = { db: Db; payments: Payments; messaging: Messaging; log: Log };

/** The ledger key of a request's refund: one refund per request, whatever is retried or repeated. */
export const mallRefundKey = (refundId: number) => `mall-refund:${refundId}`;

/** States an administrator decides from: waiting, or a refund the provider refused (to try again). */
const decidable = ['REFUND_REQUESTED', 'REFUND_PAY_FAIL'];

async function loadRequest(db: Db, refundId: number) {
  const [row] = await db
    .select({ refund: mallRefunds, order: mallOrders })
    .from(mallRefunds)
    .innerJoin(mallOrders, eq(mallOrders.id, mallRefunds.orderId))
    .where(eq(mallRefunds.id, refundId));
  if (!row) throw notFound('신청을 찾을 수 없습니다.');
  return row;
}

/** What a request gives back unless the administrator says otherwise: its goods, and the delivery fees when it is the whole order. */
async function suggestedAmount(db: Db, refund: Refund, order: Order) {
  const lines = await db
    .select({ total: mallOrderItems.totalPrice })
    .from(mallRefundItems)
    .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallRefundItems.orderItemId))
    .where(eq(mallRefundItems.refundId, refund.id));
  if (refund.refundAll && lines.length === 0) return order.totalPaidAmount;
  return lines.reduce((sum, line) => sum + line.total, 0) + (refund.refundAll ? order.totalDeliveryFee : 0);
}

/** The order's status once a request is done (mall.md §4). */
function orderStatusAfter(refund: Refund): string {
  if (refund.refundType === 'EXCHANGE') return refund.refundAll ? 'FULL_EXCHANGED' : 'PART_EXCHANGED';
  if (refund.refundType === 'CANCEL') return refund.refundAll ? 'CANCEL' : 'PART_RETURNED';
  return refund.refundAll ? 'FULL_RETURNED' : 'PART_RETURNED';
}

function buyerMessage(order: Order, text: string) {
  const body = `[하나바이블] ${order.buyerName}님, 주문 ${order.oid}의 ${text}`;
  return {
    recipient: order.buyerTel.replace(/\D/g, ''),
    template: 'mall_refund',
    text: body,
    fallbackText: body,
  };
}

/**
 * Finishes an approved request whose money (if any) is back: the request and the order move to their
 * final states, the lines are marked, the change is audited and the buyer told, in one transaction.
 * Only a request still REFUND_PAY_TRY moves, so a repeated finish changes nothing.
 */
async function finishRequest(ctx: Context, refund: Refund, order: Order, actor: AuditActor, amount: number) {
  const final = refund.refundType === 'EXCHANGE' ? 'REFUND_EXCHANGE' : 'REFUND_PAID';
  const ids = await ctx.db.transaction(async (tx) => {
    const [done] = await tx
      .update(mallRefunds)
      .set({ status: final, refundAmount: amount, decisionNote: null, updatedAt: new Date() })
      .where(and(eq(mallRefunds.id, refund.id), eq(mallRefunds.status, 'REFUND_PAY_TRY')))
      .returning({ id: mallRefunds.id });
    if (!done) return [];
    await tx
      .update(mallOrders)
      .set({ status: orderStatusAfter(refund), updatedAt: new Date() })
      .where(eq(mallOrders.id, order.id));
    const lines = await tx
      .select({ id: mallRefundItems.orderItemId })
      .from(mallRefundItems)
      .where(eq(mallRefundItems.refundId, refund.id));
    if (lines.length)
      await tx
        .update(mallOrderItems)
        .set({
          status: orderStatusAfter(refund),
          deliveryStatus:
            refund.refundType === 'EXCHANGE'
              ? refund.refundAll
                ? 'FULL_EXCHANGED'
                : 'RAPT_EXCHANGED'
              : refund.refundAll
                ? 'FULL_RETURNED'
                : 'PART_RETURNED',
        })
        .where(
          inArray(
            mallOrderItems.id,
            lines.map((line) => line.id),
          ),
        );
    await recordAudit(tx, actor, {
      action: 'mall.refund.approve',
      target: `mall-order:${order.oid}`,
      summary: `${order.oid} ${refund.refundType} 신청 ${refund.id} 승인${amount > 0 ? ` (${formatWon(amount)} 환불)` : ''}`,
      details: { refundId: refund.id, amount },
    });
    const text =
      refund.refundType === 'EXCHANGE'
        ? '교환 신청이 승인되었습니다. 교환 상품을 보내 드리겠습니다.'
        : `${refund.refundType === 'CANCEL' ? '취소' : '반품'} 신청이 승인되어 ${formatWon(amount)}이 환불되었습니다.`;
    return ctx.messaging.enqueue(tx, [buyerMessage(order, text)]);
  });
  await ctx.messaging.dispatch(ids);
}

/**
 * An administrator approves a request: an exchange moves on; a return or cancellation refunds through
 * the payment provider first (partial or whole; to the buyer's account for a deposited virtual account),
 * under the request's ledger key, so two approvals at once or an approval repeated after a crash never
 * refund twice. The request is claimed (REFUND_PAY_TRY) before the provider is called. A refusal leaves
 * it REFUND_PAY_FAIL with the reason, to approve again; an unanswered refund stays in doubt until the
 * provider's inquiry settles it.
 */
export async function approveRefund(
  ctx: Context & { actor: AuditActor; refundId: number; amount?: number | undefined },
) {
  const { refund, order } = await loadRequest(ctx.db, ctx.refundId);
  const amount =
    refund.refundType === 'EXCHANGE' ? 0 : (ctx.amount ?? (await suggestedAmount(ctx.db, refund, order)));
  // Claimed with its amount before the provider is called: a repair after a crash knows what was asked.
  const [claimed] = await ctx.db
    .update(mallRefunds)
    .set({
      status: 'REFUND_PAY_TRY',
      refundAmount: amount,
      decidedBy: ctx.actor.memberIdx,
      decidedAt: new Date(),
      decisionNote: null,
    })
    .where(and(eq(mallRefunds.id, refund.id), inArray(mallRefunds.status, decidable)))
    .returning();
  if (!claimed)
    throw conflict(
      refund.status === 'REFUND_PAY_TRY' ? '환불 처리가 진행 중입니다.' : '이미 처리된 신청입니다.',
    );
  if (claimed.refundType === 'EXCHANGE') {
    await finishRequest(ctx, claimed, order, ctx.actor, 0);
    return { status: 'REFUND_EXCHANGE', amount: 0 };
  }
  const handBack = async (note: string) => {
    await ctx.db
      .update(mallRefunds)
      .set({ status: 'REFUND_PAY_FAIL', decisionNote: note.slice(0, 300), updatedAt: new Date() })
      .where(and(eq(mallRefunds.id, claimed.id), eq(mallRefunds.status, 'REFUND_PAY_TRY')));
  };
  const bankCode = refundBankCode(claimed.refundAccountBankName);
  const account =
    order.payMethod === 'VBank' && bankCode && claimed.refundAccountNumber && claimed.refundAccountOwner
      ? {
          bankCode,
          number: claimed.refundAccountNumber.replace(/\D/g, ''),
          holder: claimed.refundAccountOwner,
        }
      : undefined;
  if (amount > 0) {
    const result = await ctx.payments.refund({
      key: mallRefundKey(claimed.id),
      purpose: 'mall',
      referenceIdx: order.id,
      amount,
      reason: `콘텐츠몰 ${claimed.refundType === 'CANCEL' ? '취소' : '반품'} (신청 ${claimed.id})`,
      ...(account && { refundAccount: account }),
    });
    if (!result.ok && result.inDoubt) {
      ctx.log.warn({ refundId: claimed.id }, 'mall refund in doubt: left for the provider inquiry');
      throw conflict(result.message);
    }
    if (!result.ok) {
      await handBack(result.message);
      throw badRequest(`환불하지 못했습니다: ${result.message}`);
    }
  }
  await finishRequest(ctx, claimed, order, ctx.actor, amount);
  return { status: 'REFUND_PAID', amount };
}

/** An administrator denies a waiting request with a reason; the order gets its status back and the buyer is told. */
export async function denyRefund(ctx: Context & { actor: AuditActor; refundId: number; reason: string }) {
  const { refund, order } = await loadRequest(ctx.db, ctx.refundId);
  const ids = await ctx.db.transaction(async (tx) => {
    const [denied] = await tx
      .update(mallRefunds)
      .set({
        status: 'REFUND_DENIED',
        decisionNote: ctx.reason.slice(0, 300),
        decidedBy: ctx.actor.memberIdx,
        decidedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(mallRefunds.id, refund.id), inArray(mallRefunds.status, decidable)))
      .returning({ id: mallRefunds.id });
    if (!denied) throw conflict('이미 처리된 신청입니다.');
    await tx
      .update(mallOrders)
      .set({ status: refund.orderStatusBefore, updatedAt: new Date() })
      .where(and(eq(mallOrders.id, order.id), eq(mallOrders.status, 'REFUND_WAIT')));
    await recordAudit(tx, ctx.actor, {
      action: 'mall.refund.deny',
      target: `mall-order:${order.oid}`,
      summary: `${order.oid} 신청 ${refund.id} 거절: ${ctx.reason}`,
      details: { refundId: refund.id },
    });
    return ctx.messaging.enqueue(tx, [buyerMessage(order, `신청이 거절되었습니다. 사유: ${ctx.reason}`)]);
  });
  await ctx.messaging.dispatch(ids);
}

/**
 * A refund whose outcome was unknown is now known (the provider's inquiry or a person): made → the
 * request is finished; not made → it is handed back as REFUND_PAY_FAIL to approve again.
 */
export async function settleMallRefund(ctx: Context, event: { refundKey: string; made: boolean }) {
  const refundId = Number(/^mall-refund:(\d+)$/.exec(event.refundKey)?.[1]);
  if (!Number.isSafeInteger(refundId)) return;
  const { refund, order } = await loadRequest(ctx.db, refundId);
  if (refund.status !== 'REFUND_PAY_TRY') return;
  if (event.made) {
    await finishRequest(ctx, refund, order, systemActor, refund.refundAmount ?? 0);
    return;
  }
  await ctx.db
    .update(mallRefunds)
    .set({
      status: 'REFUND_PAY_FAIL',
      decisionNote: '결제사 확인 결과 환불되지 않았습니다. 다시 승인할 수 있습니다.',
      updatedAt: new Date(),
    })
    .where(and(eq(mallRefunds.id, refundId), eq(mallRefunds.status, 'REFUND_PAY_TRY')));
}

/**
 * Approvals cut off by a crash (REFUND_PAY_TRY for over 5 minutes): finished when the ledger says the
 * refund was made, handed back when it never was; one still in doubt waits for the provider's inquiry.
 */
export async function repairInterruptedRefunds(ctx: Context, now = new Date()): Promise<number> {
  const stuck = await ctx.db
    .select({ id: mallRefunds.id })
    .from(mallRefunds)
    .where(
      and(
        eq(mallRefunds.status, 'REFUND_PAY_TRY'),
        lt(mallRefunds.decidedAt, new Date(now.getTime() - 5 * 60_000)),
      ),
    );
  let settled = 0;
  for (const { id } of stuck) {
    const state = await ctx.payments.refundState(mallRefundKey(id));
    if (state === 'requesting') continue;
    await settleMallRefund(ctx, { refundKey: mallRefundKey(id), made: state === 'done' });
    settled += 1;
  }
  return settled;
}

/**
 * The goods sent back are in the warehouse. A refunded return or cancellation gives their stock back;
 * an exchange does not (the replacement went out for what came in). Either way the request is done
 * (REFUND_DONE) and the buyer told, once — only the statement that moves the request does the rest.
 * Audited in the same transaction.
 */
export async function receiveReturn(ctx: {
  db: Db;
  messaging: Messaging;
  actor: AuditActor;
  refundId: number;
}) {
  const { refund, order } = await loadRequest(ctx.db, ctx.refundId);
  const exchange = refund.refundType === 'EXCHANGE';
  const ids = await ctx.db.transaction(async (tx) => {
    const [received] = await tx
      .update(mallRefunds)
      .set({ status: 'REFUND_DONE', updatedAt: new Date() })
      .where(
        and(
          eq(mallRefunds.id, refund.id),
          eq(mallRefunds.status, exchange ? 'REFUND_EXCHANGE' : 'REFUND_PAID'),
        ),
      )
      .returning({ id: mallRefunds.id });
    if (!received) throw conflict('승인된 교환이나 환불이 끝난 반품·취소만 회수 완료로 처리할 수 있습니다.');
    const lines = await tx
      .select({ id: mallRefundItems.orderItemId })
      .from(mallRefundItems)
      .where(eq(mallRefundItems.refundId, refund.id));
    if (!exchange)
      await releaseStock(
        tx,
        await stockClaimOfLines(
          tx,
          lines.map((line) => line.id),
        ),
      );
    await recordAudit(tx, ctx.actor, {
      action: 'mall.refund.received',
      target: `mall-order:${order.oid}`,
      summary: `${order.oid} 신청 ${refund.id} ${exchange ? '교환 회수 완료' : '반품 회수 완료 (재고 복구)'}`,
      details: { refundId: refund.id, orderItemIds: lines.map((line) => line.id) },
    });
    const text = exchange
      ? '교환 상품 회수가 끝나 교환이 완료되었습니다.'
      : '반품 상품 회수가 끝나 처리가 완료되었습니다.';
    return ctx.messaging.enqueue(tx, [buyerMessage(order, text)]);
  });
  await ctx.messaging.dispatch(ids);
}
