import { type EscrowView, escrowDecided, escrowStatusLabels, type OrderDetail } from '@edu/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { dottedDateTime } from '../../../platform/korean-days';
import type { Payments } from '../../payments';
import { getPurchaseConfirmationSetting } from '../../site-settings';
import { contentIdsByOrderLine, contentWithdrawalStates } from '../contents';
import { reviewIdsByOrderLine } from '../reviews';
import { orderSeenBy } from './order-lookups';
import { listOrderRefunds } from './order-refunds';
import { mallOrderDeliveries, mallOrderExtras, mallOrderItemOptions, mallOrderItems } from './orders.tables';
import { paymentInfoOf } from './payment-info';
import { returnGroupsOf } from './return-groups';

/** Statuses whose payment has a receipt at the provider. */
const receiptStatuses = ['paid', 'partially_refunded', 'refunded'];

/** A payment attempt's status in the order's words (mall.md §4). */
const attemptStatus: Record<string, string> = {
  paid: 'ORDER_DONE',
  partially_refunded: 'ORDER_DONE',
  refunded: 'REFUNDED',
  waiting_deposit: 'VBANK_WAIT',
  expired: 'PAY_FAIL',
};

/**
 * 구매안전서비스 as the buyer sees it: where the provider says it stands, and whether the buyer may open
 * the confirmation window now (goods shipped and registered, nothing decided yet).
 */
async function escrowViewOf(
  payments: Pick<Payments, 'escrowState'>,
  orderId: number,
  items: { itemType: string; deliveryStatus: string | null }[],
): Promise<EscrowView | null> {
  const state = await payments.escrowState('mall', orderId);
  if (!state) return null;
  const shipped = items.some((item) => item.itemType === 'PRODUCT' && item.deliveryStatus !== 'READY');
  return {
    status: state.status,
    statusLabel: escrowStatusLabels[state.status],
    canDecide:
      shipped &&
      !escrowDecided.includes(state.status) &&
      (state.deliveryRegistered || state.status === 'delivered'),
    deliveryRegistered: state.deliveryRegistered,
  };
}

/**
 * GET /new_api/customer/order/v2/order-result/{oid}: the member's order as the order-complete page and
 * the fuller detail show it (mall.md §3 Order); 404 for anyone else's.
 */
export async function getOrderDetail(options: {
  db: Db;
  payments: Pick<Payments, 'attemptsOf' | 'escrowState'>;
  /** The buyer asking; null for an administrator (any member's order). */
  memberIdx: number | null;
  oid: string;
}): Promise<OrderDetail> {
  const { db } = options;
  const order = await orderSeenBy(db, options.oid, options.memberIdx);
  const [deliveries, items, contentOf, attempts] = await Promise.all([
    db
      .select()
      .from(mallOrderDeliveries)
      .where(eq(mallOrderDeliveries.orderId, order.id))
      .orderBy(asc(mallOrderDeliveries.id)),
    db
      .select()
      .from(mallOrderItems)
      .where(eq(mallOrderItems.orderId, order.id))
      .orderBy(asc(mallOrderItems.id)),
    contentIdsByOrderLine(db, order.id),
    options.payments.attemptsOf('mall', order.id),
  ]);
  const downloadedLines = new Set(
    (await contentWithdrawalStates(db, order.id))
      .filter((state) => state.downloaded)
      .map((state) => state.orderItemId),
  );
  const itemIds = items.map((item) => item.id);
  // Extra charges are paid apart: their attempts join the order's payment history.
  const extras = await db
    .select({ id: mallOrderExtras.id })
    .from(mallOrderExtras)
    .where(eq(mallOrderExtras.orderId, order.id));
  const extraAttempts = (
    await Promise.all(extras.map((extra) => options.payments.attemptsOf('mall-extra', extra.id)))
  ).flat();
  const reviewOf = await reviewIdsByOrderLine(db, itemIds);
  const lines = itemIds.length
    ? await db
        .select()
        .from(mallOrderItemOptions)
        .where(inArray(mallOrderItemOptions.orderItemId, itemIds))
        .orderBy(asc(mallOrderItemOptions.id))
    : [];
  const settled = [...attempts].reverse().find((attempt) => attempt.status !== 'expired');
  const refundList = await listOrderRefunds(db, order);
  const returnGroups = await returnGroupsOf(db, order.id);
  const refundedAmount = refundList.reduce((sum, refund) => sum + refund.amount, 0);

  return {
    orderId: order.id,
    oid: order.oid,
    goodname: order.goodName,
    orderDate: dottedDateTime(order.createdAt),
    confirm_date: order.paidAt ? dottedDateTime(order.paidAt) : null,
    orderStatus: order.status,
    gopaymethod: order.payMethod,
    pay_device: order.payDevice,
    tid: order.tid,
    totalOrderRegularPrice: order.totalRegularPrice,
    totalOrderDiscountAmount: order.totalDiscountAmount,
    totalOrderDeliveryFee: order.totalDeliveryFee,
    totalPaidAmount: order.totalPaidAmount,
    orderBuyer: {
      buyerName: order.buyerName,
      buyerTel: order.buyerTel,
      buyerEmail: order.buyerEmail,
      buyerZipCode: order.buyerZipCode,
      buyerAddress: order.buyerAddress,
      buyerDetailedAddress: order.buyerDetailedAddress,
    },
    receiptOrganisation:
      order.receiptOrgName && order.receiptOrgNumber
        ? { name: order.receiptOrgName, number: order.receiptOrgNumber }
        : null,
    shipping: order.needsShipping
      ? {
          shippingName: order.shippingName,
          shippingPhone: order.shippingPhone,
          zipCode: order.zipCode,
          address: order.address,
          detailedAddress: order.detailedAddress,
          shippingMemo: order.shippingMemo,
        }
      : null,
    deliveryList: deliveries.map((delivery) => ({
      warehouseId: delivery.warehouseId,
      brandName: delivery.brandName,
      requestMessage: delivery.requestMessage,
      orderProductList: items
        .filter((item) => item.deliveryId === delivery.id)
        .map((item) => ({
          orderItemId: item.id,
          orderItemTitle: item.title,
          itemId: item.itemId,
          thumbnailLink: item.thumbnailLink,
          optionList: lines
            .filter((line) => line.orderItemId === item.id)
            .map((line) => ({
              orderItemOptionId: line.id,
              infoDetailList: line.details,
              quantity: line.quantity,
              totalOptionPrice: line.totalPrice,
              refundedQuantity: line.refundedQuantity,
            })),
          quantity: item.quantity,
          sellingPrice: item.sellingPrice,
          totalPrice: item.totalPrice,
          isFree: item.isFree,
          orderStatus: item.status,
          deliveryStatus: item.deliveryStatus ?? 'NOT_PAID',
          invoiceNumber: item.invoiceNumber,
          deliveryCompany: item.deliveryCompany,
          reviewId: reviewOf.get(item.id) ?? null,
          refundedQuantity: item.refundedQuantity,
          deliveredAt: item.deliveredAt ? dottedDateTime(item.deliveredAt) : null,
          confirmedAt: item.confirmedAt ? dottedDateTime(item.confirmedAt) : null,
          confirmedBy: item.confirmedBy,
        })),
      originalPurchasePrice: delivery.regularPrice,
      discountAmount: delivery.regularPrice - delivery.purchasePrice,
      deliveryFee: delivery.deliveryFee,
      paidAmount: delivery.purchasePrice + delivery.deliveryFee,
      returnDeliveryFee: returnGroups.get(delivery.id)?.oneWayFee ?? delivery.deliveryFee,
    })),
    autoConfirmDays: (await getPurchaseConfirmationSetting(db)).autoConfirmDays,
    contentList: items
      .filter((item) => item.itemType === 'CONTENT')
      .map((item) => ({
        orderItemId: item.id,
        orderItemTitle: item.title,
        itemId: item.itemId,
        itemType: 'CONTENT' as const,
        contentType: item.contentType as OrderDetail['contentList'][number]['contentType'],
        thumbnailLink: item.thumbnailLink,
        licenseName: item.licenseName,
        isFree: item.isFree,
        regularPrice: item.totalRegularPrice,
        sellingPrice: item.totalPrice,
        orderContentId: contentOf.get(item.id) ?? null,
        reviewId: reviewOf.get(item.id) ?? null,
        downloaded: downloadedLines.has(item.id),
        paidAt: order.paidAt?.toISOString() ?? null,
      })),
    paymentInfo: paymentInfoOf(order, settled),
    escrow: order.escrow ? await escrowViewOf(options.payments, order.id, items) : null,
    cashReceipt: settled?.cashReceipt ?? null,
    paymentList: [...attempts, ...extraAttempts].map((attempt) => ({
      goodName: attempt.goodName,
      payMethod: attempt.method,
      paidAmount: attempt.amount,
      orderStatus: attemptStatus[attempt.status] ?? attempt.status,
      tid: attempt.tid,
      oid: attempt.oid,
      payDate: dottedDateTime(attempt.paidAt ?? attempt.createdAt),
      receipt: Boolean(attempt.tid) && receiptStatuses.includes(attempt.status),
      refundedAmount: attempt.refundedAmount,
    })),
    refundList,
    refundedAmount,
    remainingPaidAmount: order.totalPaidAmount - refundedAmount,
    failReason: order.status === 'PAY_FAIL' ? order.failReason : null,
  };
}
