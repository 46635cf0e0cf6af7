/** Korea has no daylight saving: Korean time is UTC+9 all year. */
const kstOffsetMs = 9 * 60 * 60 * 1000;

/**
 * The instant shifted by nine hours: its UTC fields (getUTCFullYear, getUTCHours, ...) read as the
 * Korean calendar date and clock, whatever the server's time zone.
 */
export const kstFields = (date: Date) => new Date(date.getTime() + kstOffsetMs);

/** 2026-11-23 (Korean date). */
export const kstDay = (date: Date) => kstFields(date).toISOString().slice(0, 10);

/** 20261123 (Korean date), as order ids and the payment provider write it. */
export const kstDayCompact = (date: Date) => kstDay(date).replaceAll('-', '');

/** 20261123235900 (Korean date and time), the payment provider's timestamps. */
export const kstTimestamp = (date: Date) => kstFields(date).toISOString().replace(/\D/g, '').slice(0, 14);

/** 2026-11-23 23:59:00 (Korean time), the way the pages and messages show a moment. */
export const kstDateTime = (date: Date) => kstFields(date).toISOString().slice(0, 19).replace('T', ' ');

/** The instant of a Korean date and time given by its parts (month 1–12; days may overflow, as in Date.UTC). */
export const kstInstantOf = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour, minute, second) - kstOffsetMs);

/** The instant of a clock time on the Korean date of `date`, e.g. 23:59:00 of today in Korea. */
export function kstTimeOnDay(date: Date, hour: number, minute = 0, second = 0): Date {
  const kst = kstFields(date);
  return kstInstantOf(kst.getUTCFullYear(), kst.getUTCMonth() + 1, kst.getUTCDate(), hour, minute, second);
}
