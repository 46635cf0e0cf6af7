/**
 * Every date on the site is shown in Korean time, whatever the visitor's device says. Korea has kept
 * UTC+9 all year since 1988, so its wall clock is the UTC clock nine hours on: read by hand, not with
 * Intl.DateTimeFormat, whose first use on a page loads the ko-KR locale data (22–44 ms on a 2-core
 * machine's Chromium, measured; four times that at Lighthouse's mobile slowdown).
 */
const koreaOffsetMs = 9 * 60 * 60 * 1000;

const two = (value: number) => String(value).padStart(2, '0');

/** The Korean wall clock of an ISO time: "2025", "03", "01", "09", "30"; null when it cannot be read. */
function koreanClockOf(iso: string) {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return null;
  const korean = new Date(time + koreaOffsetMs);
  return {
    year: String(korean.getUTCFullYear()),
    month: two(korean.getUTCMonth() + 1),
    day: two(korean.getUTCDate()),
    hour: two(korean.getUTCHours()),
    minute: two(korean.getUTCMinutes()),
  };
}

/** "2025.03.01 09:30" in Asia/Seoul; an unreadable value is returned as it came. */
export function formatDateTime(iso: string): string {
  const p = koreanClockOf(iso);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : iso;
}

/** "2025.03.01" in Asia/Seoul. */
export function formatDate(iso: string): string {
  const p = koreanClockOf(iso);
  return p ? `${p.year}.${p.month}.${p.day}` : iso;
}

/** "09:30" in Asia/Seoul. */
export function formatClock(iso: string): string {
  const p = koreanClockOf(iso);
  return p ? `${p.hour}:${p.minute}` : iso;
}

/** A registration period "2025.03.01 09:30 ~ 2025.03.20 18:00". */
export function formatPeriod(startIso: string, endIso: string): string {
  return `${formatDateTime(startIso)} ~ ${formatDateTime(endIso)}`;
}
