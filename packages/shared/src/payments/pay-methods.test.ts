import { describe, expect, it } from 'vitest';
import { payMethodCounts } from './pay-method-counts';
import { paidWithLabel } from './pay-methods';

describe('how a purchase was paid, in lists and exports', () => {
  it('names each method in Korean, an old VCard order as a card, and a purchase of nothing as 무료', () => {
    expect(paidWithLabel('Card', 10_000)).toBe('신용카드');
    expect(paidWithLabel('VCard', 10_000)).toBe('신용카드');
    expect(paidWithLabel('KakaoPay', 10_000)).toBe('카카오페이');
    expect(paidWithLabel('NaverPay', 10_000)).toBe('네이버페이');
    expect(paidWithLabel('DirectBank', 10_000)).toBe('실시간 계좌이체');
    expect(paidWithLabel('VBank', 10_000)).toBe('가상계좌');
    expect(paidWithLabel('free', 0)).toBe('무료');
    expect(paidWithLabel(null, 0)).toBe('무료');
    // Not paid yet: nothing to write.
    expect(paidWithLabel(null, 10_000)).toBe('');
  });

  it('counts every way in the order it is offered, free last, none left out', () => {
    expect(
      payMethodCounts([
        { method: 'VBank', amount: 5000, count: 2 },
        { method: 'Card', amount: 5000, count: 3 },
        { method: 'VCard', amount: 5000, count: 1 },
        { method: null, amount: 0, count: 4 },
      ]),
    ).toEqual([
      { method: 'Card', label: '신용카드', count: 4 },
      { method: 'KakaoPay', label: '카카오페이', count: 0 },
      { method: 'NaverPay', label: '네이버페이', count: 0 },
      { method: 'DirectBank', label: '실시간 계좌이체', count: 0 },
      { method: 'VBank', label: '가상계좌', count: 2 },
      { method: 'free', label: '무료', count: 4 },
    ]);
  });
});
