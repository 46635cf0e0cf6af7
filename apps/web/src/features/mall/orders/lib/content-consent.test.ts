import { contentWithdrawalMessages, orderMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { needsContentConsent, withContentConsent } from './content-consent';

const nameMissing = { field: 'buyerName' as const, message: orderMessages.ordererName };
const payMissing = { field: 'payMethod' as const, message: orderMessages.selectPayMethod };

describe('the content tick among the order form’s checks', () => {
  it('comes after the buyer’s fields and before the payment method', () => {
    const needed = { needed: true, agreed: false };
    expect(withContentConsent(nameMissing, needed)).toBe(nameMissing);
    expect(withContentConsent(payMissing, needed)).toEqual({
      field: 'contentWithdrawal',
      message: contentWithdrawalMessages.consentRequired,
    });
    expect(withContentConsent(null, needed)?.field).toBe('contentWithdrawal');
  });

  it('asks nothing once ticked, nor of an order without contents to pay for', () => {
    expect(withContentConsent(payMissing, { needed: true, agreed: true })).toBe(payMissing);
    expect(withContentConsent(null, { needed: false, agreed: false })).toBeNull();
    expect(needsContentConsent({ contentInfo: { contents: [] } } as never)).toBe(false);
    expect(needsContentConsent({ contentInfo: { contents: [{ isFree: true }] } } as never)).toBe(false);
    expect(
      needsContentConsent({ contentInfo: { contents: [{ isFree: true }, { isFree: false }] } } as never),
    ).toBe(true);
  });
});
