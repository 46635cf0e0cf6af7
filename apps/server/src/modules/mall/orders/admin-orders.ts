import {
  type AdminOrderDetail,
  type AdminOrderList,
  type adminOrderListQuerySchema,
  limits,
  orderLimits,
  orderMessages,
} from '@edu/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { containsPattern } from '../../../platform/db/like-pattern';
import { notFound } from '../../../platform/http/app-error';
import { dottedDateTime, kstDayRange } from '../../../platform/korean-days';
import { membersByIdx } from '../../accounts';
import type { Payments } from '../../payments';
import { getOrderDetail } from './get-order-detail';
import { mallOrderItems, mallOrders } from './orders.tables';
import { pendingRequestsOf } from './pending-requests';
import { defaultCourierOf, warehouseCouriers } from './shipping-defaults';

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
  const orders = await db
    .select()
    .from(mallOrders)
    .where(where)
    .orderBy(desc(mallOrders.createdAt), desc(mallOrders.id))
    .limit(size)
    .offset((query.page - 1) * size);
  const members = await membersByIdx(
    db,
    orders.map((order) => order.memberIdx),
  );
  const counts = await deliveryCountsOf(
    db,
    orders.map((order) => order.id),
  );
  return {
    pageInfo: { page: query.page, size, total: counted?.total ?? 0 },
    list: orders.map((order) => ({
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
      toShip: counts.get(order.id)?.toShip ?? 0,
      shipped: counts.get(order.id)?.shipped ?? 0,
      confirmed: counts.get(order.id)?.confirmed ?? 0,
    })),
  };
}

/**
 * Each order's product lines ready to ship, shipped (START or DELIVERED) and confirmed (구매확정), by order id; an order with
 * neither (contents only, unpaid, failed) is absent. Counted apart from the list's query: a subquery in a
 * single-table select names its columns bare, so "order_id = id" would compare the line with itself.
 */
async function deliveryCountsOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { toShip: number; shipped: number; confirmed: number }>();
  const rows = await db
    .select({
      orderId: mallOrderItems.orderId,
      toShip: sql<number>`count(*) filter (where ${mallOrderItems.deliveryStatus} = 'READY')::int`,
      shipped: sql<number>`count(*) filter (where ${mallOrderItems.deliveryStatus} in ('START', 'DELIVERED'))::int`,
      confirmed: sql<number>`count(*) filter (where ${mallOrderItems.confirmedAt} is not null)::int`,
    })
    .from(mallOrderItems)
    .where(inArray(mallOrderItems.orderId, orderIds))
    .groupBy(mallOrderItems.orderId);
  return new Map(
    rows.map((row) => [
      row.orderId,
      { toShip: Number(row.toShip), shipped: Number(row.shipped), confirmed: Number(row.confirmed) },
    ]),
  );
}

/** GET /api/admin/mall/orders/{oid}: any member's order as its buyer sees it, with who bought it. */
export async function getAdminOrder(
  db: Db,
  payments: Pick<Payments, 'attemptsOf' | 'escrowState'>,
  oid: string,
): Promise<AdminOrderDetail> {
  const [order] = await db
    .select({ memberIdx: mallOrders.memberIdx })
    .from(mallOrders)
    .where(eq(mallOrders.oid, oid));
  if (!order) throw notFound(orderMessages.orderNotFound);
  const detail = await getOrderDetail({ db, payments, memberIdx: null, oid });
  const member = (await membersByIdx(db, [order.memberIdx])).get(order.memberIdx);
  return {
    ...detail,
    member: { idx: order.memberIdx, uid: member?.uid ?? '', name: member?.name ?? '' },
    lineShipping: await lineShippingOf(db, detail.deliveryList),
  };
}

/** Each product line's first courier choice and the request that stops it shipping, if any. */
async function lineShippingOf(
  db: Db,
  groups: AdminOrderDetail['deliveryList'],
): Promise<AdminOrderDetail['lineShipping']> {
  const lines = groups.flatMap((group) =>
    group.orderProductList.map((line) => ({ warehouseId: group.warehouseId, line })),
  );
  const couriers = await warehouseCouriers(
    db,
    groups.map((group) => group.warehouseId),
  );
  const pending = await pendingRequestsOf(
    db,
    lines.map(({ line }) => line.orderItemId),
  );
  return lines.map(({ warehouseId, line }) => ({
    orderItemId: line.orderItemId,
    defaultCourier: defaultCourierOf(couriers.get(warehouseId), line.deliveryCompany),
    pendingRequest: pending.get(line.orderItemId) ?? null,
  }));
}
