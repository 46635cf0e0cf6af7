import { orderMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  defaultMallOrderFilter,
  deliveryCountText,
  filterFromDraft,
  type MallOrderFilter,
  mallOrderExportQuery,
  mallOrderQuery,
} from './mall-order-filter';

// 2025-03-01 00:30 in Seoul is still 2025-02-28 in UTC.
const earlyMorningInSeoul = new Date('2025-02-28T15:30:00Z');

const filter = (change: Partial<MallOrderFilter> = {}): MallOrderFilter => ({
  ...defaultMallOrderFilter(earlyMorningInSeoul),
  ...change,
});

describe('defaultMallOrderFilter', () => {
  it('opens on every order of the last 30 Korean days, page 1', () => {
    expect(defaultMallOrderFilter(earlyMorningInSeoul)).toEqual({
      startDate: '2025-01-30',
      endDate: '2025-03-01',
      status: '',
      toShip: false,
      searchType: 'buyer',
      searchText: '',
      page: 1,
    });
  });
});

describe('mallOrderExportQuery', () => {
  it('exports what the list shows, every page of it', () => {
    const query = mallOrderExportQuery(
      filter({ status: 'ORDER_DONE', toShip: true, searchText: '김', page: 4 }),
    );
    expect(Object.fromEntries(query)).toEqual({
      startDate: '2025-01-30',
      endDate: '2025-03-01',
      status: 'ORDER_DONE',
      toShip: 'Y',
      searchType: 'buyer',
      searchText: '김',
    });
  });
});

describe('mallOrderQuery', () => {
  it('always sends the page and the range, nothing else for the default filter', () => {
    expect(mallOrderQuery(filter()).toString()).toBe('page=1&startDate=2025-01-30&endDate=2025-03-01');
  });

  it('sends the status, toShip=Y and the search when they narrow the list', () => {
    const query = mallOrderQuery(
      filter({ status: 'ORDER_DONE', toShip: true, searchType: 'phone', searchText: ' 0101234 ', page: 3 }),
    );
    expect(Object.fromEntries(query)).toEqual({
      page: '3',
      startDate: '2025-01-30',
      endDate: '2025-03-01',
      status: 'ORDER_DONE',
      toShip: 'Y',
      searchType: 'phone',
      searchText: '0101234',
    });
  });

  it('leaves the search type out when there is no text to search', () => {
    const query = mallOrderQuery(filter({ searchType: 'oid', searchText: '   ' }));
    expect(query.has('searchType')).toBe(false);
    expect(query.has('searchText')).toBe(false);
  });

  it('encodes Korean names so the server reads them back as typed', () => {
    const query = mallOrderQuery(filter({ searchText: '홍길동' }));
    expect(new URLSearchParams(query.toString()).get('searchText')).toBe('홍길동');
  });
});

describe('filterFromDraft', () => {
  const { page: _page, ...draft } = filter({ page: 4 });

  it('applies the form on page 1 with the search text trimmed', () => {
    expect(filterFromDraft({ ...draft, searchText: ' 홍길동 ', toShip: true }, earlyMorningInSeoul)).toEqual({
      ok: true,
      filter: { ...draft, searchText: '홍길동', toShip: true, page: 1 },
    });
  });

  it('fills a cleared date with that side of the last 30 days', () => {
    const outcome = filterFromDraft({ ...draft, startDate: '', endDate: '' }, earlyMorningInSeoul);
    expect(outcome).toMatchObject({ filter: { startDate: '2025-01-30', endDate: '2025-03-01' } });
  });

  it('refuses a day after today in Korea, pointing at that field', () => {
    expect(filterFromDraft({ ...draft, endDate: '2025-03-02' }, earlyMorningInSeoul)).toEqual({
      ok: false,
      problem: orderMessages.dateAfterToday,
      field: 'endDate',
    });
    expect(filterFromDraft({ ...draft, startDate: '2025-03-02' }, earlyMorningInSeoul)).toEqual({
      ok: false,
      problem: orderMessages.dateAfterToday,
      field: 'startDate',
    });
  });

  it('refuses a start after the end, pointing at the start', () => {
    expect(
      filterFromDraft({ ...draft, startDate: '2025-02-10', endDate: '2025-02-01' }, earlyMorningInSeoul),
    ).toEqual({ ok: false, problem: orderMessages.dateRangeReversed, field: 'startDate' });
  });
});

describe('deliveryCountText', () => {
  it('counts the lines to ship and the ones sent', () => {
    expect(deliveryCountText({ toShip: 2, shipped: 1 })).toBe('준비 2 · 발송 1');
    expect(deliveryCountText({ toShip: 0, shipped: 3 })).toBe('발송 3');
    expect(deliveryCountText({ toShip: 1, shipped: 0 })).toBe('준비 1');
  });

  it('is a dash for orders with nothing to ship (contents only, or unpaid)', () => {
    expect(deliveryCountText({ toShip: 0, shipped: 0 })).toBe('-');
  });
});
