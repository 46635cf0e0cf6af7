import type { CartOption } from '@edu/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import {
  mallBrands,
  mallImageLicenses,
  mallItems,
  mallOptionCombinations,
  mallOptions,
  mallWarehouses,
} from '../catalog/catalog.tables';
import { mallCartOptions, mallCarts } from './cart.tables';

/** A cart row with everything needed to price it, read from the catalogue as it is now. */
export type CartRow = Awaited<ReturnType<typeof readCartRows>>[number];

/** One option line of a cart row, priced. */
export type PricedOption = CartOption & { levelNames: string[]; extraPrice: number };

/**
 * The member's cart rows (all, or those of `cartIds`), with their items, warehouses, licences and option
 * lines: two queries whatever the cart holds.
 */
export async function readCartRows(db: Db, memberIdx: number, cartIds?: readonly number[]) {
  if (cartIds && cartIds.length === 0) return [];
  const rows = await db
    .select({
      cartId: mallCarts.id,
      quantity: mallCarts.quantity,
      licenseId: mallCarts.licenseId,
      licenseName: mallImageLicenses.name,
      licensePrice: mallImageLicenses.price,
      item: {
        id: mallItems.id,
        code: mallItems.code,
        itemType: mallItems.itemType,
        contentType: mallItems.contentType,
        itemKind: mallItems.itemKind,
        title: mallItems.title,
        thumbnailLink: mallItems.thumbnailLink,
        regularPrice: mallItems.regularPrice,
        sellingPrice: mallItems.sellingPrice,
        isFree: mallItems.isFree,
        itemStatus: mallItems.itemStatus,
        productStock: mallItems.productStock,
        downloadPeriod: mallItems.downloadPeriod,
      },
      brandName: mallBrands.name,
      warehouse: {
        id: mallWarehouses.id,
        name: mallWarehouses.name,
        deliveryCompany: mallWarehouses.deliveryCompany,
        deliveryFee: mallWarehouses.deliveryFee,
        deliveryFreeOption: mallWarehouses.deliveryFreeOption,
      },
    })
    .from(mallCarts)
    .innerJoin(mallItems, eq(mallItems.id, mallCarts.itemId))
    .leftJoin(mallBrands, eq(mallBrands.id, mallItems.brandId))
    .leftJoin(mallWarehouses, eq(mallWarehouses.id, mallItems.warehouseId))
    .leftJoin(mallImageLicenses, eq(mallImageLicenses.id, mallCarts.licenseId))
    .where(and(eq(mallCarts.memberIdx, memberIdx), cartIds ? inArray(mallCarts.id, [...cartIds]) : undefined))
    .orderBy(asc(mallCarts.id));
  const lines = await readOptionLines(
    db,
    rows.map((row) => row.cartId),
  );
  return rows.map((row) => {
    const options: PricedOption[] = lines
      .filter((line) => line.cartId === row.cartId)
      .map((line) => {
        const unitPrice = row.item.isFree ? 0 : row.item.sellingPrice + line.extraPrice;
        return {
          cartOptionId: line.cartOptionId,
          optionId: line.optionId,
          type: line.optionType as 'TREE' | 'WRITING',
          combinationId: line.combinationId,
          optionPathNames: line.path ?? [],
          optionMessage: line.optionMessage,
          quantity: line.quantity,
          unitPrice,
          price: unitPrice * line.quantity,
          stock: line.combinationId !== null ? line.stock : row.item.productStock,
          optionName:
            line.optionType === 'TREE' && line.levelNames ? line.levelNames.join(' / ') : line.optionName,
          extraPrice: line.extraPrice,
          levelNames: line.optionType === 'TREE' ? (line.levelNames ?? []) : [line.optionName],
        };
      });
    return { ...row, options, ...priceOf(row, options) };
  });
}

/** What a row costs: at the regular price and as charged (free items cost nothing). */
function priceOf(
  row: {
    quantity: number;
    licenseId: number | null;
    licensePrice: number | null;
    item: { itemType: string; isFree: boolean; regularPrice: number; sellingPrice: number };
  },
  options: readonly PricedOption[],
) {
  const { item } = row;
  if (item.itemType === 'CONTENT') {
    const price = row.licenseId !== null && row.licensePrice !== null ? row.licensePrice : null;
    return {
      units: 1,
      regularPrice: price ?? item.regularPrice,
      purchasePrice: item.isFree ? 0 : (price ?? item.sellingPrice),
    };
  }
  if (options.length > 0) {
    const units = options.reduce((total, line) => total + line.quantity, 0);
    return {
      units,
      regularPrice: options.reduce(
        (total, line) => total + (item.regularPrice + line.extraPrice) * line.quantity,
        0,
      ),
      purchasePrice: options.reduce((total, line) => total + line.price, 0),
    };
  }
  return {
    units: row.quantity,
    regularPrice: item.regularPrice * row.quantity,
    purchasePrice: (item.isFree ? 0 : item.sellingPrice) * row.quantity,
  };
}

async function readOptionLines(db: Db, cartIds: number[]) {
  if (cartIds.length === 0) return [];
  return db
    .select({
      cartOptionId: mallCartOptions.id,
      cartId: mallCartOptions.cartId,
      optionId: mallCartOptions.optionId,
      optionType: mallOptions.optionType,
      optionName: mallOptions.name,
      itemId: mallOptions.itemId,
      combinationId: mallCartOptions.combinationId,
      optionMessage: mallCartOptions.optionMessage,
      quantity: mallCartOptions.quantity,
      path: mallOptionCombinations.path,
      extraPrice: mallOptionCombinations.extraPrice,
      stock: mallOptionCombinations.stock,
      // The names of the item's TREE levels, level 1 first (an ordered line shows "학년: 1학년").
      levelNames: sql<
        string[] | null
      >`(select json_agg(l.name order by l.depth) from mall_options l where l.item_id = ${mallOptions.itemId} and l.option_type = 'TREE')`,
    })
    .from(mallCartOptions)
    .innerJoin(mallOptions, eq(mallOptions.id, mallCartOptions.optionId))
    .leftJoin(mallOptionCombinations, eq(mallOptionCombinations.id, mallCartOptions.combinationId))
    .where(inArray(mallCartOptions.cartId, cartIds))
    .orderBy(asc(mallCartOptions.id))
    .then((rows) => rows.map((row) => ({ ...row, extraPrice: row.extraPrice ?? 0, stock: row.stock ?? 0 })));
}

/** A row that can be ordered: on sale, and a product with options has at least one line. */
export function isOrderable(row: CartRow): boolean {
  if (row.item.itemStatus === 'STOP') return false;
  return row.units > 0;
}

/** A priced line as the cart answers show it (without the names kept for the order). */
export function cartOptionOf({ levelNames: _levels, extraPrice: _extra, ...line }: PricedOption): CartOption {
  return line;
}
