import { describe, expect, it } from 'vitest';
import {
  bestDay,
  categoryTotals,
  type DaySales,
  hasNoSales,
  hasTakings,
  salesTotals,
  todaysSales,
} from './sales-figures';

const day = (date: string, paid: number, refunded: number): DaySales => ({
  date,
  paid,
  refunded,
  net: paid - refunded,
});
const quietDays = [day('2026-11-21', 0, 0), day('2026-11-22', 0, 0), day('2026-11-23', 0, 0)];
const days = [day('2026-11-21', 30_000, 0), day('2026-11-22', 0, 12_000), day('2026-11-23', 50_000, 5_000)];

describe('salesTotals', () => {
  it('adds up what was paid, refunded and kept over the days', () => {
    expect(salesTotals(days)).toEqual({ paid: 80_000, refunded: 17_000, net: 63_000 });
  });

  it('is zero for no days', () => {
    expect(salesTotals([])).toEqual({ paid: 0, refunded: 0, net: 0 });
  });
});

describe('todaysSales', () => {
  it('is the newest day, the last of the list', () => {
    expect(todaysSales(days)).toEqual({ paid: 50_000, refunded: 5_000, net: 45_000 });
  });

  it('is zero when the list is empty', () => {
    expect(todaysSales([])).toEqual({ paid: 0, refunded: 0, net: 0 });
  });
});

describe('bestDay', () => {
  it('is the day that kept the most', () => {
    expect(bestDay(days)?.date).toBe('2026-11-23');
  });

  it('is null when no day kept anything', () => {
    expect(bestDay(quietDays)).toBeNull();
    expect(bestDay([day('2026-11-22', 0, 12_000)])).toBeNull();
  });
});

describe('hasTakings', () => {
  it('counts a day with only a refund as money moving', () => {
    expect(hasTakings([...quietDays, day('2026-11-24', 0, 3_000)])).toBe(true);
  });

  it('is false when every day is zero', () => {
    expect(hasTakings(quietDays)).toBe(false);
  });
});

describe('categoryTotals', () => {
  it('sums the categories for the 합계 row', () => {
    expect(
      categoryTotals([
        { sold: 40_000, refunded: 10_000, net: 30_000 },
        { sold: 5_000, refunded: 8_000, net: -3_000 },
      ]),
    ).toEqual({ sold: 45_000, refunded: 18_000, net: 27_000 });
  });
});

describe('hasNoSales', () => {
  it('is true when no day and no category moved any money', () => {
    expect(hasNoSales({ daily: quietDays, byCategory: [] })).toBe(true);
    expect(hasNoSales({ daily: quietDays, byCategory: [{ sold: 0, refunded: 0, net: 0 }] })).toBe(true);
  });

  it('is false when a day took money', () => {
    expect(hasNoSales({ daily: days, byCategory: [] })).toBe(false);
  });

  it('is false when only a category sold something', () => {
    expect(hasNoSales({ daily: quietDays, byCategory: [{ sold: 9_000, refunded: 0, net: 9_000 }] })).toBe(
      false,
    );
  });
});
