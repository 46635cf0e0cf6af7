import {
  afterSaleLimits,
  afterSaleMessages,
  type Refund,
  refundRequestSchema,
  type SalesDetail,
} from '@edu/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, conflict, notFound } from '../../../platform/http/app-error';
import { checkPostImage, storeEditorImage, type UploadedFile } from '../../community';
import type { FileStorage } from '../../storage';
import { dottedDateTime } from '../orders/order-dates';
import { paidOrderStatuses } from '../orders/order-statuses';
import { mallOrderExtras, mallOrderItems, mallOrders } from '../orders/orders.tables';
import { mallRefundItems, mallRefunds } from './refunds.tables';

const refundPhotoFolder = 'mall/refunds';
/** Statuses an exchange, return or cancellation may be asked from (a paid order, not waiting for a decision). */
const requestable = paidOrderStatuses.filter((status) => status !== 'REFUND_WAIT');

async function memberOrder(db: Db, memberIdx: number, oid: string) {
  const [order] = await db
    .select()
    .from(mallOrders)
    .where(and(eq(mallOrders.oid, oid), eq(mallOrders.memberIdx, memberIdx)));
  if (!order) throw notFound('주문 정보를 찾을 수 없습니다.');
  return order;
}

/**
 * POST /new_api/customer/refund/new: an exchange, return or cancellation request of a paid order,
 * checked in the spec's order (type, products unless the whole order, title, reason); 032 while a
 * virtual account waits for its deposit. Photos are checked as images and stored before the request
 * is written; the order shows REFUND_WAIT until the request is decided or withdrawn.
 */
export async function requestRefund(options: {
  db: Db;
  storage: FileStorage;
  memberIdx: number;
  json: unknown;
  images: UploadedFile[];
}): Promise<void> {
  const { db, memberIdx } = options;
  const parsed = refundRequestSchema.safeParse(options.json);
  if (!parsed.success) throw badRequest();
  const request = parsed.data;
  const order = await memberOrder(db, memberIdx, request.oid);
  if (order.status === 'VBANK_WAIT')
    throw new AppError(409, afterSaleMessages.refundWhileDeposit, { code: '032', notAuthorisation: true });
  if (!request.refundType) throw badRequest(afterSaleMessages.refundTypeRequired);
  const goods = await db
    .select({ id: mallOrderItems.id })
    .from(mallOrderItems)
    .where(and(eq(mallOrderItems.orderId, order.id), eq(mallOrderItems.itemType, 'PRODUCT')));
  const chosen = request.refundAll
    ? goods.map((line) => line.id)
    : [...new Set(request.refundItemList.map((line) => line.orderProductId))];
  // The whole order may be asked for without goods (an order of contents only).
  if (
    (!request.refundAll && chosen.length === 0) ||
    !chosen.every((id) => goods.some((line) => line.id === id))
  )
    throw badRequest(afterSaleMessages.refundProductRequired);
  if (!request.title.trim()) throw badRequest(afterSaleMessages.refundTitleRequired);
  if (!request.reasonType) throw badRequest(afterSaleMessages.refundReasonRequired);
  if (!(requestable as readonly string[]).includes(order.status)) {
    if (order.status === 'REFUND_WAIT') throw conflict(afterSaleMessages.refundPending);
    throw badRequest(afterSaleMessages.refundNotAllowed);
  }
  if (options.images.length > afterSaleLimits.refundPhotosMax) throw badRequest();
  const checked = options.images.map((file) => checkPostImage(file));
  const photos: string[] = [];
  for (const image of checked) photos.push(await storeEditorImage(options.storage, image, refundPhotoFolder));

  await db.transaction(async (tx) => {
    // Decided on the order as it is now: one request waits at a time.
    const [waiting] = await tx
      .update(mallOrders)
      .set({ status: 'REFUND_WAIT', updatedAt: new Date() })
      .where(and(eq(mallOrders.id, order.id), inArray(mallOrders.status, [...requestable])))
      .returning({ id: mallOrders.id });
    if (!waiting) throw conflict(afterSaleMessages.refundPending);
    const [refund] = await tx
      .insert(mallRefunds)
      .values({
        orderId: order.id,
        memberIdx,
        refundType: request.refundType as string,
        reasonType: request.reasonType as string,
        refundAll: request.refundAll,
        title: request.title.trim(),
        reasonDetail: request.reasonDetail.trim(),
        refundAccountBankName: request.refundAccountBankName.trim(),
        refundAccountNumber: request.refundAccountNumber.trim(),
        refundAccountOwner: request.refundAccountOwner.trim(),
        images: photos,
        orderStatusBefore: order.status,
      })
      .returning({ id: mallRefunds.id });
    if (!refund) throw new Error('refund not written');
    if (chosen.length)
      await tx
        .insert(mallRefundItems)
        .values(chosen.map((orderItemId) => ({ refundId: refund.id, orderItemId })));
  });
}

/** Withdraws the member's request while it waits (REFUND_REQUESTED); the order gets its status back. */
export async function withdrawRefund(db: Db, memberIdx: number, refundId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .update(mallRefunds)
      .set({ status: 'REFUND_REQUEST_CANCEL', updatedAt: new Date() })
      .where(
        and(
          eq(mallRefunds.id, refundId),
          eq(mallRefunds.memberIdx, memberIdx),
          eq(mallRefunds.status, 'REFUND_REQUESTED'),
        ),
      )
      .returning({ orderId: mallRefunds.orderId, before: mallRefunds.orderStatusBefore });
    if (!refund) throw badRequest(afterSaleMessages.refundNotWithdrawable);
    await tx
      .update(mallOrders)
      .set({ status: refund.before, updatedAt: new Date() })
      .where(and(eq(mallOrders.id, refund.orderId), eq(mallOrders.status, 'REFUND_WAIT')));
  });
}

/** Requests as the buyer and the administration see them, in the order given, with their lines. */
export async function refundsOfOrders(
  db: Db,
  refunds: (typeof mallRefunds.$inferSelect)[],
): Promise<Refund[]> {
  const items = refunds.length
    ? await db
        .select({
          refundId: mallRefundItems.refundId,
          orderProductId: mallOrderItems.id,
          title: mallOrderItems.title,
          quantity: mallOrderItems.quantity,
        })
        .from(mallRefundItems)
        .innerJoin(mallOrderItems, eq(mallOrderItems.id, mallRefundItems.orderItemId))
        .where(
          inArray(
            mallRefundItems.refundId,
            refunds.map((refund) => refund.id),
          ),
        )
    : [];
  return refunds.map((refund) => ({
    refundId: refund.id,
    refundType: refund.refundType as Refund['refundType'],
    reasonType: refund.reasonType as Refund['reasonType'],
    method: refund.refundAll ? 'ALL' : 'PART',
    title: refund.title,
    reasonDetail: refund.reasonDetail,
    requestDateTime: dottedDateTime(refund.createdAt),
    refundStatus: refund.status,
    items: items
      .filter((item) => item.refundId === refund.id)
      .map(({ orderProductId, title, quantity }) => ({ orderProductId, title, quantity })),
    images: refund.images,
    withdrawable: refund.status === 'REFUND_REQUESTED',
  }));
}

/** GET /new_api/order/v2/sales/detail/{oid}: the order's requests, newest first, and its unpaid extra charge. */
export async function getSalesDetail(db: Db, memberIdx: number, oid: string): Promise<SalesDetail> {
  const order = await memberOrder(db, memberIdx, oid);
  const refunds = await db
    .select()
    .from(mallRefunds)
    .where(eq(mallRefunds.orderId, order.id))
    .orderBy(desc(mallRefunds.id));
  const [extra] = await db
    .select()
    .from(mallOrderExtras)
    .where(
      and(
        eq(mallOrderExtras.orderId, order.id),
        inArray(mallOrderExtras.status, ['EXTRA_CREATED', 'EXTRA_TRY', 'EXTRA_FAIL', 'EXTRA_VBANK']),
      ),
    )
    .orderBy(asc(mallOrderExtras.id));
  return {
    refundList: await refundsOfOrders(db, refunds),
    extraPayment: extra
      ? { orderExtraOid: extra.oid, amount: extra.amount, reason: extra.reason, status: extra.status }
      : null,
  };
}
