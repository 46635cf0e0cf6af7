import type { ProductNotice } from '@edu/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The mall's categories, as data: the spec's navigation ids (170 with 172, 174, 171; 136; 138 with
 * 164, 162; 137) are the rows' ids, so links keep working whatever an administrator renames.
 */
export const mallCategories = pgTable('mall_categories', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 50 }).notNull(),
  /** A short symbol shown with the tab (the spec gives 170, 136, 137 and 138 special icons). */
  icon: varchar('icon', { length: 20 }),
  sort: smallint('sort').notNull().default(0),
});

export const mallBrands = pgTable('mall_brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/** Where physical products ship from, with its delivery rule (free above `delivery_free_option`). */
export const mallWarehouses = pgTable('mall_warehouses', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  deliveryCompany: varchar('delivery_company', { length: 50 }).notNull(),
  deliveryFee: integer('delivery_fee').notNull(),
  deliveryFreeOption: integer('delivery_free_option').notNull(),
  additionalDeliveryFee: integer('additional_delivery_fee').notNull().default(0),
});

/**
 * One item of the mall: a PRODUCT (code P…, shipped from a warehouse, with options or a plain stock)
 * or a CONTENT (code C…: IMAGE with licences, FILE, VIDEO, MUSIC). `search_text` is what catalogue
 * search matches (title, tags, brand, kind, 절기, bible books), kept by the code that writes the item.
 */
export const mallItems = pgTable(
  'mall_items',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 20 }).notNull(),
    itemType: varchar('item_type', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 10 }),
    itemKind: varchar('item_kind', { length: 50 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mallCategories.id),
    brandId: integer('brand_id').references(() => mallBrands.id),
    warehouseId: integer('warehouse_id').references(() => mallWarehouses.id),
    regularPrice: integer('regular_price').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    discountRate: smallint('discount_rate').notNull().default(0),
    isFree: boolean('is_free').notNull().default(false),
    /** TAXABLE (과세: VAT in the price) or EXEMPT (면세: books and printed materials). */
    taxType: varchar('tax_type', { length: 10 }).notNull().default('EXEMPT'),
    /** Days a bought content may be downloaded; 0 = unlimited. */
    downloadPeriod: integer('download_period').notNull().default(0),
    solarTerm: varchar('solar_term', { length: 20 }),
    sampleLink: varchar('sample_link', { length: 300 }),
    /** A sound or video sample's text alternatives (KWCAG 1.2.1): a WebVTT upload, a transcript, or neither needed. */
    sampleCaptionLink: varchar('sample_caption_link', { length: 300 }),
    sampleTranscript: text('sample_transcript'),
    sampleWithoutSpeech: boolean('sample_without_speech').notNull().default(false),
    /**
     * 상품정보제공고시: the group and its items' values by key, as the shared definition lists them. One
     * jsonb value, because it is always read and written whole with its item, never searched by an
     * item's value, and its keys follow the notice (revised by the 공정거래위원회) rather than the schema.
     * Null = none yet (items saved before it was asked for); an item on sale needs it whole.
     */
    productNotice: jsonb('product_notice').$type<ProductNotice>(),
    thumbnailLink: varchar('thumbnail_link', { length: 300 }),
    description: text('description').notNull().default(''),
    usageGuide: text('usage_guide').notNull().default(''),
    copyrightInfo: text('copyright_info').notNull().default(''),
    /** SALE or STOP (sales stopped). */
    itemStatus: varchar('item_status', { length: 10 }).notNull().default('SALE'),
    isAdfActive: boolean('is_adf_active').notNull().default(false),
    /** A product without options: units left (null for options-based products and contents). */
    productStock: integer('product_stock'),
    /** Units sold, for the popular sort. */
    salesCount: integer('sales_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_items_code_key').on(t.code),
    index('mall_items_category_idx').on(t.categoryId, t.createdAt),
    index('mall_items_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Never sold below nothing, whoever writes it (stock.ts takes an order's stock relying on this).
    check('mall_items_product_stock_not_negative', sql`${t.productStock} >= 0`),
  ],
);

/** Bible passages an item is about (book 1–66 in canonical order, chapter or null for the whole book). */
export const mallItemBibles = pgTable(
  'mall_item_bibles',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id, { onDelete: 'cascade' }),
    bookId: smallint('book_id').notNull(),
    chapter: smallint('chapter'),
  },
  (t) => [index('mall_item_bibles_book_idx').on(t.bookId, t.chapter)],
);

export const mallItemRelations = pgTable(
  'mall_item_relations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id, { onDelete: 'cascade' }),
    relatedItemId: integer('related_item_id')
      .notNull()
      .references(() => mallItems.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.relatedItemId] })],
);

/** The licences an IMAGE content is sold under, each with its price. */
export const mallImageLicenses = pgTable('mall_image_licenses', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id')
    .notNull()
    .references(() => mallItems.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  price: integer('price').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/**
 * A product's options: TREE options have one row per level (depth 1–3) and are chosen as full paths
 * (combinations); a WRITING option (depth 0) takes free text.
 */
export const mallOptions = pgTable('mall_options', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id')
    .notNull()
    .references(() => mallItems.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  optionType: varchar('option_type', { length: 10 }).notNull(),
  required: boolean('required').notNull().default(true),
  depth: smallint('depth').notNull().default(0),
  /** WRITING: won added to each unit whose line carries this option's text (0 = free of charge). */
  extraPrice: integer('extra_price').notNull().default(0),
});

/** One choice of a TREE level; below level 1 it hangs under the node chosen before it. */
export const mallOptionNodes = pgTable(
  'mall_option_nodes',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => mallOptions.id, { onDelete: 'cascade' }),
    parentNodeId: integer('parent_node_id'),
    elementName: varchar('element_name', { length: 100 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('mall_option_nodes_parent_idx').on(t.optionId, t.parentNodeId)],
);

/** A full path through a product's TREE options: sold with its own extra price and stock. */
export const mallOptionCombinations = pgTable(
  'mall_option_combinations',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => mallItems.id, { onDelete: 'cascade' }),
    /** The last node of the path (its leaf). */
    leafNodeId: integer('leaf_node_id')
      .notNull()
      .references(() => mallOptionNodes.id, { onDelete: 'cascade' }),
    /** The element names of the path, level 1 first. */
    path: jsonb('path').$type<string[]>().notNull(),
    extraPrice: integer('extra_price').notNull().default(0),
    stock: integer('stock').notNull(),
  },
  (t) => [
    uniqueIndex('mall_option_combinations_leaf_key').on(t.leafNodeId),
    index('mall_option_combinations_item_idx').on(t.itemId),
    check('mall_option_combinations_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

/** What a bought content delivers: files to download (through the storage port) or video links. */
export const mallContentAssets = pgTable('mall_content_assets', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id')
    .notNull()
    .references(() => mallItems.id, { onDelete: 'cascade' }),
  /** DOWNLOAD (a stored file) or VIDEO (normal and high quality links). */
  kind: varchar('kind', { length: 10 }).notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  storageKey: varchar('storage_key', { length: 300 }),
  bytes: integer('bytes'),
  linkNormal: varchar('link_normal', { length: 300 }),
  linkHigh: varchar('link_high', { length: 300 }),
  sort: smallint('sort').notNull().default(0),
});
