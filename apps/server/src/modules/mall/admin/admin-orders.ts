import {
  type AdminOrderDetail,
  type AdminOrderList,
  type adminOrderListQuerySchema,
  limits,
  orderLimits,
  orderMessages,
} from '@edu/shared';
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { containsPattern } from '../../../platform/db/like-pattern';
import { notFound } from '../../../platform/http/app-error';
import { membersByIdx } from '../../accounts';
import type { Payments } from '../../payments';
import { getOrderDetail } from '../orders/get-order-detail';
import { dottedDateTime, kstDayRange } from '../orders/order-dates';
import { mallOrderItems, mallOrders } from '../orders/orders.tables';

type Query = z.output<typeof adminOrderListQuerySchema>;

/** The search and filters of the administration's order list (and its export), as one condition. */
export function orderCondition(query: Query): SQL | undefined {
  const { from, to } = kstDayRange(query, orderLimits.listDefaultDays);
  const text = query.searchText?.trim();
  const search =
    !text || !query.searchType
      ? undefined
      : query.searchType === 'oid'
        ? ilike(mallOrders.oid, containsPattern(text))
        : query.searchType === 'phone'
          ? sql`regexp_replace(${mallOrders.buyerTel}, '\\D', '', 'g') like ${containsPattern(text.replace(/\D/g, ''))}`
          : ilike(mallOrders.buyerName, containsPattern(text));
  return and(
    gte(mallOrders.createdAt, from),
    lt(mallOrders.createdAt, to),
    query.status ? eq(mallOrders.status, query.status) : undefined,
    query.toShip === 'Y'
      ? sql`exists (select 1 from ${mallOrderItems} where ${mallOrderItems.orderId} = ${mallOrders.id} and ${mallOrderItems.deliveryStatus} = 'READY')`
      : undefined,
    search,
  );
}

/** GET /api/admin/mall/orders: every member's orders in the days asked, newest first, 30 a page. */
export async function listAdminOrders(db: Db, query: Query): Promise<AdminOrderList> {
  const where = orderCondition(query);
  const size = limits.adminPageSize;
  const [counted] = await db.select({ total: count() }).from(mallOrders).where(where);
  const rows = await db
    .select({
      order: mallOrders,
      toShip: sql<number>`(select count(*)::int from ${mallOrderItems} where ${mallOrderItems.orderId} = ${mallOrders.id} and ${mallOrderItems.deliveryStatus} = 'READY')`,
      shipped: sql<number>`(select count(*)::int from ${mallOrderItems} where ${mallOrderItems.orderId} = ${mallOrders.id} and ${mallOrderItems.deliveryStatus} in ('START', 'DELIVERED'))`,
    })
    .from(mallOrders)
    .where(where)
    .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
    .limit(size)
    .offset((query.page - 1) * size);
  const members = await membersByIdx(
    db,
    rows.map((row) => row.order.memberIdx),
  );
  return {
    pageInfo: { page: query.page, size, total: counted?.total ?? 0 },
    list: rows.map(({ order, toShip, shipped }) => ({
      oid: order.oid,
      orderDate: dottedDateTime(order.createdAt),
      confirm_date: order.paidAt ? dottedDateTime(order.paidAt) : null,
      goodname: order.goodName,
      member: { idx: order.memberIdx, uid: members.get(order.memberIdx)?.uid ?? '' },
      buyerName: order.buyerName,
      buyerTel: order.buyerTel,
      totalPaidAmount: order.totalPaidAmount,
      gopaymethod: order.payMethod,
      orderStatus: order.status,
      toShip: Number(toShip),
      shipped: Number(shipped),
    })),
  };
}

/** GET /api/admin/mall/orders/{oid}: any member's order as its buyer sees it, with who bought it. */
export async function getAdminOrder(
  db: Db,
  payments: Pick<Payments, 'attemptsOf'>,
  oid: string,
): Promise<AdminOrderDetail> {
  const [order] = await db
    .select({ memberIdx: mallOrders.memberIdx })
    .from(mallOrders)
    .where(eq(mallOrders.oid, oid));
  if (!order) throw notFound(orderMessages.orderNotFound);
  const detail = await getOrderDetail({ db, payments, memberIdx: null, oid });
  const member = (await membersByIdx(db, [order.memberIdx])).get(order.memberIdx);
  return { ...detail, member: { idx: order.memberIdx, uid: member?.uid ?? '', name: member?.name ?? '' } };
}
