import type { OrderDetail } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { awaitsConfirmation, confirmationText } from './purchase-confirmation';

type Product = OrderDetail['deliveryList'][number]['orderProductList'][number];

const product = (change: Partial<Product>) =>
  ({
    quantity: 1,
    refundedQuantity: 0,
    deliveredAt: null,
    confirmedAt: null,
    confirmedBy: null,
    ...change,
  }) as Product;
const orderOf = (...products: Product[]) =>
  ({ deliveryList: [{ orderProductList: products }] }) as Pick<OrderDetail, 'deliveryList'>;

describe('구매확정 of a line', () => {
  it('reads 구매확정 and its day, marked (자동) when it confirmed itself', () => {
    expect(confirmationText(product({}))).toBeNull();
    expect(confirmationText(product({ confirmedAt: '2026.11.26 10:20:30', confirmedBy: 'buyer' }))).toBe(
      '구매확정 2026.11.26',
    );
    expect(confirmationText(product({ confirmedAt: '2026.12.03 00:05:00', confirmedBy: 'auto' }))).toBe(
      '구매확정 2026.12.03 (자동)',
    );
  });

  it('awaits confirmation while a delivered line with units left is not confirmed', () => {
    expect(awaitsConfirmation(orderOf(product({})))).toBe(false);
    expect(awaitsConfirmation(orderOf(product({ deliveredAt: '2026.11.20 09:00:00' })))).toBe(true);
    expect(
      awaitsConfirmation(
        orderOf(product({ deliveredAt: '2026.11.20 09:00:00', confirmedAt: '2026.11.21 09:00:00' })),
      ),
    ).toBe(false);
    expect(
      awaitsConfirmation(orderOf(product({ deliveredAt: '2026.11.20 09:00:00', refundedQuantity: 1 }))),
    ).toBe(false);
  });
});
