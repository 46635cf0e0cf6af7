import { orderMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  dateRangeProblem,
  defaultOrderRange,
  isDay,
  koreanToday,
  orderListSearch,
  readOrderListQuery,
  shiftDay,
} from './order-date-range';

// 2025-03-01 00:30 in Seoul is still 2025-02-28 in UTC.
const earlyMorningInSeoul = new Date('2025-02-28T15:30:00Z');

describe('koreanToday', () => {
  it('is the calendar day in Korea, not on the device', () => {
    expect(koreanToday(earlyMorningInSeoul)).toBe('2025-03-01');
    expect(koreanToday(new Date('2025-02-28T14:59:59Z'))).toBe('2025-02-28');
  });
});

describe('isDay and shiftDay', () => {
  it('accepts only real days written yyyy-mm-dd', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-2-1')).toBe(false);
    expect(isDay(null)).toBe(false);
  });

  it('moves across months and years', () => {
    expect(shiftDay('2025-03-01', -1)).toBe('2025-02-28');
    expect(shiftDay('2025-01-15', -30)).toBe('2024-12-16');
  });
});

describe('defaultOrderRange', () => {
  it('covers the last 30 days up to today in Korea', () => {
    expect(defaultOrderRange(earlyMorningInSeoul)).toEqual({
      startDate: '2025-01-30',
      endDate: '2025-03-01',
    });
  });
});

describe('dateRangeProblem', () => {
  const today = '2025-03-01';

  it('accepts a range up to today', () => {
    expect(dateRangeProblem({ startDate: '2025-02-01', endDate: '2025-03-01' }, today)).toBeNull();
    expect(dateRangeProblem({ startDate: '2025-03-01', endDate: '2025-03-01' }, today)).toBeNull();
  });

  it('refuses a start after the end', () => {
    expect(dateRangeProblem({ startDate: '2025-02-10', endDate: '2025-02-01' }, today)).toBe(
      orderMessages.dateRangeReversed,
    );
  });

  it('refuses a day after today', () => {
    expect(dateRangeProblem({ startDate: '2025-02-01', endDate: '2025-03-02' }, today)).toBe(
      orderMessages.dateAfterToday,
    );
  });
});

describe('readOrderListQuery and orderListSearch', () => {
  const read = (search: string) => readOrderListQuery(new URLSearchParams(search), earlyMorningInSeoul);

  it('reads the page and range of the address', () => {
    expect(read('page=3&startDate=2025-01-01&endDate=2025-02-01')).toEqual({
      page: 3,
      startDate: '2025-01-01',
      endDate: '2025-02-01',
    });
  });

  it('falls back to page 1 and the last 30 days', () => {
    expect(read('')).toEqual({ page: 1, startDate: '2025-01-30', endDate: '2025-03-01' });
    expect(read('page=0&startDate=2025-02-10&endDate=2025-02-01')).toEqual({
      page: 1,
      startDate: '2025-01-30',
      endDate: '2025-03-01',
    });
    expect(read('page=x&startDate=2025-02-01&endDate=2025-03-05').startDate).toBe('2025-01-30');
  });

  it('writes the state back, leaving out page 1', () => {
    expect(orderListSearch({ page: 1, startDate: '2025-01-01', endDate: '2025-02-01' }).toString()).toBe(
      'startDate=2025-01-01&endDate=2025-02-01',
    );
    expect(orderListSearch({ page: 2, startDate: '2025-01-01', endDate: '2025-02-01' }).toString()).toBe(
      'startDate=2025-01-01&endDate=2025-02-01&page=2',
    );
  });
});
