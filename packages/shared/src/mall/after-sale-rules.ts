import { afterSaleMessages, type RefundReason, type RefundType } from './after-sale.constants';

/**
 * The rules after the sale that the member's pages and the server both apply (one rule, written once):
 * which request fits a line's delivery, which line may be reviewed, what a refund account number looks
 * like, and the refund a request is expected to give back.
 */

/** Delivery states of goods that have not left the warehouse: asking for them back is a cancellation. */
const unshippedDeliveryStatuses: readonly string[] = ['NOT_PAID', 'READY'];

/** Whether the goods of a line have left the warehouse (배송 중 or later). */
export const isShipped = (deliveryStatus: string | null): boolean =>
  deliveryStatus !== null && !unshippedDeliveryStatuses.includes(deliveryStatus);

/** What a member may ask for a line of goods: 취소 while it is prepared, 교환 or 반품 once shipped. */
export const refundTypesOfLine = (deliveryStatus: string | null): readonly RefundType[] =>
  isShipped(deliveryStatus) ? ['EXCHANGE', 'PAYBACK'] : ['CANCEL'];

/** Why a request of this type does not fit a line of goods as it is now, or null when it does. */
export function refundTypeProblem(type: RefundType, deliveryStatus: string | null): string | null {
  if (refundTypesOfLine(deliveryStatus).includes(type)) return null;
  return type === 'CANCEL' ? afterSaleMessages.refundCancelShipped : afterSaleMessages.refundReturnUnshipped;
}

/**
 * What may be asked of a request that takes back no goods (an order of contents only, or whose goods are
 * all refunded): its contents are withdrawn (취소, 청약철회), never exchanged or returned — nothing is sent.
 */
export const contentsOnlyRefundTypes: readonly RefundType[] = ['CANCEL'];

/** Why a request of this type does not fit an order with no goods to ask back, or null when it does. */
export const contentsOnlyRefundTypeProblem = (type: RefundType): string | null =>
  contentsOnlyRefundTypes.includes(type) ? null : afterSaleMessages.refundContentsCancelOnly;

/** A refund account number: digits, with hyphens between them if the member types them. */
export const isRefundAccountNumber = (text: string): boolean => /^[0-9-]*$/.test(text.trim());

/** Delivery states in which goods have reached the buyer (returned in part or exchanged later on). */
const deliveredStatuses: readonly string[] = [
  'DELIVERED',
  'PART_RETURNED',
  'RAPT_EXCHANGED',
  'FULL_EXCHANGED',
];

/**
 * Whether a bought line may be reviewed: goods once delivered, a content once bought (its order paid;
 * the caller checks that).
 */
export const isReviewableLine = (line: { itemType: string; deliveryStatus: string | null }): boolean =>
  line.itemType !== 'PRODUCT' ||
  (line.deliveryStatus !== null && deliveredStatuses.includes(line.deliveryStatus));

/** A review's stars: a whole number from 1 to 5. */
export const isReviewRating = (rating: number): boolean =>
  Number.isInteger(rating) && rating >= 1 && rating <= 5;

/** Request states whose money has gone back (or is going back) to the buyer. */
export const refundMoneyStates = ['REFUND_PAY_TRY', 'REFUND_PAID', 'REFUND_DONE'] as const;

/** A line as the refund rule reads it: its price for all its units and how many are already refunded. */
export type RefundableLine = { totalPrice: number; quantity: number; refundedQuantity: number };

/**
 * The won of `units` more units of a line: the line's price shared out by units, rounded so that its
 * units together always come to the line's price whatever the order they are refunded in.
 */
export function refundOfUnits(line: RefundableLine, units: number): number {
  if (line.quantity <= 0) return 0;
  const upTo = (refunded: number) => Math.floor((line.totalPrice * refunded) / line.quantity);
  const from = Math.min(line.refundedQuantity, line.quantity);
  return upTo(Math.min(line.quantity, from + units)) - upTo(from);
}

/** Reasons whose return delivery the buyer pays (terms 제13조 ③): a change of mind, a mistake, another option. */
const buyerPaysReturn: readonly string[] = [
  'MIND_CHANGE',
  'MISTAKE',
  'OPTION_CHANGE',
] satisfies RefundReason[];

/** A delivery group whose goods go back: its warehouse's one-way delivery fee, and what the order paid for it. */
export type ReturnGroup = { oneWayFee: number; chargedFee: number };

/**
 * The return delivery fee a request takes off the refund (terms 제13조 ③). Nothing for a cancellation
 * (nothing was sent), an exchange, or the seller's fault (파손·불량, 오배송). Otherwise, per delivery
 * group whose goods go back: the way back; and when the whole order goes back, the way there too (the
 * fee the order paid is kept, or one way when the delivery was free for the purchase now undone).
 */
export function returnDeliveryFee(options: {
  refundType: RefundType;
  reasonType: string | null;
  refundAll: boolean;
  groups: readonly ReturnGroup[];
}): number {
  if (options.refundType !== 'PAYBACK' || !buyerPaysReturn.includes(options.reasonType ?? '')) return 0;
  return options.groups.reduce((sum, group) => {
    const wayThere = group.chargedFee > 0 ? group.chargedFee : group.oneWayFee;
    return sum + group.oneWayFee + (options.refundAll ? wayThere : 0);
  }, 0);
}

/**
 * What a return or cancellation is expected to give back (the amount the administration is offered):
 * for the whole order, what was paid less what earlier requests gave back; otherwise the chosen units
 * of goods, never more than that rest; less the return delivery fee the buyer pays (`returnDeliveryFee`).
 * Delivery fees come back only with the whole order. An exchange gives nothing back.
 */
export function expectedRefund(options: {
  refundType: RefundType;
  refundAll: boolean;
  paidAmount: number;
  refundedBefore: number;
  lines: readonly { line: RefundableLine; units: number }[];
  returnFee: number;
}): number {
  if (options.refundType === 'EXCHANGE') return 0;
  const rest = Math.max(0, options.paidAmount - options.refundedBefore);
  const goods = options.lines.reduce((sum, { line, units }) => sum + refundOfUnits(line, units), 0);
  return Math.max(0, (options.refundAll ? rest : Math.min(rest, goods)) - options.returnFee);
}
