import { describe, expect, it } from 'vitest';
import {
  defaultItemFilter,
  itemKindText,
  itemListQuery,
  statusChangedMessage,
  statusToggleOf,
  stockCellOf,
} from './item-list';

describe('itemListQuery', () => {
  it('sends only the page when nothing narrows the list', () => {
    expect(itemListQuery(defaultItemFilter).toString()).toBe('page=1');
  });

  it('sends every filter chosen, the search text trimmed', () => {
    expect(
      itemListQuery({
        searchText: ' 교재 ',
        categoryId: 3,
        itemType: 'PRODUCT',
        itemStatus: 'STOP',
        stock: 'low',
        page: 2,
      }).toString(),
    ).toBe('page=2&searchText=%EA%B5%90%EC%9E%AC&categoryId=3&itemType=PRODUCT&itemStatus=STOP&stock=low');
  });
});

describe('stockCellOf', () => {
  const row = { itemType: 'PRODUCT' as const, stock: 25, lowestStock: 25, held: 0 };

  it('says the units left, or 무제한 for an uncounted product and a dash for a content', () => {
    expect(stockCellOf(row, 10)).toEqual({ text: '25개', heldText: null, badge: null });
    expect(stockCellOf({ ...row, stock: 1200 }, 10).text).toBe('1,200개');
    expect(stockCellOf({ ...row, stock: null, lowestStock: null }, 10).text).toBe('무제한');
    expect(stockCellOf({ ...row, itemType: 'CONTENT', stock: null, lowestStock: null }, 10).text).toBe('-');
  });

  it('says what unpaid orders hold', () => {
    expect(stockCellOf({ ...row, held: 3 }, 10).heldText).toBe('주문 대기 3');
  });

  it('marks sold out when one combination has none left, and low stock at 10 or fewer', () => {
    expect(stockCellOf({ ...row, stock: 12, lowestStock: 0 }, 10).badge).toBe('out');
    expect(stockCellOf({ ...row, lowestStock: 10 }, 10).badge).toBe('low');
    expect(stockCellOf({ ...row, lowestStock: 11 }, 10).badge).toBeNull();
  });
});

describe('the row texts', () => {
  it('names the kind of item', () => {
    expect(itemKindText({ itemType: 'PRODUCT', contentType: null })).toBe('실물');
    expect(itemKindText({ itemType: 'CONTENT', contentType: 'VIDEO' })).toBe('콘텐츠 · 영상');
    expect(itemKindText({ itemType: 'CONTENT', contentType: null })).toBe('콘텐츠');
  });

  it('offers to stop an item on sale and to resume a stopped one', () => {
    expect(statusToggleOf('SALE')).toEqual({ label: '판매 중지', next: 'STOP' });
    expect(statusToggleOf('STOP')).toEqual({ label: '판매 재개', next: 'SALE' });
    expect(statusChangedMessage('교재', 'STOP')).toBe('판매를 중지했습니다 (교재).');
    expect(statusChangedMessage('교재', 'SALE')).toBe('판매를 재개했습니다 (교재).');
  });
});
