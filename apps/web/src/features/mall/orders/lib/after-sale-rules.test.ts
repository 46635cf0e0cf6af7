import { orderStatuses } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { canPayExtra, canRequestRefund, canReview } from './after-sale-rules';

describe('canReview', () => {
  it('offers reviews from ORDER_DONE on, never before payment', () => {
    for (const status of ['PAY_WAIT', 'VBANK_WAIT', 'PAY_FAIL']) expect(canReview(status)).toBe(false);
    for (const status of orderStatuses.slice(3)) expect(canReview(status)).toBe(true);
  });

  it('checks a product line by its own status too', () => {
    expect(canReview('ORDER_DONE', 'ORDER_DONE')).toBe(true);
    expect(canReview('EXTRA_CREATED', 'PAY_WAIT')).toBe(false);
  });
});

describe('canRequestRefund', () => {
  it('offers the request on paid orders only', () => {
    const offered = orderStatuses.filter(canRequestRefund);
    expect(offered).toEqual(['ORDER_DONE', 'REFUND_WAIT', 'PART_RETURNED', 'PART_EXCHANGED', 'EXTRA_DONE']);
  });
});

describe('canPayExtra', () => {
  it('offers the extra payment when it is created, and again after it failed', () => {
    expect(orderStatuses.filter(canPayExtra)).toEqual(['EXTRA_CREATED', 'EXTRA_FAIL']);
  });
});
