/** Every date on the site is shown in Korean time, whatever the visitor's device says. */
const dateTimeFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function parts(format: Intl.DateTimeFormat, iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/** "2025.03.01 09:30" in Asia/Seoul; an unreadable value is returned as it came. */
export function formatDateTime(iso: string): string {
  const p = parts(dateTimeFormat, iso);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : iso;
}

/** "2025.03.01" in Asia/Seoul. */
export function formatDate(iso: string): string {
  const p = parts(dateFormat, iso);
  return p ? `${p.year}.${p.month}.${p.day}` : iso;
}

/** A registration period "2025.03.01 09:30 ~ 2025.03.20 18:00". */
export function formatPeriod(startIso: string, endIso: string): string {
  return `${formatDateTime(startIso)} ~ ${formatDateTime(endIso)}`;
}
