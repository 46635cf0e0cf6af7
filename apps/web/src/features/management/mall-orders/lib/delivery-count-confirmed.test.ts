import { describe, expect, it } from 'vitest';
import { deliveryCountText } from './mall-order-filter';

describe('the 배송 column of an order with confirmed lines', () => {
  it('adds 구매확정 and how many lines', () => {
    expect(deliveryCountText({ toShip: 0, shipped: 2, confirmed: 1 })).toBe('발송 2 · 구매확정 1');
    expect(deliveryCountText({ toShip: 1, shipped: 1, confirmed: 0 })).toBe('준비 1 · 발송 1');
  });
});
