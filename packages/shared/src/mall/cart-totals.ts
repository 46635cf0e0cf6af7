/**
 * The mall's price rule (mall.md §9), one function for the cart page's live totals and the server's
 * order: each warehouse charges its delivery fee unless the selected goods from it cost more than its
 * free-delivery threshold, and charges nothing when none of its goods is selected.
 */

export type PricedLine = {
  cartId: number;
  /** Won at the regular price (all units). */
  regularPrice: number;
  /** Won actually charged for the goods (all units). */
  purchasePrice: number;
};

export type PricedWarehouse = {
  warehouseId: number;
  deliveryFee: number;
  deliveryFreeOption: number;
  products: readonly PricedLine[];
};

export type WarehouseTotals = {
  warehouseId: number;
  productOrderRegularPrice: number;
  productOrderDiscountAmount: number;
  productOrderPurchasePrice: number;
  productOrderDeliveryFee: number;
};

export type CartTotals = {
  warehouses: WarehouseTotals[];
  contentOrderRegularPrice: number;
  contentOrderDiscountAmount: number;
  contentOrderPurchasePrice: number;
  totalOrderRegularPrice: number;
  totalOrderDiscountAmount: number;
  totalOrderPurchasePrice: number;
  totalOrderDeliveryFee: number;
  totalPaidAmount: number;
};

const sum = (lines: readonly PricedLine[], field: 'regularPrice' | 'purchasePrice') =>
  lines.reduce((total, line) => total + line[field], 0);

/** A warehouse's delivery fee for the goods selected from it. */
export function deliveryFeeOf(
  warehouse: Omit<PricedWarehouse, 'products'>,
  selectedPurchase: number,
  anySelected: boolean,
) {
  if (!anySelected) return 0;
  return selectedPurchase > warehouse.deliveryFreeOption ? 0 : warehouse.deliveryFee;
}

/** The totals of the selected lines (`selected` holds cart ids; every line when omitted). */
export function cartTotals(
  cart: { warehouses: readonly PricedWarehouse[]; contents: readonly PricedLine[] },
  selected?: ReadonlySet<number>,
): CartTotals {
  const isSelected = (line: PricedLine) => !selected || selected.has(line.cartId);
  const warehouses = cart.warehouses.map((warehouse) => {
    const chosen = warehouse.products.filter(isSelected);
    const regular = sum(chosen, 'regularPrice');
    const purchase = sum(chosen, 'purchasePrice');
    return {
      warehouseId: warehouse.warehouseId,
      productOrderRegularPrice: regular,
      productOrderDiscountAmount: regular - purchase,
      productOrderPurchasePrice: purchase,
      productOrderDeliveryFee: deliveryFeeOf(warehouse, purchase, chosen.length > 0),
    };
  });
  const contents = cart.contents.filter(isSelected);
  const contentRegular = sum(contents, 'regularPrice');
  const contentPurchase = sum(contents, 'purchasePrice');
  const productRegular = warehouses.reduce((total, w) => total + w.productOrderRegularPrice, 0);
  const productPurchase = warehouses.reduce((total, w) => total + w.productOrderPurchasePrice, 0);
  const deliveryFee = warehouses.reduce((total, w) => total + w.productOrderDeliveryFee, 0);
  const totalPurchase = productPurchase + contentPurchase;
  const totalRegular = productRegular + contentRegular;
  return {
    warehouses,
    contentOrderRegularPrice: contentRegular,
    contentOrderDiscountAmount: contentRegular - contentPurchase,
    contentOrderPurchasePrice: contentPurchase,
    totalOrderRegularPrice: totalRegular,
    totalOrderDiscountAmount: totalRegular - totalPurchase,
    totalOrderPurchasePrice: totalPurchase,
    totalOrderDeliveryFee: deliveryFee,
    totalPaidAmount: totalPurchase + deliveryFee,
  };
}
