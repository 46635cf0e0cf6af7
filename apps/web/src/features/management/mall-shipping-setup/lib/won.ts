import { groupDigits } from '@edu/shared';

/**
 * A typed amount in whole won, as people write it: digits grouped with commas or spaces, a trailing 원
 * allowed ("3,000", "3000원", "3 000"). Null for anything else: empty, signs, fractions, words.
 */
export function wonOf(text: string): number | null {
  const bare = text.replace(/[\s,]/g, '').replace(/원$/, '');
  return /^\d{1,10}$/.test(bare) ? Number(bare) : null;
}

/** 3000 → "3,000": an amount put back in its box to be edited (wonOf reads it again). */
export const wonInputText = (amount: number): string => groupDigits(amount);
