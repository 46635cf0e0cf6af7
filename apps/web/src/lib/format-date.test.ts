import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatPeriod } from './format-date';

/** What Intl says the Korean wall clock is, the reference the hand-written reading must agree with. */
const intl = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function intlDateTime(date: Date) {
  const p = Object.fromEntries(intl.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}`;
}

describe('Korean dates', () => {
  it('agrees with Intl’s Asia/Seoul clock from 1990 to 2100, across midnights, month and year ends', () => {
    const start = Date.UTC(1990, 0, 1);
    const end = Date.UTC(2100, 0, 1);
    // Every 700 hours and a minute: the hour of the day moves on by 4 each step, so every hour and
    // both sides of midnight come round, over 1,376 dates.
    for (let time = start; time < end; time += (7 * 60 + 13) * 60 * 1000 * 97) {
      const date = new Date(time);
      expect(formatDateTime(date.toISOString()), date.toISOString()).toBe(intlDateTime(date));
    }
    for (const iso of [
      '2025-12-31T14:59:59Z',
      '2025-12-31T15:00:00Z',
      '2024-02-28T15:30:00Z',
      '2026-03-01T00:00:00+09:00',
    ])
      expect(formatDateTime(iso), iso).toBe(intlDateTime(new Date(iso)));
  });

  it('writes the date, the clock and a period', () => {
    expect(formatDateTime('2025-03-01T00:30:00Z')).toBe('2025.03.01 09:30');
    expect(formatDate('2025-12-31T15:00:00Z')).toBe('2026.01.01');
    expect(formatClock('2025-03-01T01:05:00Z')).toBe('10:05');
    expect(formatPeriod('2025-03-01T00:30:00Z', '2025-03-20T09:00:00Z')).toBe(
      '2025.03.01 09:30 ~ 2025.03.20 18:00',
    );
  });

  it('gives back what it cannot read', () => {
    expect(formatDateTime('언젠가')).toBe('언젠가');
    expect(formatDate('')).toBe('');
  });
});
