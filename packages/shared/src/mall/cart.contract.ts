import { z } from 'zod';
import { textOfAtMost } from '../http/text.contract';
import { cartEditOutcomes } from './cart.constants';
import { contentTypes, itemStatuses, mallLimits, optionTypes } from './catalog.constants';
import { mallItemAdminLimits } from './mall-admin-items.contract';
import { orderLimits } from './order.constants';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const quantity = z.coerce.number().int().min(mallLimits.minQuantity).max(orderLimits.lineQuantityMax);

/**
 * One option line sent with an item (mall.md §3 Cart edit payload): a TREE combination with the texts of
 * the item's WRITING options (an engraving belongs to the units of its line), or, for an item without a
 * TREE, one WRITING option's text.
 */
export const cartOptionLineSchema = z.object({
  optionId: id,
  /** Set for a TREE line (the full path chosen); combinationId1–3 of the old pages are accepted and ignored. */
  combinationId: id.nullish(),
  quantity,
  /** The text of a WRITING line (an item without a TREE). */
  optionMessage: textOfAtMost(100).nullish(),
  /** A TREE line's texts of the item's WRITING options. */
  writingList: z
    .array(z.object({ optionId: id, optionMessage: textOfAtMost(100) }))
    .max(mallItemAdminLimits.writingMax)
    .default([]),
  require: z.unknown().optional(),
  combinationId1: z.unknown().optional(),
  combinationId2: z.unknown().optional(),
  combinationId3: z.unknown().optional(),
});
export type CartOptionLine = z.input<typeof cartOptionLineSchema>;

export const cartCommands = ['ADD', 'EDIT', 'DELETE'] as const;

/**
 * POST /new_api/customer/cart/v2/edit. ADD puts an item in the cart (its option lines added to the
 * ones already there), EDIT replaces the item's lines (the option-edit popup), DELETE takes it out.
 * A content goes in with quantity 1, an image content with its licence, a simple product with
 * `productStock` (the quantity). Prices are never read from here.
 */
export const cartEditRequestSchema = z.object({
  itemId: id,
  command: z.enum(cartCommands).default('ADD'),
  quantity: quantity.optional(),
  licenseId: id.nullish(),
  productStock: quantity.optional(),
  productOptionList: z.array(cartOptionLineSchema).max(100).default([]),
});
export type CartEditRequest = z.input<typeof cartEditRequestSchema>;

/** The answer of a cart edit: what it did and the row it did it to (null after a removal). */
export const cartEditResultSchema = z.object({
  outcome: z.enum(cartEditOutcomes),
  cartId: z.number().int().nullable().describe('the row of the item in the cart; "바로구매" orders it alone'),
});
export type CartEditResult = z.infer<typeof cartEditResultSchema>;

/** Why an ADD or EDIT was refused with code 031: the option lines short of stock. */
export const outOfStockSchema = z.object({
  shortages: z.array(
    z.object({
      optionName: z.string(),
      optionPathNames: z.array(z.string()),
      requested: z.number().int(),
      available: z.number().int(),
    }),
  ),
});
export type OutOfStock = z.infer<typeof outOfStockSchema>;

export const cartOptionSchema = z.object({
  cartOptionId: z.number().int(),
  optionId: z.number().int().nullable(),
  optionName: z.string().describe('the option’s name (TREE: the level names joined with " / ")'),
  type: z.enum(optionTypes).nullable().describe('null for the quantity of a product without options'),
  combinationId: z.number().int().nullable(),
  optionPathNames: z.array(z.string()),
  optionMessage: z.string().nullable(),
  writingList: z
    .array(
      z.object({
        optionId: z.number().int(),
        optionName: z.string(),
        optionMessage: z.string(),
        extraPrice: z.number().int(),
      }),
    )
    .describe('a TREE line’s texts of the item’s WRITING options, each with its extra per unit'),
  quantity: z.number().int(),
  unitPrice: z
    .number()
    .int()
    .describe('won per unit: selling price plus the combination’s and the texts’ extras'),
  price: z.number().int().describe('won for the line: unitPrice × quantity'),
  stock: z.number().int().nullable().describe('units left of this line; null = not counted'),
});
export type CartOption = z.infer<typeof cartOptionSchema>;

export const cartProductSchema = z.object({
  cartId: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  thumbnailLink: z.string().nullable(),
  brandName: z.string().nullable(),
  itemStatus: z.enum(itemStatuses),
  isFree: z.boolean(),
  sellingPrice: z.number().int().describe('won per unit before options'),
  regularPrice: z.number().int().describe('won of the whole row at the regular price'),
  purchasePrice: z.number().int().describe('won of the whole row as charged'),
  productStock: z
    .number()
    .int()
    .nullable()
    .describe('a product without options: the units in the cart (mall.md “quantity when no options”)'),
  stock: z.number().int().nullable().describe('a product without options: units left; null = not counted'),
  hasOptions: z.boolean(),
  cartOptionList: z.array(cartOptionSchema),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartWarehouseSchema = z.object({
  warehouseId: z.number().int(),
  name: z.string(),
  deliveryCompany: z.string(),
  deliveryFee: z.number().int(),
  deliveryFreeOption: z.number().int().describe('free delivery when the selected goods cost more than this'),
  productOrderRegularPrice: z.number().int(),
  productOrderDiscountAmount: z.number().int(),
  productOrderPurchasePrice: z.number().int(),
  productOrderDeliveryFee: z.number().int(),
  products: z.array(cartProductSchema),
});
export type CartWarehouse = z.infer<typeof cartWarehouseSchema>;

export const cartContentSchema = z.object({
  cartId: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  thumbnailLink: z.string().nullable(),
  itemKind: z.string(),
  contentType: z.enum(contentTypes).nullable(),
  itemStatus: z.enum(itemStatuses).describe('STOP: discontinued, listed apart and not orderable'),
  isFree: z.boolean(),
  licenseId: z.number().int().nullable(),
  licenseName: z.string().nullable(),
  regularPrice: z.number().int(),
  sellingPrice: z.number().int(),
  purchasePrice: z.number().int(),
  quantity: z.number().int(),
});
export type CartContent = z.infer<typeof cartContentSchema>;

const totals = {
  totalOrderRegularPrice: z.number().int(),
  totalOrderDiscountAmount: z.number().int(),
  totalOrderPurchasePrice: z.number().int(),
  totalOrderDeliveryFee: z.number().int(),
  totalPaidAmount: z.number().int(),
};

/** GET /new_api/customer/cart/v2/list (mall.md §3 Cart list response): totals over every orderable row. */
export const cartListSchema = z.object({
  ...totals,
  productInfo: z.object({ warehouses: z.array(cartWarehouseSchema) }),
  contentInfo: z.object({
    contentOrderRegularPrice: z.number().int(),
    contentOrderDiscountAmount: z.number().int(),
    contentOrderPurchasePrice: z.number().int(),
    contents: z.array(cartContentSchema),
  }),
});
export type CartList = z.infer<typeof cartListSchema>;

export const cartCountSchema = z.object({ amount: z.number().int() });

/** GET /new_api/customer/cart/v2/{cartIdx}/options: the option-edit popup's lines of one cart row. */
export const cartItemOptionsSchema = z.object({
  cartId: z.number().int(),
  itemId: z.number().int(),
  title: z.string(),
  sellingPrice: z.number().int(),
  productStock: z.number().int().nullable().describe('a product without options: the units in the cart'),
  stock: z.number().int().nullable().describe('a product without options: units left; null = not counted'),
  cartOptionList: z.array(cartOptionSchema),
});
export type CartItemOptions = z.infer<typeof cartItemOptionsSchema>;

/** DELETE /new_api/customer/cart/v2/delete-cart-all: the cart ids to remove (the member's own only). */
export const cartDeleteRequestSchema = z.array(id).min(1).max(orderLimits.cartItemsMax);
