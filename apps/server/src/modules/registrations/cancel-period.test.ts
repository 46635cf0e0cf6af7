import { describe, expect, it } from 'vitest';
import { isWithinCancelPeriod, koreanDate, lastCancelDate } from './cancel-period';

describe('cancel period', () => {
  it('reads dates in Korea', () => {
    expect(koreanDate(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(koreanDate(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });

  it('ends cancel_day days before the first day (0 = the first day itself)', () => {
    // 10:00 on 10 March in Korea.
    const startsAt = new Date('2026-03-10T01:00:00Z');
    expect(lastCancelDate(startsAt, 0)).toBe('2026-03-10');
    expect(lastCancelDate(startsAt, 3)).toBe('2026-03-07');
    expect(lastCancelDate(new Date('2026-03-01T16:00:00Z'), 1)).toBe('2026-03-01');
    expect(lastCancelDate(null, 3)).toBeNull();
  });

  it('includes the whole last day', () => {
    const startsAt = new Date('2026-03-10T01:00:00Z');
    expect(isWithinCancelPeriod(new Date('2026-03-07T14:59:00Z'), startsAt, 3)).toBe(true);
    expect(isWithinCancelPeriod(new Date('2026-03-07T15:00:00Z'), startsAt, 3)).toBe(false);
    expect(isWithinCancelPeriod(new Date('2026-03-10T14:00:00Z'), startsAt, 0)).toBe(true);
    expect(isWithinCancelPeriod(new Date('2030-01-01T00:00:00Z'), null, 0)).toBe(true);
  });
});
