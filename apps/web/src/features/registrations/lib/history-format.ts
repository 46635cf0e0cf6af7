import { groupDigits } from '@edu/shared';
import { formatDate } from '@/lib/format-date';

/** 30000 → "30,000원". */
export function formatWon(amount: number): string {
  return `${groupDigits(amount)}원`;
}

/** The deposit deadline of a virtual account: its date at 23:59:00 (spec §9). */
export function formatDepositDeadline(iso: string): string {
  return `${formatDate(iso)} 23:59:00`;
}

/** A page number from the address (?page=3); 1 when missing or not a positive integer. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}
