import { type CartList, cartTotals, type PricedWarehouse } from '@edu/shared';
import { type CartRow, cartOptionOf, isOrderable } from './cart-rows';

/** Goods without a warehouse ship under this label (the spec's default "shipping origin"). */
const defaultWarehouseName = '배송지';

/**
 * The cart as the cart page and the order form show it (mall.md §3 Cart list response): goods grouped by
 * warehouse, contents apart, and the totals of every orderable row under the shared price rule.
 * Rows that cannot be ordered (sales stopped) are listed but never counted.
 */
export function cartViewOf(rows: readonly CartRow[]): CartList {
  const warehouses = new Map<number, CartList['productInfo']['warehouses'][number]>();
  const contents: CartList['contentInfo']['contents'] = [];
  for (const row of rows) {
    if (row.item.itemType === 'CONTENT') {
      contents.push({
        cartId: row.cartId,
        itemId: row.item.id,
        title: row.item.title,
        thumbnailLink: row.item.thumbnailLink,
        itemKind: row.item.itemKind,
        contentType: row.item.contentType as CartList['contentInfo']['contents'][number]['contentType'],
        itemStatus: row.item.itemStatus as 'SALE' | 'STOP',
        isFree: row.item.isFree,
        licenseId: row.licenseId,
        licenseName: row.licenseName,
        regularPrice: row.regularPrice,
        sellingPrice: row.item.sellingPrice,
        purchasePrice: row.purchasePrice,
        quantity: 1,
      });
      continue;
    }
    const warehouseId = row.warehouse?.id ?? 0;
    let warehouse = warehouses.get(warehouseId);
    if (!warehouse) {
      warehouse = {
        warehouseId,
        name: row.warehouse?.name || defaultWarehouseName,
        deliveryCompany: row.warehouse?.deliveryCompany ?? '',
        deliveryFee: row.warehouse?.deliveryFee ?? 0,
        deliveryFreeOption: row.warehouse?.deliveryFreeOption ?? 0,
        productOrderRegularPrice: 0,
        productOrderDiscountAmount: 0,
        productOrderPurchasePrice: 0,
        productOrderDeliveryFee: 0,
        products: [],
      };
      warehouses.set(warehouseId, warehouse);
    }
    warehouse.products.push({
      cartId: row.cartId,
      itemId: row.item.id,
      title: row.item.title,
      thumbnailLink: row.item.thumbnailLink,
      brandName: row.brandName,
      itemStatus: row.item.itemStatus as 'SALE' | 'STOP',
      isFree: row.item.isFree,
      sellingPrice: row.item.sellingPrice,
      regularPrice: row.regularPrice,
      purchasePrice: row.purchasePrice,
      productStock: row.options.length === 0 ? row.quantity : null,
      stock: row.item.productStock,
      hasOptions: row.options.length > 0,
      cartOptionList: row.options.map(cartOptionOf),
    });
  }

  const orderable = new Set(rows.filter(isOrderable).map((row) => row.cartId));
  const grouped = [...warehouses.values()];
  const totals = cartTotals(
    {
      warehouses: grouped.map((warehouse): PricedWarehouse => warehouse),
      contents,
    },
    orderable,
  );
  return {
    totalOrderRegularPrice: totals.totalOrderRegularPrice,
    totalOrderDiscountAmount: totals.totalOrderDiscountAmount,
    totalOrderPurchasePrice: totals.totalOrderPurchasePrice,
    totalOrderDeliveryFee: totals.totalOrderDeliveryFee,
    totalPaidAmount: totals.totalPaidAmount,
    productInfo: {
      warehouses: grouped.map((warehouse, index) => ({ ...warehouse, ...totals.warehouses[index] })),
    },
    contentInfo: {
      contentOrderRegularPrice: totals.contentOrderRegularPrice,
      contentOrderDiscountAmount: totals.contentOrderDiscountAmount,
      contentOrderPurchasePrice: totals.contentOrderPurchasePrice,
      contents,
    },
  };
}
