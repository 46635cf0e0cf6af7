import { describe, expect, it } from 'vitest';
import { paymentCheckLimit, paymentOutcomeOf, shouldCheckAgain } from './payment-outcome';

describe('paymentOutcomeOf', () => {
  it('counts a paid order and an issued virtual account as succeeded', () => {
    expect(paymentOutcomeOf('paid')).toBe('succeeded');
    expect(paymentOutcomeOf('waiting_deposit')).toBe('succeeded');
  });

  it('keeps checking while the payment is being approved or reviewed', () => {
    expect(paymentOutcomeOf('approving')).toBe('checking');
    expect(paymentOutcomeOf('review')).toBe('checking');
    expect(paymentOutcomeOf('ready')).toBe('checking');
  });

  it('counts every other status as failed', () => {
    for (const status of ['failed', 'expired', 'cancelled', 'refunded', '']) {
      expect(paymentOutcomeOf(status)).toBe('failed');
    }
  });
});

describe('shouldCheckAgain', () => {
  it('asks again only while unsettled and under the limit', () => {
    expect(shouldCheckAgain('approving', 1)).toBe(true);
    expect(shouldCheckAgain('approving', paymentCheckLimit)).toBe(false);
    expect(shouldCheckAgain('paid', 1)).toBe(false);
    expect(shouldCheckAgain('failed', 1)).toBe(false);
    expect(shouldCheckAgain(undefined, 0)).toBe(false);
  });
});
