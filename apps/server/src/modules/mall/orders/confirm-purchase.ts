import {
  escrowMessages,
  isConfirmableLine,
  purchaseConfirmationMessages,
  type purchaseConfirmedSchema,
} from '@edu/shared';
import { and, asc, eq, inArray, isNull, not } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { badRequest, conflict, notFound } from '../../../platform/http/app-error';
import { dottedDateTime } from '../../../platform/korean-days';
import { afterSales } from './after-sale-records';
import { memberOrderByOid } from './order-lookups';
import { mallOrderItems } from './orders.tables';
import { pendingRequestsOf } from './pending-requests';

/**
 * POST /new_api/customer/order/v2/confirm/{oid}: the buyer confirms delivered lines of goods of their
 * order (구매확정), checked before anything changes: their order (404 otherwise), goods lines of it,
 * not confirmed already, delivered with units left, and no exchange or return waiting for a decision.
 * The lines are locked, so a second tap or the daily confirmation cannot confirm a line twice.
 */
export async function confirmPurchase(options: {
  db: Db;
  memberIdx: number;
  oid: string;
  orderItemIds: number[];
  now?: Date;
}): Promise<z.output<typeof purchaseConfirmedSchema>> {
  const { db } = options;
  const order = await memberOrderByOid(db, options.memberIdx, options.oid);
  if (!order) throw notFound('주문 정보를 찾을 수 없습니다.');
  // An escrow order is confirmed in the provider's window: its notice confirms the lines (by escrow).
  if (order.escrow) throw badRequest(escrowMessages.useWindow);
  const ids = [...new Set(options.orderItemIds)];
  if (ids.length === 0) throw badRequest(purchaseConfirmationMessages.lineRequired);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const lines = await tx
      .select()
      .from(mallOrderItems)
      .where(
        and(
          eq(mallOrderItems.orderId, order.id),
          eq(mallOrderItems.itemType, 'PRODUCT'),
          inArray(mallOrderItems.id, ids),
        ),
      )
      .orderBy(asc(mallOrderItems.id))
      .for('update');
    if (lines.length !== ids.length) throw notFound('주문 상품을 찾을 수 없습니다.');
    if (lines.some((line) => line.confirmedAt)) throw conflict(purchaseConfirmationMessages.alreadyConfirmed);
    if (!lines.every((line) => isConfirmableLine(line)))
      throw badRequest(purchaseConfirmationMessages.notDelivered);
    const pending = await pendingRequestsOf(tx, ids);
    if (pending.size > 0) throw conflict(purchaseConfirmationMessages.requestPending);
    // One conditional statement: not confirmed and not asked back, as the row is when it is written. A
    // return request locks the lines it names before it is written (request-refund.ts), so the two wait
    // for each other and the second sees the first.
    const confirmed = await tx
      .update(mallOrderItems)
      .set({ confirmedAt: now, confirmedBy: 'buyer' })
      .where(
        and(
          inArray(mallOrderItems.id, ids),
          isNull(mallOrderItems.confirmedAt),
          not(afterSales().hasPendingRequest(mallOrderItems.id)),
        ),
      )
      .returning({ id: mallOrderItems.id });
    if (confirmed.length !== ids.length) throw conflict(purchaseConfirmationMessages.alreadyConfirmed);
    return {
      confirmedList: confirmed.map((line) => ({
        orderItemId: line.id,
        confirmedAt: dottedDateTime(now),
        confirmedBy: 'buyer' as const,
      })),
    };
  });
}
