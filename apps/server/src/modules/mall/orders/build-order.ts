import type { CartRow } from '../cart';
import { cartViewOf } from '../cart';
import type { StockClaim } from '../catalog';

/** What an order copies from the cart rows it was placed from, priced by the server (never the page). */
export type OrderDraft = ReturnType<typeof buildOrder>;

/** The order's lines, deliveries, totals and the stock it must take, from orderable cart rows. */
export function buildOrder(rows: readonly CartRow[], requestMessages: ReadonlyMap<number, string>) {
  const view = cartViewOf(rows);
  const claim: StockClaim = { combinations: new Map(), products: new Map() };
  const items = rows.map((row) => {
    const treeLines = row.options.filter((line) => line.combinationId !== null);
    for (const line of treeLines)
      claim.combinations.set(
        line.combinationId as number,
        (claim.combinations.get(line.combinationId as number) ?? 0) + line.quantity,
      );
    // Units counted against the item's own stock: a product without options, or its writing lines.
    const ownUnits =
      row.item.itemType === 'PRODUCT' && row.item.productStock !== null
        ? row.options.length === 0
          ? row.units
          : row.options
              .filter((line) => line.combinationId === null)
              .reduce((sum, line) => sum + line.quantity, 0)
        : 0;
    if (ownUnits > 0) claim.products.set(row.item.id, (claim.products.get(row.item.id) ?? 0) + ownUnits);
    return {
      cartId: row.cartId,
      warehouseId: row.item.itemType === 'PRODUCT' ? (row.warehouse?.id ?? 0) : null,
      values: {
        itemId: row.item.id,
        itemType: row.item.itemType,
        contentType: row.item.contentType,
        title: row.item.title,
        thumbnailLink: row.item.thumbnailLink,
        licenseId: row.licenseId,
        licenseName: row.licenseName,
        isFree: row.item.isFree,
        taxType: row.item.taxType,
        regularPrice: row.item.regularPrice,
        sellingPrice: row.item.isFree ? 0 : row.item.sellingPrice,
        quantity: row.units,
        totalRegularPrice: row.regularPrice,
        totalPrice: row.purchasePrice,
        productStockTaken: ownUnits,
        downloadPeriod: row.item.downloadPeriod,
        deliveryStatus: row.item.itemType === 'PRODUCT' ? 'NOT_PAID' : null,
        deliveryCompany: row.item.itemType === 'PRODUCT' ? (row.warehouse?.deliveryCompany ?? null) : null,
      },
      options: row.options.map((line) => ({
        optionId: line.optionId,
        combinationId: line.combinationId,
        // The path's levels and then the line's engraving texts: "부서: 유아부 … 이름 새김 문구: 사랑반 김교사".
        details:
          line.combinationId !== null
            ? [
                ...line.optionPathNames.map((elementName, level) => ({
                  optionName: line.levelNames[level] ?? line.optionName,
                  elementName,
                })),
                ...line.writingList.map((writing) => ({
                  optionName: writing.optionName,
                  elementName: writing.optionMessage,
                })),
              ]
            : [{ optionName: line.optionName, elementName: line.optionMessage ?? '' }],
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        totalPrice: line.price,
      })),
    };
  });
  const deliveries = view.productInfo.warehouses.map((warehouse) => {
    const brands = [
      ...new Set(
        warehouse.products
          .map((product) => product.brandName)
          .filter((name): name is string => Boolean(name)),
      ),
    ];
    return {
      warehouseId: warehouse.warehouseId,
      warehouseName: warehouse.name,
      brandName: brands.join(', ') || warehouse.name,
      deliveryCompany: warehouse.deliveryCompany,
      regularPrice: warehouse.productOrderRegularPrice,
      purchasePrice: warehouse.productOrderPurchasePrice,
      deliveryFee: warehouse.productOrderDeliveryFee,
      requestMessage: requestMessages.get(warehouse.warehouseId) ?? '',
    };
  });
  const first = rows[0]?.item.title ?? '';
  return {
    goodName: (rows.length > 1 ? `${first} 외 ${rows.length - 1}건` : first).slice(0, 80),
    totals: {
      totalRegularPrice: view.totalOrderRegularPrice,
      totalDiscountAmount: view.totalOrderDiscountAmount,
      totalPurchasePrice: view.totalOrderPurchasePrice,
      totalDeliveryFee: view.totalOrderDeliveryFee,
      totalPaidAmount: view.totalPaidAmount,
    },
    needsShipping: deliveries.length > 0,
    deliveries,
    items,
    claim,
  };
}
