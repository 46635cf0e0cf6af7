import { describe, expect, it } from 'vitest';
import { readOrderListQuery } from '../../orders/lib/order-date-range';
import { readContentListQuery } from './content-range';

// 2025-03-01 00:30 in Seoul is still 2025-02-28 in UTC.
const earlyMorningInSeoul = new Date('2025-02-28T15:30:00Z');
const read = (search: string) => readContentListQuery(new URLSearchParams(search), earlyMorningInSeoul);

describe('readContentListQuery', () => {
  it('opens on the last 14 days up to today in Korea', () => {
    expect(read('')).toEqual({ page: 1, startDate: '2025-02-15', endDate: '2025-03-01' });
  });

  it('keeps a usable range and page of the address', () => {
    expect(read('page=2&startDate=2025-01-01&endDate=2025-01-31')).toEqual({
      page: 2,
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    });
  });

  it('drops a reversed range or one past today for the default', () => {
    expect(read('startDate=2025-02-20&endDate=2025-02-10').startDate).toBe('2025-02-15');
    expect(read('startDate=2025-02-20&endDate=2025-03-02').endDate).toBe('2025-03-01');
  });

  it('leaves the order list on its 30 days', () => {
    expect(readOrderListQuery(new URLSearchParams(''), earlyMorningInSeoul).startDate).toBe('2025-01-30');
  });
});
