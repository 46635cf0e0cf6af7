import { groupDigits } from '@edu/shared';

/**
 * A typed whole number as people write it: digits grouped with commas or spaces, a trailing unit
 * allowed ("3,000", "3000원", "12개", "30일"). Null for anything else: empty, signs, fractions, words.
 */
export function wholeNumberOf(text: string): number | null {
  const bare = text.replace(/[\s,]/g, '').replace(/(원|개|일)$/, '');
  return /^\d{1,10}$/.test(bare) ? Number(bare) : null;
}

/** A whole number from 0 to `max` typed in a box, or null when it is not one. */
export function boundedNumberOf(text: string, max: number): number | null {
  const value = wholeNumberOf(text);
  return value !== null && value <= max ? value : null;
}

/** 3000 → "3,000": an amount put back in its box to be edited (wholeNumberOf reads it again). */
export const groupedText = (value: number): string => groupDigits(value);

/**
 * The discount the item page shows: round((정가 − 판매가) / 정가 × 100), as the server stores it; 0 when
 * there is no regular price; null while the prices cannot be read or the selling price is above it.
 */
export function discountRateOf(regularText: string, sellingText: string): number | null {
  const regular = wholeNumberOf(regularText);
  const selling = wholeNumberOf(sellingText);
  if (regular === null || selling === null || selling > regular) return null;
  if (regular === 0) return 0;
  return Math.round(((regular - selling) / regular) * 100);
}

/** A file's size as the form shows it: "812 B", "24.5 KB", "3.2 MB". */
export function fileSizeText(bytes: number | null): string {
  if (bytes === null) return '-';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
