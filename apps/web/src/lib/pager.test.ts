import { describe, expect, it } from 'vitest';
import { pagerNeighbours, pagerPages } from './pager';

describe('pager', () => {
  it('shows the pages from start to end of the page info', () => {
    expect(pagerPages({ start: 3, end: 7 })).toEqual([3, 4, 5, 6, 7]);
  });

  it('always shows page 1 for an empty list', () => {
    expect(pagerPages({ start: 1, end: 1 })).toEqual([1]);
    expect(pagerPages({ start: 1, end: 0 })).toEqual([1]);
  });

  it('leads "이전" and "다음" just outside the shown range', () => {
    expect(pagerNeighbours({ start: 3, end: 7, prev: true, next: true })).toEqual({
      previous: 2,
      following: 8,
    });
    expect(pagerNeighbours({ start: 1, end: 2, prev: false, next: false })).toEqual({
      previous: null,
      following: null,
    });
  });
});
