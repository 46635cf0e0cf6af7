import { isAutoConfirmDays, purchaseConfirmationMessages } from '@edu/shared';

/** The typed days as a number, or the refusal the server would give (checked before it is sent). */
export function autoConfirmDaysOf(typed: string): { days: number } | { problem: string } {
  const trimmed = typed.trim();
  const days = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return isAutoConfirmDays(days) ? { days } : { problem: purchaseConfirmationMessages.daysInvalid };
}
