import { describe, expect, it } from 'vitest';
import { boundQuantity, quantityLimit } from './quantity-limit';

describe('how far a count may go', () => {
  it('stops at the stock the page knows and says so', () => {
    expect(quantityLimit(12)).toEqual({ max: 12, reason: '재고가 12개 남아 있습니다.' });
    expect(boundQuantity(30, quantityLimit(12))).toBe(12);
    expect(boundQuantity(0, quantityLimit(12))).toBe(1);
    expect(boundQuantity(7, quantityLimit(12))).toBe(7);
  });

  it('stops at what one line holds when the stock is not counted or larger', () => {
    const most = { max: 999, reason: '수량은 999개까지 담을 수 있습니다.' };
    expect(quantityLimit(null)).toEqual(most);
    expect(quantityLimit(1500)).toEqual(most);
    expect(quantityLimit(1200).reason).toBe('수량은 999개까지 담을 수 있습니다.');
  });

  it('keeps 1 for a line that ran out (the server then answers how many are left)', () => {
    expect(quantityLimit(0)).toEqual({ max: 1, reason: '재고가 0개 남아 있습니다.' });
    expect(quantityLimit(-2)).toEqual({ max: 1, reason: '재고가 0개 남아 있습니다.' });
  });
});
