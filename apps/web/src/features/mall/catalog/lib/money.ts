import { formatWon } from '../../../../lib/format-won';

/** An option's extra price as the select shows it: "+1,000원", "-500원", or '' when there is none. */
export function extraPriceLabel(price: number): string {
  if (price === 0) return '';
  return price > 0 ? `+${formatWon(price)}` : `-${formatWon(-price)}`;
}

type Priced = { regularPrice: number; sellingPrice: number; discountRate: number; isFree?: boolean };

export type PriceView =
  | { free: true }
  | { free: false; selling: number; regular: number | null; discountRate: number | null };

/**
 * What a price block shows: "무료", or the selling price with the regular price struck through and the
 * discount rate when the item is discounted. Cards without `isFree` (related items) count 0 won as free.
 */
export function priceView(item: Priced): PriceView {
  if (item.isFree ?? item.sellingPrice === 0) return { free: true };
  const discounted = item.regularPrice > item.sellingPrice;
  return {
    free: false,
    selling: item.sellingPrice,
    regular: discounted ? item.regularPrice : null,
    discountRate: discounted && item.discountRate > 0 ? item.discountRate : null,
  };
}
