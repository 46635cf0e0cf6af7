import type { PurchaseConfirmer } from '@edu/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A member's mall order. Everything it sold is copied onto it (names, options, prices, fees), so later
 * catalogue changes never change an order. Status (mall.md §4): PAY_WAIT → ORDER_DONE, or → VBANK_WAIT
 * → ORDER_DONE, or → PAY_FAIL (its stock given back). `stock_held` is true while the order holds the
 * stock it took; it is cleared in the same statement that gives the stock back, so it never goes back twice.
 */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: serial('id').primaryKey(),
    oid: varchar('oid', { length: 30 }).notNull(),
    memberIdx: integer('member_idx').notNull(),
    /** Made once per order page: a repeated submission answers the same order. */
    orderKey: varchar('order_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('PAY_WAIT'),
    goodName: varchar('good_name', { length: 200 }).notNull(),
    buyerName: varchar('buyer_name', { length: 50 }).notNull(),
    buyerTel: varchar('buyer_tel', { length: 20 }).notNull(),
    buyerEmail: varchar('buyer_email', { length: 200 }).notNull(),
    buyerZipCode: varchar('buyer_zip_code', { length: 10 }).notNull().default(''),
    buyerAddress: varchar('buyer_address', { length: 200 }).notNull().default(''),
    buyerDetailedAddress: varchar('buyer_detailed_address', { length: 200 }).notNull().default(''),
    needsShipping: boolean('needs_shipping').notNull(),
    shippingName: varchar('shipping_name', { length: 50 }).notNull().default(''),
    shippingPhone: varchar('shipping_phone', { length: 20 }).notNull().default(''),
    zipCode: varchar('zip_code', { length: 10 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull().default(''),
    detailedAddress: varchar('detailed_address', { length: 200 }).notNull().default(''),
    shippingMemo: varchar('shipping_memo', { length: 200 }).notNull().default(''),
    /** 영수증 발행 정보: the church or organisation the receipt is made out to (both or neither). */
    receiptOrgName: varchar('receipt_org_name', { length: 100 }),
    /** Its 사업자등록번호 or 고유번호, written 000-00-00000. */
    receiptOrgNumber: varchar('receipt_org_number', { length: 12 }),
    totalRegularPrice: integer('total_regular_price').notNull(),
    totalDiscountAmount: integer('total_discount_amount').notNull(),
    totalPurchasePrice: integer('total_purchase_price').notNull(),
    totalDeliveryFee: integer('total_delivery_fee').notNull(),
    totalPaidAmount: integer('total_paid_amount').notNull(),
    /** The cart rows ordered: they leave the cart once the order is paid (or its account issued). */
    cartIds: jsonb('cart_ids').$type<number[]>().notNull(),
    /** Card, DirectBank, VBank or free; set when paid (or the virtual account issued). */
    payMethod: varchar('pay_method', { length: 20 }),
    payDevice: varchar('pay_device', { length: 10 }),
    tid: varchar('tid', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    stockHeld: boolean('stock_held').notNull().default(true),
    /** An unpaid order gives its stock back after this (15 minutes, or a virtual account's deadline). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Times the buyer extended this hold from the order page (paymentHold.maxExtensions at most). */
    holdExtensions: smallint('hold_extensions').notNull().default(0),
    failReason: varchar('fail_reason', { length: 200 }),
    /**
     * 구매안전서비스: paid through the provider's escrow (goods by transfer or virtual account). Its lines
     * are confirmed by the provider's notices, not by the daily confirmation nor the per-line button.
     */
    escrow: boolean('escrow').notNull().default(false),
    vbankName: varchar('vbank_name', { length: 50 }),
    vbankNumber: varchar('vbank_number', { length: 50 }),
    vbankHolder: varchar('vbank_holder', { length: 50 }),
    vbankDeadline: timestamp('vbank_deadline', { withTimezone: true }),
    /**
     * When the buyer ticked that a content's withdrawal ends with its download (the order form's
     * 「다운로드 후에는 청약철회가 제한됨에 동의합니다」); null for an order without contents to pay for.
     */
    contentWithdrawalAgreedAt: timestamp('content_withdrawal_agreed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_orders_oid_key').on(t.oid),
    uniqueIndex('mall_orders_member_key').on(t.memberIdx, t.orderKey),
    index('mall_orders_member_created_idx').on(t.memberIdx, t.createdAt),
    index('mall_orders_hold_idx').on(t.holdExpiresAt),
  ],
);

/** One warehouse's part of an order: its goods ship together for one delivery fee. */
export const mallOrderDeliveries = pgTable(
  'mall_order_deliveries',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mallOrders.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id').notNull(),
    warehouseName: varchar('warehouse_name', { length: 100 }).notNull(),
    brandName: varchar('brand_name', { length: 200 }).notNull(),
    deliveryCompany: varchar('delivery_company', { length: 50 }).notNull(),
    regularPrice: integer('regular_price').notNull(),
    purchasePrice: integer('purchase_price').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    requestMessage: varchar('request_message', { length: 100 }).notNull().default(''),
  },
  (t) => [index('mall_order_deliveries_order_idx').on(t.orderId)],
);

/** An item of an order, copied from the catalogue when the order was placed. */
export const mallOrderItems = pgTable(
  'mall_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mallOrders.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id').references(() => mallOrderDeliveries.id, { onDelete: 'cascade' }),
    /** The catalogue item (kept as a number: an order outlives a deleted item). */
    itemId: integer('item_id').notNull(),
    itemType: varchar('item_type', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 10 }),
    title: varchar('title', { length: 200 }).notNull(),
    thumbnailLink: varchar('thumbnail_link', { length: 300 }),
    licenseId: integer('license_id'),
    licenseName: varchar('license_name', { length: 100 }),
    isFree: boolean('is_free').notNull(),
    /** TAXABLE (과세, VAT in the price) or EXEMPT (면세), as the item was set when bought. */
    taxType: varchar('tax_type', { length: 10 }).notNull().default('EXEMPT'),
    /** Won per unit before options. */
    regularPrice: integer('regular_price').notNull(),
    sellingPrice: integer('selling_price').notNull(),
    /** Units (the option lines' sum for a product with options). */
    quantity: integer('quantity').notNull(),
    totalRegularPrice: integer('total_regular_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    /** Units taken from the item's own stock (products without options, writing lines). */
    productStockTaken: integer('product_stock_taken').notNull().default(0),
    downloadPeriod: integer('download_period').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('PAY_WAIT'),
    deliveryStatus: varchar('delivery_status', { length: 20 }),
    deliveryCompany: varchar('delivery_company', { length: 50 }),
    invoiceNumber: varchar('invoice_number', { length: 50 }),
    /**
     * Units whose money went back (an approved return or cancellation), and units whose stock came
     * back (the return received): a line is refunded and restocked at most once (issue 31).
     */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    /** When the goods were marked delivered: a line confirms itself some days after it. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * 구매확정: when the line was confirmed and by whom (`buyer`, `auto` some days after delivery, or
     * `escrow` by the provider's confirmation). A confirmed line can no longer be asked back.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: varchar('confirmed_by', { length: 10 }).$type<PurchaseConfirmer>(),
  },
  (t) => [
    index('mall_order_items_order_idx').on(t.orderId),
    index('mall_order_items_unconfirmed_idx').on(t.deliveredAt).where(sql`${t.confirmedAt} is null`),
  ],
);

/** Units of one option line of an ordered product (asked back, refunded or restocked). */
export type OptionUnits = { orderItemOptionId: number; units: number };

/** An option line of an ordered product: the path's level and element names, copied. */
export const mallOrderItemOptions = pgTable(
  'mall_order_item_options',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => mallOrderItems.id, { onDelete: 'cascade' }),
    optionId: integer('option_id'),
    /** Set for a TREE line: its stock was taken from this combination. */
    combinationId: integer('combination_id'),
    details: jsonb('details').$type<{ optionName: string; elementName: string }[]>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    totalPrice: integer('total_price').notNull(),
    /**
     * Of this option line, the units whose money went back and the units whose stock came back; the
     * line's own counts are their sums, so part of one option line can be returned.
     */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
  },
  (t) => [index('mall_order_item_options_item_idx').on(t.orderItemId)],
);

/**
 * An extra charge the administration asks of an order (a changed option, an extra delivery): the buyer
 * pays it from the order detail. EXTRA_CREATED → EXTRA_TRY → EXTRA_DONE, or EXTRA_VBANK → EXTRA_DONE,
 * or EXTRA_FAIL (the buyer may try again).
 */
export const mallOrderExtras = pgTable(
  'mall_order_extras',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mallOrders.id, { onDelete: 'cascade' }),
    /** The extra charge's own order number (the payment attempts are `{oid}-{8 hex}`). */
    oid: varchar('oid', { length: 30 }).notNull(),
    amount: integer('amount').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('EXTRA_CREATED'),
    /** The order's status before the charge (the administration may withdraw an unpaid charge). */
    orderStatusBefore: varchar('order_status_before', { length: 20 }).notNull(),
    payMethod: varchar('pay_method', { length: 20 }),
    tid: varchar('tid', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mall_order_extras_oid_key').on(t.oid),
    index('mall_order_extras_order_idx').on(t.orderId),
  ],
);
