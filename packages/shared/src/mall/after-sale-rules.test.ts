import { describe, expect, it } from 'vitest';
import {
  expectedRefund,
  isRefundAccountNumber,
  isReviewableLine,
  isReviewRating,
  refundOfUnits,
  refundTypeProblem,
  returnDeliveryFee,
} from './after-sale-rules';

describe('after-sale rules', () => {
  it('asks for a cancellation before shipping and a return or exchange after it', () => {
    expect(refundTypeProblem('CANCEL', 'READY')).toBeNull();
    expect(refundTypeProblem('PAYBACK', 'READY')).toMatch(/취소로 신청/);
    expect(refundTypeProblem('EXCHANGE', 'DELIVERED')).toBeNull();
    expect(refundTypeProblem('CANCEL', 'START')).toMatch(/반품이나 교환/);
  });

  it('shares a line’s price out by units so that all of them make the whole, in any order', () => {
    const line = { totalPrice: 10_000, quantity: 3, refundedQuantity: 0 };
    const one = refundOfUnits(line, 1);
    const rest = refundOfUnits({ ...line, refundedQuantity: 1 }, 2);
    expect([one, rest, one + rest]).toEqual([3333, 6667, 10_000]);
    expect(refundOfUnits(line, 5)).toBe(10_000);
  });

  it('reviews goods once delivered and contents once bought, with 1 to 5 stars', () => {
    expect(isReviewableLine({ itemType: 'PRODUCT', deliveryStatus: 'START' })).toBe(false);
    expect(isReviewableLine({ itemType: 'PRODUCT', deliveryStatus: 'DELIVERED' })).toBe(true);
    expect(isReviewableLine({ itemType: 'CONTENT', deliveryStatus: null })).toBe(true);
    expect([0, 1, 5, 6, 2.5].map(isReviewRating)).toEqual([false, true, true, false, false]);
  });

  it('takes refund account numbers of digits and hyphens', () => {
    expect(['', '110-123-456789', '3333012345678'].every(isRefundAccountNumber)).toBe(true);
    expect(['국민 110', '110a', '110.123'].some(isRefundAccountNumber)).toBe(false);
  });

  it('takes the return delivery off a return the buyer asked for by choice, never off the seller’s fault', () => {
    const groups = [{ oneWayFee: 3000, chargedFee: 3000 }];
    const fee = (reasonType: string, refundAll = false, refundType: 'PAYBACK' | 'CANCEL' = 'PAYBACK') =>
      returnDeliveryFee({ refundType, reasonType, refundAll, groups });
    expect([fee('MIND_CHANGE'), fee('MISTAKE'), fee('OPTION_CHANGE')]).toEqual([3000, 3000, 3000]);
    expect([fee('DAMAGE'), fee('MISDELIVERY'), fee('MIND_CHANGE', false, 'CANCEL')]).toEqual([0, 0, 0]);
    // The whole order back: the fee paid is kept and the way back is paid; a free delivery costs both ways.
    expect(fee('MIND_CHANGE', true)).toBe(6000);
    expect(
      returnDeliveryFee({
        refundType: 'PAYBACK',
        reasonType: 'MIND_CHANGE',
        refundAll: true,
        groups: [{ oneWayFee: 3000, chargedFee: 0 }],
      }),
    ).toBe(6000);
    const line = { totalPrice: 10_000, quantity: 2, refundedQuantity: 0 };
    const refund = (returnFee: number) =>
      expectedRefund({
        refundType: 'PAYBACK',
        refundAll: false,
        paidAmount: 13_000,
        refundedBefore: 0,
        lines: [{ line, units: 1 }],
        returnFee,
      });
    expect([refund(0), refund(3000), refund(9000)]).toEqual([5000, 2000, 0]);
  });
});
