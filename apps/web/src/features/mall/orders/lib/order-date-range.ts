import { orderLimits, orderMessages } from '@edu/shared';

/** Korea keeps UTC+9 all year (no summer time), so its calendar day is a fixed shift of UTC. */
const koreaOffsetMs = 9 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Korea as yyyy-mm-dd, whatever the device's time zone. */
export function koreanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + koreaOffsetMs).toISOString().slice(0, 10);
}

/** A real calendar day written yyyy-mm-dd (2025-02-30 is not one). */
export function isDay(text: string | null | undefined): text is string {
  if (!text || !dayPattern.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The day `days` after (or before, when negative) a yyyy-mm-dd day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

export type DateRange = { startDate: string; endDate: string };
export type OrderListQuery = DateRange & { page: number };

/**
 * Spec §9: the order and payment lists open on the last 30 days, up to today in Korea; other lists of my
 * page (the content box, downloads) pass their own `days`.
 */
export function defaultOrderRange(
  now: Date = new Date(),
  days: number = orderLimits.listDefaultDays,
): DateRange {
  const endDate = koreanToday(now);
  return { startDate: shiftDay(endDate, -days), endDate };
}

/** Why a chosen range cannot be searched, or null: no day after today (Korea), no start after the end. */
export function dateRangeProblem({ startDate, endDate }: DateRange, today: string): string | null {
  if (startDate > today || endDate > today) return orderMessages.dateAfterToday;
  if (startDate > endDate) return orderMessages.dateRangeReversed;
  return null;
}

/**
 * The list's page and range as they sit in the address (?page=&startDate=&endDate=). A range that is
 * missing, malformed, reversed or past today gives way to the default one (the last `defaultDays`).
 */
export function readOrderListQuery(
  search: URLSearchParams,
  now: Date = new Date(),
  defaultDays: number = orderLimits.listDefaultDays,
): OrderListQuery {
  const pageText = search.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const startDate = search.get('startDate');
  const endDate = search.get('endDate');
  const usable =
    isDay(startDate) && isDay(endDate) && dateRangeProblem({ startDate, endDate }, koreanToday(now)) === null;
  return { page, ...(usable ? { startDate, endDate } : defaultOrderRange(now, defaultDays)) };
}

/** The address query of a list state; page 1 is left out, as the pager does. */
export function orderListSearch({ page, startDate, endDate }: OrderListQuery): URLSearchParams {
  const search = new URLSearchParams({ startDate, endDate });
  if (page > 1) search.set('page', String(page));
  return search;
}
