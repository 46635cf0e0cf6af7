import { awaitingPaymentStatuses, escrowApplies } from '@edu/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { OutgoingMessage } from '../../messaging';
import { type PaymentOutcomeHandler, PaymentRefused } from '../../payments';
import { removeCartRows } from '../cart';
import { countSales, releaseStock, takeStock } from '../catalog';
import { dropUnpaidContents, putInContentBox } from '../contents';
import { applyEscrowStatus } from './escrow-orders';
import { orderDepositRequestMessage, orderPaidMessage } from './order-messages';
import { stockClaimOf } from './order-stock';
import { mallOrderItems, mallOrders } from './orders.tables';

const awaitingPayment = awaitingPaymentStatuses;

type Order = typeof mallOrders.$inferSelect;

async function loadOrder(tx: Db, orderId: number): Promise<Order> {
  const [order] = await tx.select().from(mallOrders).where(eq(mallOrders.id, orderId)).for('update');
  if (!order) throw new PaymentRefused('주문 정보를 찾을 수 없습니다.');
  return order;
}

/**
 * Makes sure the order holds its stock before money is accepted: an order whose hold ran out (PAY_FAIL)
 * takes it again if it is still there, else the payment is refused and undone.
 */
async function ensureStock(tx: Db, order: Order) {
  if (awaitingPayment.includes(order.status) && order.stockHeld) return;
  if (order.status !== 'PAY_FAIL' || order.stockHeld) throw new PaymentRefused('이미 처리된 주문입니다.');
  const shortages = await takeStock(tx, await stockClaimOf(tx, order.id));
  if (shortages.length > 0)
    throw new PaymentRefused('결제 시간이 지나는 사이 재고가 소진되어 결제를 취소했습니다.');
}

/** The ordered rows leave the cart once the order is paid or its account issued. */
async function removeFromCart(tx: Db, order: Order) {
  await removeCartRows(tx, order.memberIdx, order.cartIds);
}

/** The order's contents in the buyer's content box, in the given state (created once per order line). */
async function putContents(tx: Db, order: Order, status: 'NOT_PAID' | 'CREATE_DONE', now: Date) {
  const contents = await tx
    .select({
      orderItemId: mallOrderItems.id,
      itemId: mallOrderItems.itemId,
      downloadPeriod: mallOrderItems.downloadPeriod,
    })
    .from(mallOrderItems)
    .where(and(eq(mallOrderItems.orderId, order.id), eq(mallOrderItems.itemType, 'CONTENT')));
  await putInContentBox(tx, { orderId: order.id, memberIdx: order.memberIdx }, contents, status, now);
}

/**
 * Completes an order whose money is in (or which costs nothing): ORDER_DONE, goods ready to ship,
 * contents in the content box, the rows out of the cart, sales counted, and the buyer's message.
 * Inside the caller's transaction.
 */
export async function completeOrder(
  tx: Db,
  orderId: number,
  payment: { amount: number; tid: string | null; method: string; now?: Date },
): Promise<OutgoingMessage[]> {
  const now = payment.now ?? new Date();
  const order = await loadOrder(tx, orderId);
  if (payment.amount !== order.totalPaidAmount) throw new PaymentRefused('결제 금액이 주문 금액과 다릅니다.');
  await ensureStock(tx, order);
  await tx
    .update(mallOrders)
    .set({
      status: 'ORDER_DONE',
      stockHeld: true,
      payMethod: payment.method,
      // Paid through the provider's escrow (the payment was opened so): see place-order.
      escrow: escrowApplies(order.needsShipping, payment.method),
      tid: payment.tid ?? order.tid,
      paidAt: now,
      holdExpiresAt: null,
      failReason: null,
      updatedAt: now,
    })
    .where(eq(mallOrders.id, order.id));
  const items = await tx
    .update(mallOrderItems)
    .set({ status: 'ORDER_DONE' })
    .where(eq(mallOrderItems.orderId, order.id))
    .returning({
      id: mallOrderItems.id,
      itemId: mallOrderItems.itemId,
      itemType: mallOrderItems.itemType,
      quantity: mallOrderItems.quantity,
    });
  const products = items.filter((item) => item.itemType === 'PRODUCT').map((item) => item.id);
  if (products.length)
    await tx
      .update(mallOrderItems)
      .set({ deliveryStatus: 'READY' })
      .where(inArray(mallOrderItems.id, products));
  await putContents(tx, order, 'CREATE_DONE', now);
  await removeFromCart(tx, order);
  const sold = new Map<number, number>();
  for (const item of items) sold.set(item.itemId, (sold.get(item.itemId) ?? 0) + item.quantity);
  await countSales(tx, sold);
  return [orderPaidMessage(order)];
}

/**
 * What a mall order does when its payment moves (mall.md §4): approved or deposited → ORDER_DONE;
 * virtual account issued → VBANK_WAIT, stock held until the deadline; declined, cancelled or expired →
 * PAY_FAIL and the stock goes back. Each in the payment's transaction.
 */
export function mallPaymentOutcome(): PaymentOutcomeHandler {
  return {
    async paid(tx, event) {
      return completeOrder(tx, event.referenceIdx, {
        amount: event.amount,
        tid: event.tid,
        method: event.method,
      });
    },

    async awaitingDeposit(tx, event) {
      const order = await loadOrder(tx, event.referenceIdx);
      if (event.amount !== order.totalPaidAmount)
        throw new PaymentRefused('결제 금액이 주문 금액과 다릅니다.');
      await ensureStock(tx, order);
      const account = event.virtualAccount;
      const now = new Date();
      await tx
        .update(mallOrders)
        .set({
          status: 'VBANK_WAIT',
          stockHeld: true,
          tid: event.tid,
          payMethod: 'VBank',
          vbankName: account.bankName,
          vbankNumber: account.number,
          vbankHolder: account.holder,
          vbankDeadline: account.deadline,
          // The stock waits for the deposit as long as the bank takes it.
          holdExpiresAt: account.deadline,
          failReason: null,
          updatedAt: now,
        })
        .where(eq(mallOrders.id, order.id));
      await tx
        .update(mallOrderItems)
        .set({ status: 'VBANK_WAIT' })
        .where(eq(mallOrderItems.orderId, order.id));
      await putContents(tx, order, 'NOT_PAID', now);
      await removeFromCart(tx, order);
      return [orderDepositRequestMessage(order, account)];
    },

    async failed(tx, event) {
      await failOrder(tx, event.referenceIdx, event.reason);
    },

    /** 구매안전서비스: the provider's escrow status notice (a confirmation confirms the shipped goods). */
    escrow: (tx, event) => applyEscrowStatus(tx, event.referenceIdx, event.status),

    /** Whether the payer was charged is unknown: the stock stays held (no expiry) until a person settles it. */
    async inReview(tx, event) {
      await tx
        .update(mallOrders)
        .set({ holdExpiresAt: null, updatedAt: new Date() })
        .where(and(eq(mallOrders.id, event.referenceIdx), inArray(mallOrders.status, awaitingPayment)));
    },
  };
}

/**
 * An unpaid order that will not be paid (declined, closed and expired, account lapsed): PAY_FAIL and its
 * stock back — only by the statement that cleared `stock_held`, so stock never goes back twice.
 */
export async function failOrder(
  tx: Db,
  orderId: number,
  reason: string,
  /** Only if its hold ran out by then (the expiry job: a payer may have just started paying again). */
  holdEndedBy?: Date,
): Promise<boolean> {
  const now = new Date();
  const [failed] = await tx
    .update(mallOrders)
    .set({
      status: 'PAY_FAIL',
      stockHeld: false,
      holdExpiresAt: null,
      failReason: reason.slice(0, 200),
      updatedAt: now,
    })
    .where(
      and(
        eq(mallOrders.id, orderId),
        inArray(mallOrders.status, awaitingPayment),
        eq(mallOrders.stockHeld, true),
        holdEndedBy ? lt(mallOrders.holdExpiresAt, holdEndedBy) : undefined,
      ),
    )
    .returning({ id: mallOrders.id });
  if (!failed) return false;
  await releaseStock(tx, await stockClaimOf(tx, orderId));
  await tx.update(mallOrderItems).set({ status: 'PAY_FAIL' }).where(eq(mallOrderItems.orderId, orderId));
  await dropUnpaidContents(tx, orderId);
  return true;
}
