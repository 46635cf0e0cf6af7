import { formatDate, formatDateTime } from '@/lib/format-date';

/**
 * The registration period as the conference page shows it. With `deadlineAtMidnight` the deadline is its
 * date plus "자정" (a deadline at 00:00 is the midnight ending the day before).
 */
export function formatRegistrationPeriod(
  rsdatetime: string,
  redatetime: string,
  deadlineAtMidnight: boolean,
): string {
  if (!deadlineAtMidnight) return `${formatDateTime(rsdatetime)} ~ ${formatDateTime(redatetime)}`;
  const end = new Date(redatetime);
  const endDay = Number.isNaN(end.getTime()) ? redatetime : new Date(end.getTime() - 1).toISOString();
  return `${formatDateTime(rsdatetime)} ~ ${formatDate(endDay)} 자정`;
}
