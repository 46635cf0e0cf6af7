import type { CartOption } from '@edu/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { intList, intListPlaceholder, preparedSql } from '../../../platform/db/prepared-sql';

/** A cart row with everything needed to price it, read from the catalogue as it is now. */
export type CartRow = ReturnType<typeof cartRowOf>;

/** One option line of a cart row, priced. */
export type PricedOption = CartOption & { levelNames: string[]; extraPrice: number };

/** A cart row as the database answers it, its option lines gathered as JSON. */
export type StoredCartRow = {
  cartId: number;
  quantity: number;
  licenseId: number | null;
  licenseName: string | null;
  licensePrice: number | null;
  item: {
    id: number;
    code: string;
    itemType: string;
    contentType: string | null;
    itemKind: string;
    title: string;
    thumbnailLink: string | null;
    regularPrice: number;
    sellingPrice: number;
    isFree: boolean;
    /** TAXABLE or EXEMPT: the order line keeps it. */
    taxType: string;
    itemStatus: string;
    productStock: number | null;
    downloadPeriod: number;
  };
  brandName: string | null;
  warehouse: {
    id: number;
    name: string;
    deliveryCompany: string;
    deliveryFee: number;
    deliveryFreeOption: number;
  } | null;
  lines: {
    cartOptionId: number;
    optionId: number;
    optionType: string;
    optionName: string;
    combinationId: number | null;
    optionMessage: string | null;
    /** A TREE line's texts, each with its option's name and extra (an option removed since drops out). */
    writings: CartOption['writingList'];
    quantity: number;
    path: string[] | null;
    extraPrice: number;
    stock: number;
    /** The item's TREE level names, level 1 first (an ordered line shows "학년: 1학년"). */
    levelNames: string[] | null;
  }[];
};

/**
 * The cart read as SQL, for all the member's rows or those chosen (`chosen` narrows it); `more` adds
 * columns a caller reads in the same round trip (an order's check of its key).
 */
export const cartRowsStatement = (chosen: SQL, more: SQL = sql``) => sql`
    select c.id as "cartId", c.quantity, c.license_id as "licenseId", l.name as "licenseName",
      l.price as "licensePrice", b.name as "brandName",
      json_build_object('id', i.id, 'code', i.code, 'itemType', i.item_type, 'contentType', i.content_type,
        'itemKind', i.item_kind, 'title', i.title, 'thumbnailLink', i.thumbnail_link,
        'regularPrice', i.regular_price, 'sellingPrice', i.selling_price, 'isFree', i.is_free,
        'taxType', i.tax_type, 'itemStatus', i.item_status, 'productStock', i.product_stock, 'downloadPeriod', i.download_period) as item,
      case when w.id is null then null else json_build_object('id', w.id, 'name', w.name,
        'deliveryCompany', w.delivery_company, 'deliveryFee', w.delivery_fee,
        'deliveryFreeOption', w.delivery_free_option) end as warehouse,
      coalesce((
        select json_agg(json_build_object('cartOptionId', co.id, 'optionId', co.option_id,
            'optionType', o.option_type, 'optionName', o.name, 'combinationId', co.combination_id,
            'optionMessage', co.option_message, 'quantity', co.quantity, 'path', cb.path,
            'writings', coalesce((select json_agg(json_build_object('optionId', wo.id, 'optionName', wo.name,
                'optionMessage', w.value->>'text', 'extraPrice', wo.extra_price) order by w.place)
              from jsonb_array_elements(co.writings) with ordinality as w(value, place)
              join mall_options wo on wo.id = (w.value->>'optionId')::int and wo.item_id = o.item_id), '[]'),
            'extraPrice', coalesce(cb.extra_price, 0)
              + case when o.option_type = 'WRITING' then o.extra_price else 0 end,
            'stock', coalesce(cb.stock, 0),
            'levelNames', (select json_agg(lv.name order by lv.depth) from mall_options lv
              where lv.item_id = o.item_id and lv.option_type = 'TREE')) order by co.id)
        from mall_cart_options co
        join mall_options o on o.id = co.option_id
        left join mall_option_combinations cb on cb.id = co.combination_id
        where co.cart_id = c.id), '[]') as lines ${more}
    from mall_carts c
    join mall_items i on i.id = c.item_id
    left join mall_brands b on b.id = i.brand_id
    left join mall_warehouses w on w.id = i.warehouse_id
    left join mall_image_licenses l on l.id = c.license_id
    where c.member_idx = ${sql.placeholder('memberIdx')} ${chosen}
    order by c.id`;

/**
 * The cart read, written as SQL rather than built by the query builder, and prepared (prepared-sql.ts):
 * the order page and every attempt of a stock drop read it.
 */
const readAllRows = preparedSql<StoredCartRow>('cart_rows', cartRowsStatement(sql``));
/** Narrows the cart read to the rows of the `cartIds` list. */
export const chosenCartRows = sql`and c.id = any(${intListPlaceholder('cartIds')})`;
const readChosenRows = preparedSql<StoredCartRow>('cart_rows_chosen', cartRowsStatement(chosenCartRows));

/**
 * The member's cart rows (all, or those of `cartIds`), with their items, warehouses, licences and option
 * lines, in one statement whatever the cart holds.
 */
export async function readCartRows(db: Db, memberIdx: number, cartIds?: readonly number[]) {
  if (cartIds && cartIds.length === 0) return [];
  const rows = cartIds
    ? await readChosenRows(db, { memberIdx, cartIds: intList(cartIds) })
    : await readAllRows(db, { memberIdx });
  return rows.map(cartRowOf);
}

/** A stored cart row priced: its option lines with their unit prices, and what the row costs. */
export function cartRowOf({ lines, ...row }: StoredCartRow) {
  const options: PricedOption[] = lines.map((line) => {
    // Each unit of the line pays the combination's extra (or its WRITING option's) and its texts' extras.
    const extraPrice = line.extraPrice + line.writings.reduce((sum, writing) => sum + writing.extraPrice, 0);
    const unitPrice = row.item.isFree ? 0 : row.item.sellingPrice + extraPrice;
    return {
      cartOptionId: line.cartOptionId,
      optionId: line.optionId,
      type: line.optionType as 'TREE' | 'WRITING',
      combinationId: line.combinationId,
      optionPathNames: line.path ?? [],
      optionMessage: line.optionMessage,
      writingList: line.writings,
      quantity: line.quantity,
      unitPrice,
      price: unitPrice * line.quantity,
      stock: line.combinationId !== null ? line.stock : row.item.productStock,
      optionName:
        line.optionType === 'TREE' && line.levelNames ? line.levelNames.join(' / ') : line.optionName,
      extraPrice,
      levelNames: line.optionType === 'TREE' ? (line.levelNames ?? []) : [line.optionName],
    };
  });
  return { ...row, options, ...priceOf(row, options) };
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

/** A row that can be ordered: on sale, and a product with options has at least one line. */
export function isOrderable(row: CartRow): boolean {
  if (row.item.itemStatus === 'STOP') return false;
  return row.units > 0;
}

/** A priced line as the cart answers show it (without the names kept for the order). */
export function cartOptionOf({ levelNames: _levels, extraPrice: _extra, ...line }: PricedOption): CartOption {
  return line;
}
