import { orderMessages } from '@edu/shared';
import { badRequest } from './http/app-error';
import { kstDateTime, kstDay, kstInstantOf } from './korean-time';

/** yyyy.mm.dd hh:mm:ss in Korean time, as the mall's screens show dates (mall.md §4). */
export const dottedDateTime = (date: Date) => kstDateTime(date).replaceAll('-', '.');

const dayMs = 86_400_000;

/** The Korean days asked (the last `days` up to today by default) as a half-open range of instants. */
export function kstDayRange(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  days: number,
  now = new Date(),
) {
  const startOf = (day: string) => {
    const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
    return kstInstantOf(year, month, date);
  };
  const endDay = query.endDate ?? kstDay(now);
  const startDay = query.startDate ?? kstDay(new Date(startOf(endDay).getTime() - days * dayMs));
  if (startDay > endDay) throw badRequest(orderMessages.dateRangeReversed);
  return { from: startOf(startDay), to: new Date(startOf(endDay).getTime() + dayMs) };
}
