import {
  expectedRefund,
  formatWon,
  type RefundableLine,
  type RefundType,
  refundMoneyStates,
  returnDeliveryFee,
} from '@edu/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/http/app-error';
import { optionLinesByIds, orderLinesByIds, returnGroupsOf } from '../orders';
import { refundBankCode } from './refund-bank-codes';
import { decidable, type Order, type Refund } from './refund-request';
import { mallRefundItems, mallRefunds } from './refunds.tables';

/** What a request gives back: the rule the buyer was shown, the administrator's amount, the account. */

/** Won already given back for an order by its other returns and cancellations. */
async function refundedBefore(db: Db, orderId: number, refundId: number) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${mallRefunds.refundAmount}), 0)::int` })
    .from(mallRefunds)
    .where(
      and(
        eq(mallRefunds.orderId, orderId),
        ne(mallRefunds.id, refundId),
        inArray(mallRefunds.status, [...refundMoneyStates]),
      ),
    );
  return row?.total ?? 0;
}

/** What is left to give back of an order: what was paid less what its other requests gave back. */
async function refundableRest(db: Db, refund: Refund, order: Order) {
  return Math.max(0, order.totalPaidAmount - (await refundedBefore(db, order.id, refund.id)));
}

/** The lines a request names, each with what the order paid for it and the units it asks of it. */
async function askedLines(db: Db, refundId: number) {
  const asked = await db
    .select({
      orderItemId: mallRefundItems.orderItemId,
      asked: mallRefundItems.quantity,
      optionUnits: mallRefundItems.optionUnits,
    })
    .from(mallRefundItems)
    .where(eq(mallRefundItems.refundId, refundId));
  const ordered = await orderLinesByIds(
    db,
    asked.map((line) => line.orderItemId),
  );
  return asked.flatMap(({ orderItemId, ...line }) => {
    const orderLine = ordered.get(orderItemId);
    return orderLine ? [{ ...orderLine, ...line }] : [];
  });
}

/**
 * What a request gives back unless the administrator says otherwise (the shared rule the buyer was shown
 * when asking): the whole order's rest, delivery fees included, or the units asked of its goods — never
 * more than that rest. The approval dialog opens with it.
 */
async function suggestedAmount(db: Db, refund: Refund, order: Order) {
  const lines = refund.refundAll ? [] : await askedLines(db, refund.id);
  // Units asked of an option line are priced at that option line's price (a teacher's set costs more).
  const shares = lines.flatMap((line) => line.optionUnits ?? []);
  const optionLines = await optionLinesByIds(
    db,
    shares.map((share) => share.orderItemOptionId),
  );
  // The delivery groups whose goods go back: those of the lines asked, or every group of the whole order.
  const groups = await returnGroupsOf(db, order.id);
  const returned = refund.refundAll ? [...groups.keys()] : lines.map((line) => line.deliveryId);
  const refundType = refund.refundType as RefundType;
  return expectedRefund({
    refundType,
    refundAll: refund.refundAll,
    paidAmount: order.totalPaidAmount,
    returnFee: returnDeliveryFee({
      refundType,
      reasonType: refund.reasonType,
      refundAll: refund.refundAll,
      groups: [...new Set(returned)].flatMap((id) => groups.get(id ?? 0) ?? []),
    }),
    refundedBefore: await refundedBefore(db, order.id, refund.id),
    // A request made before units could be chosen asked for all of the line that was left.
    lines: lines.flatMap((line): { line: RefundableLine; units: number }[] =>
      line.optionUnits
        ? line.optionUnits.flatMap((share) => {
            const option = optionLines.get(share.orderItemOptionId);
            return option ? [{ line: option, units: share.units }] : [];
          })
        : [{ line, units: line.asked ?? line.quantity - line.refundedQuantity }],
    ),
  });
}

/** What the approval dialog opens with: the suggested refund of a return or cancellation still to decide, else null. */
export async function offeredAmount(db: Db, refund: Refund, order: Order): Promise<number | null> {
  if (refund.refundType === 'EXCHANGE' || !decidable.includes(refund.status)) return null;
  return suggestedAmount(db, refund, order);
}

/**
 * The amount an approval refunds, checked before anything changes: the administrator's, which may not
 * exceed what is left of the order's payment, or the suggested one. A refusal leaves the request waiting.
 */
export async function amountToRefund(db: Db, refund: Refund, order: Order, asked: number | undefined) {
  if (refund.refundType === 'EXCHANGE') return 0;
  if (asked === undefined) return suggestedAmount(db, refund, order);
  const rest = await refundableRest(db, refund, order);
  if (asked > rest)
    throw badRequest(
      `환불 금액이 남은 결제 금액(${formatWon(rest)})보다 많습니다. ${formatWon(rest)} 이하로 입력해 주세요.`,
    );
  return asked;
}

/** The buyer's account a deposited virtual account is refunded to, when the request names a usable one. */
export function refundAccountOf(refund: Refund) {
  const bankCode = refundBankCode(refund.refundAccountBankName);
  const number = refund.refundAccountNumber.replace(/\D/g, '');
  return bankCode && number && refund.refundAccountOwner
    ? { bankCode, number, holder: refund.refundAccountOwner }
    : undefined;
}
