import type { OrderForm } from '@edu/shared';

/** An order form answer for the tests: one warehouse with one product, one content, 13,000원 to pay. */
export function orderFormFixture(overrides: Partial<OrderForm> = {}): OrderForm {
  return {
    totalOrderRegularPrice: 12_000,
    totalOrderDiscountAmount: 2_000,
    totalOrderPurchasePrice: 10_000,
    totalOrderDeliveryFee: 3_000,
    totalPaidAmount: 13_000,
    productInfo: {
      warehouses: [
        {
          warehouseId: 4,
          name: '본사 창고',
          deliveryCompany: 'CJ대한통운',
          deliveryFee: 3_000,
          deliveryFreeOption: 50_000,
          productOrderRegularPrice: 9_000,
          productOrderDiscountAmount: 1_000,
          productOrderPurchasePrice: 8_000,
          productOrderDeliveryFee: 3_000,
          products: [
            {
              cartId: 11,
              itemId: 101,
              title: '어린이 성경 교재',
              thumbnailLink: null,
              brandName: '하나바이블',
              itemStatus: 'SALE',
              isFree: false,
              sellingPrice: 4_000,
              regularPrice: 9_000,
              purchasePrice: 8_000,
              productStock: 2,
              stock: null,
              hasOptions: false,
              cartOptionList: [],
            },
          ],
        },
      ],
    },
    contentInfo: {
      contentOrderRegularPrice: 3_000,
      contentOrderDiscountAmount: 1_000,
      contentOrderPurchasePrice: 2_000,
      contents: [],
    },
    orderName: '김하나',
    orderPhone: '010-1234-5678',
    orderEmail: 'hana@example.com',
    orderZipCode: '06236',
    orderAddress: '서울 강남구 테헤란로 1',
    orderDetailedAddress: '3층',
    needsShipping: true,
    cartIdSet: [11, 12],
    pendingPayment: null,
    ...overrides,
  };
}
