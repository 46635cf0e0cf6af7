import type { CartContent, CartList, CartProduct } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { orderableCartIds, orderPath, selectedCartIds } from './cart-selection';

const product = (cartId: number, itemStatus: 'SALE' | 'STOP' = 'SALE'): CartProduct => ({
  cartId,
  itemId: cartId * 10,
  title: `상품 ${cartId}`,
  thumbnailLink: null,
  brandName: null,
  itemStatus,
  isFree: false,
  sellingPrice: 10_000,
  regularPrice: 10_000,
  purchasePrice: 10_000,
  productStock: 1,
  stock: null,
  hasOptions: false,
  cartOptionList: [],
});

const content = (cartId: number, itemStatus: 'SALE' | 'STOP' = 'SALE'): CartContent => ({
  cartId,
  itemId: cartId * 10,
  title: `콘텐츠 ${cartId}`,
  thumbnailLink: null,
  itemKind: 'C',
  contentType: 'FILE',
  itemStatus,
  isFree: false,
  licenseId: null,
  licenseName: null,
  regularPrice: 5000,
  sellingPrice: 5000,
  purchasePrice: 5000,
  quantity: 1,
});

const warehouse = (warehouseId: number, products: CartProduct[]) => ({
  warehouseId,
  name: '',
  deliveryCompany: 'CJ대한통운',
  deliveryFee: 3000,
  deliveryFreeOption: 50_000,
  productOrderRegularPrice: 0,
  productOrderDiscountAmount: 0,
  productOrderPurchasePrice: 0,
  productOrderDeliveryFee: 0,
  products,
});

const cart: CartList = {
  totalOrderRegularPrice: 0,
  totalOrderDiscountAmount: 0,
  totalOrderPurchasePrice: 0,
  totalOrderDeliveryFee: 0,
  totalPaidAmount: 0,
  productInfo: { warehouses: [warehouse(1, [product(3), product(4, 'STOP')]), warehouse(2, [product(1)])] },
  contentInfo: {
    contentOrderRegularPrice: 0,
    contentOrderDiscountAmount: 0,
    contentOrderPurchasePrice: 0,
    contents: [content(7, 'STOP'), content(5)],
  },
};

describe('cart selection', () => {
  it('offers every row but the sales-stopped ones, goods by warehouse then contents', () => {
    expect(orderableCartIds(cart)).toEqual([3, 1, 5]);
  });

  it('starts with every orderable row chosen and leaves out the unticked ones', () => {
    expect(selectedCartIds([3, 1, 5], new Set())).toEqual([3, 1, 5]);
    // An unticked row that was deleted meanwhile changes nothing.
    expect(selectedCartIds([3, 5], new Set([1, 5]))).toEqual([3]);
  });

  it('builds the order form address from the chosen cart ids', () => {
    expect(orderPath([3, 1, 5])).toBe('/order?cartIdSet=3,1,5');
  });
});
