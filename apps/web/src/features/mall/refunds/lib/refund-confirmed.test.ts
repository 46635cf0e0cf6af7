import { type OrderDetail, purchaseConfirmationMessages } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { productProblem, type RefundableProduct, wholeOrderFits } from './refund-draft';

const delivered = (change: Partial<RefundableProduct> = {}) =>
  ({
    orderItemId: 1,
    quantity: 1,
    refundedQuantity: 0,
    deliveryStatus: 'DELIVERED',
    optionList: [],
    confirmedAt: null,
    ...change,
  }) as unknown as RefundableProduct;

describe('a confirmed line on the return form', () => {
  it('cannot be chosen, and says why before anything is sent', () => {
    expect(productProblem(delivered(), 'PAYBACK')).toBeNull();
    const confirmed = delivered({ confirmedAt: '2026.11.26 10:00:00', confirmedBy: 'buyer' });
    expect(productProblem(confirmed, 'PAYBACK')).toBe(purchaseConfirmationMessages.refundRefused);
    expect(productProblem(confirmed, 'EXCHANGE')).toBe(purchaseConfirmationMessages.refundRefused);
    const order = { deliveryList: [{ orderProductList: [confirmed] }] } as unknown as Pick<
      OrderDetail,
      'deliveryList'
    >;
    expect(wholeOrderFits(order, 'PAYBACK')).toBe(false);
  });
});
