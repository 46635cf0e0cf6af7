/** Korea has no daylight saving: Korean time is UTC+9 all year. */
const kstOffsetMs = 9 * 60 * 60 * 1000;

/** 2026-11-23 (Korean date). */
export const kstDay = (date: Date) => new Date(date.getTime() + kstOffsetMs).toISOString().slice(0, 10);

/** 2026-11-23 23:59:00 (Korean time), the way the pages and messages show a moment. */
export const kstDateTime = (date: Date) =>
  new Date(date.getTime() + kstOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
