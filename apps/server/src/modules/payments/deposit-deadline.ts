import { kstTimeOnDay } from '../../platform/korean-time';

const dayMs = 86_400_000;

/**
 * When a virtual account stops taking deposits: 23:59:00 Korean time of the first day that leaves the
 * payer at least `days` × 24 hours (an account issued at 21:24 runs to 23:59 the next day, not the same
 * night), but never after `notAfter` (a conference's registration period, whose seats it holds).
 */
export function depositDeadline(now: Date, options: { days?: number; notAfter?: Date } = {}): Date {
  const earliest = new Date(now.getTime() + (options.days ?? 1) * dayMs);
  let deadline = kstTimeOnDay(earliest, 23, 59, 0);
  if (deadline.getTime() < earliest.getTime()) deadline = new Date(deadline.getTime() + dayMs);
  return options.notAfter && options.notAfter.getTime() < deadline.getTime() ? options.notAfter : deadline;
}
