import { maskAccountNumber, type OrderRefund } from '@edu/shared';
import type { Db } from '../../../platform/db/database';
import { dottedDateTime } from '../../../platform/korean-days';
import { afterSales } from './after-sale-records';

/**
 * The money an order's approved returns and cancellations gave back, oldest first: amount, when, the
 * method it went back through, and — for a virtual-account payment — the buyer's account, masked.
 */
export async function listOrderRefunds(
  db: Db,
  order: { id: number; payMethod: string | null },
): Promise<OrderRefund[]> {
  const rows = await afterSales().moneyBackOf(db, order.id);
  return rows.map((row) => ({
    refundId: row.id,
    refundType: row.refundType,
    amount: row.refundAmount ?? 0,
    refundedAt: dottedDateTime(row.decidedAt ?? row.updatedAt),
    payMethod: order.payMethod,
    account:
      order.payMethod === 'VBank' && row.refundAccountNumber
        ? {
            bankName: row.refundAccountBankName,
            number: maskAccountNumber(row.refundAccountNumber),
            owner: row.refundAccountOwner,
          }
        : null,
  }));
}

/** Won given back on each of the orders, by order id (orders without a refund are absent). */
export async function refundedAmounts(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  return afterSales().refundedAmounts(db, orderIds);
}
