import { mallPageInfo, type OrderList, orderLimits, type orderListQuerySchema } from '@edu/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { dottedDateTime, kstDayRange } from '../../../platform/korean-days';
import { refundedAmounts } from './order-refunds';
import { mallOrderItems, mallOrders } from './orders.tables';
import { purchaseConfirmedAtOf } from './purchase-confirmed-orders';

/**
 * The orders a member sees as theirs: not deleted, and not a payment window that was closed, left or
 * declined before anything was paid (PAY_WAIT, PAY_FAIL) — those stay for the administration. A lapsed
 * virtual account stays: its buyer was given an account to pay into.
 */
export const shownToMember = (memberIdx: number) =>
  and(
    eq(mallOrders.memberIdx, memberIdx),
    ne(mallOrders.status, 'DELETED'),
    or(notInArray(mallOrders.status, ['PAY_WAIT', 'PAY_FAIL']), isNotNull(mallOrders.vbankNumber)),
  );

/**
 * GET /new_api/customer/order/v2/list: the member's orders placed within the Korean days asked (the last
 * 30 by default), newest first, 10 a page, with the first item's picture.
 */
export async function listOrders(options: {
  db: Db;
  memberIdx: number;
  query: z.output<typeof orderListQuerySchema>;
  now?: Date;
}): Promise<OrderList> {
  const { db, memberIdx, query } = options;
  const now = options.now ?? new Date();
  const { from, to } = kstDayRange(query, orderLimits.listDefaultDays, now);
  const where = and(shownToMember(memberIdx), gte(mallOrders.createdAt, from), lt(mallOrders.createdAt, to));
  const [counted] = await db.select({ total: count() }).from(mallOrders).where(where);
  const total = counted?.total ?? 0;
  const orders = await db
    .select()
    .from(mallOrders)
    .where(where)
    .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const refunded = await refundedAmounts(
    db,
    orders.map((order) => order.id),
  );
  const thumbnails = new Map<number, string | null>();
  if (orders.length) {
    const firsts = await db
      .selectDistinctOn([mallOrderItems.orderId], {
        orderId: mallOrderItems.orderId,
        thumbnailLink: mallOrderItems.thumbnailLink,
      })
      .from(mallOrderItems)
      .where(
        inArray(
          mallOrderItems.orderId,
          orders.map((order) => order.id),
        ),
      )
      .orderBy(mallOrderItems.orderId, sql`${mallOrderItems.id}`);
    for (const first of firsts) thumbnails.set(first.orderId, first.thumbnailLink);
  }
  const confirmedOf = await purchaseConfirmedAtOf(
    db,
    orders.map((order) => order.id),
  );
  return {
    customerOrderList: orders.map((order) => ({
      orderId: order.id,
      oid: order.oid,
      goodname: order.goodName,
      thumbnailLink: thumbnails.get(order.id) ?? null,
      orderDate: dottedDateTime(order.createdAt),
      confirm_date: order.paidAt ? dottedDateTime(order.paidAt) : null,
      totalPaidAmount: order.totalPaidAmount,
      refundedAmount: refunded.get(order.id) ?? 0,
      gopaymethod: order.payMethod,
      orderStatus: order.status,
      failReason: order.status === 'PAY_FAIL' ? order.failReason : null,
      tid: order.tid,
      pay_device: order.payDevice,
      purchaseConfirmedAt: confirmedOf.get(order.id) ?? null,
    })),
    pageInfo: mallPageInfo({ page: query.page, total, size: query.size }),
  };
}
