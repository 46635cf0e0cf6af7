import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';

const warehouse = (warehouseId: number, fee: number, freeOver: number, prices: [number, number][]) => ({
  warehouseId,
  deliveryFee: fee,
  deliveryFreeOption: freeOver,
  products: prices.map(([cartId, purchasePrice]) => ({
    cartId,
    regularPrice: purchasePrice + 1000,
    purchasePrice,
  })),
});

describe('the delivery fee rule', () => {
  const cart = {
    warehouses: [
      warehouse(1, 3000, 30_000, [
        [1, 20_000],
        [2, 10_000],
        [3, 1],
      ]),
      warehouse(2, 2500, 0, [[4, 0]]),
    ],
    contents: [{ cartId: 5, regularPrice: 5000, purchasePrice: 4000 }],
  };

  it('charges the fee at the threshold and waives it one won above', () => {
    const at = cartTotals(cart, new Set([1, 2]));
    expect(at.warehouses[0]?.productOrderDeliveryFee).toBe(3000);
    const above = cartTotals(cart, new Set([1, 2, 3]));
    expect(above.warehouses[0]?.productOrderDeliveryFee).toBe(0);
  });

  it('charges nothing for a warehouse none of whose goods is selected', () => {
    const totals = cartTotals(cart, new Set([5]));
    expect(totals.warehouses.map((w) => w.productOrderDeliveryFee)).toEqual([0, 0]);
    expect(totals).toMatchObject({
      totalOrderPurchasePrice: 4000,
      totalOrderDeliveryFee: 0,
      totalPaidAmount: 4000,
    });
  });

  it('charges a warehouse whose selected goods cost nothing when its threshold is 0 (not more than 0)', () => {
    const totals = cartTotals(cart, new Set([4]));
    expect(totals.warehouses[1]?.productOrderDeliveryFee).toBe(2500);
  });

  it('adds goods, contents and fees; counts every line without a selection', () => {
    expect(cartTotals(cart)).toMatchObject({
      totalOrderRegularPrice: 33_001 + 1000 + 5000,
      totalOrderPurchasePrice: 30_001 + 0 + 4000,
      totalOrderDiscountAmount: 5000,
      totalOrderDeliveryFee: 2500,
      totalPaidAmount: 36_501,
    });
  });
});
