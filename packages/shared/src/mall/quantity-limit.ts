import { groupDigits } from '../site/format-won';
import { mallLimits } from './catalog.constants';
import { orderLimits } from './order.constants';

/** How many units one line may hold, and the sentence that says why it stops there. */
export type QuantityLimit = { max: number; reason: string };

/** "수량은 999개까지 담을 수 있습니다.": the most one line holds, whatever the stock. */
export const lineQuantityMaxMessage = `수량은 ${orderLimits.lineQuantityMax}개까지 담을 수 있습니다.`;

/** "재고가 12개 남아 있습니다.": why a count stops at the stock. */
export function stockLeftMessage(stock: number): string {
  return `재고가 ${groupDigits(Math.max(stock, 0))}개 남아 있습니다.`;
}

/**
 * The most units a line may be given on the item page and in the cart's popup: the stock the page
 * knows (null = not counted), never more than a line holds, never less than 1 (a line that ran out
 * keeps 1 and the server answers 031). The server checks the stock again when the line is saved.
 */
export function quantityLimit(stock: number | null | undefined): QuantityLimit {
  if (stock === null || stock === undefined || stock >= orderLimits.lineQuantityMax)
    return { max: orderLimits.lineQuantityMax, reason: lineQuantityMaxMessage };
  return { max: Math.max(stock, mallLimits.minQuantity), reason: stockLeftMessage(stock) };
}

/** A count as the limit allows it: at least 1, at most `limit.max`. */
export function boundQuantity(quantity: number, limit: QuantityLimit): number {
  return Math.min(Math.max(Math.trunc(quantity), mallLimits.minQuantity), limit.max);
}
