import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { mallImageLicenses, mallItems, mallOptionCombinations, mallOptions } from '../catalog/catalog.tables';

/** A WRITING option's text attached to a TREE line. */
export type CartWriting = { optionId: number; text: string };

/**
 * One item in a member's cart (one row per item): a content with its licence, a product without
 * options with its quantity, or a product whose option lines are in `mall_cart_options`. Prices are
 * never stored here: they are read from the catalogue whenever the cart is shown or ordered.
 */
export const mallCarts = pgTable(
  'mall_carts',
  {
    id: serial('id').primaryKey(),
    memberIdx: integer('member_idx').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id, { onDelete: 'cascade' }),
    licenseId: integer('license_id').references(() => mallImageLicenses.id, { onDelete: 'set null' }),
    /** Units of a content (1) or of a product without options; 0 when the option lines count. */
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mall_carts_member_item_key').on(t.memberIdx, t.itemId)],
);

/**
 * An option line of a cart row with its quantity: a TREE combination carrying the texts of the item's
 * WRITING options (an engraving goes on the units of that line), or, for an item without a TREE, one
 * WRITING option's text.
 */
export const mallCartOptions = pgTable(
  'mall_cart_options',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => mallCarts.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => mallOptions.id, { onDelete: 'cascade' }),
    combinationId: integer('combination_id').references(() => mallOptionCombinations.id, {
      onDelete: 'cascade',
    }),
    optionMessage: varchar('option_message', { length: 100 }),
    /** A TREE line's texts of the item's WRITING options, in the item's order. */
    writings: jsonb('writings').$type<CartWriting[]>().notNull().default([]),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('mall_cart_options_cart_idx').on(t.cartId)],
);
