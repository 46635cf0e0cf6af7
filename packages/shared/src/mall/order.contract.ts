import { z } from 'zod';
import { pageInfoSchema } from '../community/community.contract';
import { textOfAtMost } from '../http/text.contract';
import { cashReceiptRequestSchema, cashReceiptSchema } from '../payments/cash-receipt';
import { escrowViewSchema } from '../payments/escrow';
import { paymentHoldSchema } from '../payments/payment-hold';
import { paymentWindowSchema } from '../payments/payment-window.contract';
import { receiptOrganisationLimits } from '../site/receipt-organisation';
import { cartListSchema } from './cart.contract';
import { contentTypes } from './catalog.constants';
import { orderLimits } from './order.constants';
import { purchaseConfirmers } from './purchase-confirmation';

const cartIdSet = z
  .array(z.coerce.number().int().positive().max(2_147_483_647))
  .max(orderLimits.cartItemsMax);

/** POST /new_api/customer/order/v2/form: the cart rows chosen for the order. */
export const orderFormRequestSchema = z.object({ cartIdSet: cartIdSet.default([]) });

/**
 * An unpaid order of exactly the chosen rows whose stock is still held (the payment window was closed):
 * its key, sent with the next attempt, pays that order again; its hold is shown and may be extended.
 */
export const pendingOrderPaymentSchema = z.object({
  oid: z.string(),
  orderKey: z.string(),
  hold: paymentHoldSchema,
});
export type PendingOrderPayment = z.infer<typeof pendingOrderPaymentSchema>;

/** The order form (mall.md §3 Order form response): the chosen rows with their totals and the orderer. */
export const orderFormSchema = cartListSchema.extend({
  orderName: z.string(),
  orderPhone: z.string(),
  orderEmail: z.string(),
  orderZipCode: z.string(),
  orderAddress: z.string(),
  orderDetailedAddress: z.string(),
  needsShipping: z.boolean().describe('goods are among the rows: the shipping fields are required'),
  cartIdSet: z.array(z.number().int()),
  pendingPayment: pendingOrderPaymentSchema.nullable(),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

export const deliveryRequestMessageSchema = z.object({
  warehouseId: z.coerce.number().int().positive().max(2_147_483_647),
  requestMessage: textOfAtMost(orderLimits.requestMessageMax).default(''),
});

/**
 * POST /new_api/customer/order/v2/pay/{pc|mobile}: places the order for the chosen cart rows and opens
 * the payment window (spec §7 "payment form posts"). The server prices everything itself; a free order
 * completes at once. `orderKey` is made once per order page, so a repeated submission answers the same order.
 */
export const placeOrderRequestSchema = z.object({
  orderKey: z.string().min(8).max(64),
  cartIdSet: cartIdSet.default([]),
  buyerName: textOfAtMost(50).default(''),
  buyerTel: textOfAtMost(20).default(''),
  buyerEmail: textOfAtMost(200).default(''),
  shippingName: textOfAtMost(50).default(''),
  shippingPhone: textOfAtMost(20).default(''),
  zipCode: textOfAtMost(10).default(''),
  address: textOfAtMost(200).default(''),
  detailedAddress: textOfAtMost(200).default(''),
  shippingMemo: textOfAtMost(200).default(''),
  /** 영수증 발행 정보: a church's or an organisation's name and its ten-digit number, both or neither. */
  receiptOrgName: textOfAtMost(receiptOrganisationLimits.nameMax).default(''),
  receiptOrgNumber: textOfAtMost(receiptOrganisationLimits.numberMax).default(''),
  deliveryRequestMessageJson: z.array(deliveryRequestMessageSchema).max(50).default([]),
  /**
   * PC: Card, DirectBank, VBank; mobile: CARD, BANK, VBANK; KakaoPay and Naver Pay on both: onlykakaopay,
   * onlynaverpay. Ignored for a free order.
   */
  gopaymethod: z.string().max(20).optional(),
  /** 현금영수증 for a real-time transfer or a virtual account; absent = none (ignored for other methods). */
  cashReceipt: cashReceiptRequestSchema.optional(),
  /** The buyer ticked 「다운로드 후에는 청약철회가 제한됨에 동의합니다」: required when the order holds a content to pay for. */
  contentWithdrawalAgreed: z.boolean().default(false),
  /** Prices sent by old pages are accepted and ignored. */
  price: z.unknown().optional(),
  totalPaidAmount: z.unknown().optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** The placed order and the provider's form; no form when the order cost nothing and is complete. */
export const placedOrderSchema = z.object({
  oid: z.string().describe('the order’s number (/mypage/order_done/{oid})'),
  form: paymentWindowSchema.nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** GET /new_api/customer/order/v2/list: the date range (yyyy-mm-dd, Korean days) and the page. */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(orderLimits.listPageSize),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderSummarySchema = z.object({
  orderId: z.number().int(),
  oid: z.string(),
  goodname: z.string(),
  thumbnailLink: z.string().nullable(),
  orderDate: z.string().describe('yyyy.mm.dd hh:mm:ss (Korean time)'),
  confirm_date: z.string().nullable().describe('when the money arrived'),
  totalPaidAmount: z.number().int(),
  refundedAmount: z.number().int().describe('won given back by returns and cancellations'),
  gopaymethod: z.string().nullable(),
  orderStatus: z.string(),
  failReason: z.string().nullable().describe('why the payment failed (PAY_FAIL), when known'),
  tid: z.string().nullable(),
  pay_device: z.string().nullable(),
  purchaseConfirmedAt: z
    .string()
    .nullable()
    .optional()
    .describe('구매확정: yyyy.mm.dd hh:mm:ss of the last line, once every goods line left is confirmed'),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  customerOrderList: z.array(orderSummarySchema),
  pageInfo: pageInfoSchema,
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderProductSchema = z.object({
  orderItemId: z.number().int(),
  orderItemTitle: z.string(),
  itemId: z.number().int(),
  thumbnailLink: z.string().nullable(),
  optionList: z.array(
    z.object({
      orderItemOptionId: z.number().int(),
      infoDetailList: z.array(z.object({ optionName: z.string(), elementName: z.string() })),
      quantity: z.number().int(),
      totalOptionPrice: z.number().int(),
      refundedQuantity: z.number().int().describe('units of this option line whose money went back'),
    }),
  ),
  quantity: z.number().int(),
  sellingPrice: z.number().int(),
  totalPrice: z.number().int(),
  isFree: z.boolean(),
  orderStatus: z.string(),
  deliveryStatus: z.string(),
  invoiceNumber: z.string().nullable(),
  deliveryCompany: z.string().nullable(),
  reviewId: z.number().int().nullable().describe('the buyer’s review of this line, once written'),
  refundedQuantity: z.number().int().describe('units whose money went back (returned or cancelled)'),
  deliveredAt: z.string().nullable().optional().describe('yyyy.mm.dd hh:mm:ss (Korean time), once delivered'),
  confirmedAt: z.string().nullable().optional().describe('구매확정: yyyy.mm.dd hh:mm:ss (Korean time)'),
  confirmedBy: z
    .enum(purchaseConfirmers)
    .nullable()
    .optional()
    .describe('buyer, auto (days after delivery) or escrow'),
});

/** One refund of an order: how much went back, when, how, and to which account for a deposit. */
export const orderRefundSchema = z.object({
  refundId: z.number().int(),
  refundType: z.string().describe('PAYBACK (반품) or CANCEL (취소)'),
  amount: z.number().int(),
  refundedAt: z.string().describe('yyyy.mm.dd hh:mm:ss (Korean time)'),
  payMethod: z.string().nullable().describe('the order’s method, through which the money went back'),
  account: z
    .object({
      bankName: z.string(),
      number: z.string().describe('masked but the last 4 digits'),
      owner: z.string(),
    })
    .nullable()
    .describe('the buyer’s account a virtual-account payment was refunded to'),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderDetailSchema = z.object({
  orderId: z.number().int(),
  oid: z.string(),
  goodname: z.string(),
  orderDate: z.string(),
  confirm_date: z.string().nullable(),
  orderStatus: z.string(),
  gopaymethod: z.string().nullable(),
  pay_device: z.string().nullable(),
  tid: z.string().nullable(),
  totalOrderRegularPrice: z.number().int(),
  totalOrderDiscountAmount: z.number().int(),
  totalOrderDeliveryFee: z.number().int(),
  totalPaidAmount: z.number().int(),
  orderBuyer: z.object({
    buyerName: z.string(),
    buyerTel: z.string(),
    buyerEmail: z.string(),
    buyerZipCode: z.string(),
    buyerAddress: z.string(),
    buyerDetailedAddress: z.string(),
  }),
  receiptOrganisation: z
    .object({ name: z.string(), number: z.string().describe('000-00-00000') })
    .nullable()
    .describe('the church or organisation the receipt is made out to, when the buyer gave one'),
  shipping: z
    .object({
      shippingName: z.string(),
      shippingPhone: z.string(),
      zipCode: z.string(),
      address: z.string(),
      detailedAddress: z.string(),
      shippingMemo: z.string(),
    })
    .nullable(),
  deliveryList: z.array(
    z.object({
      warehouseId: z.number().int(),
      brandName: z.string(),
      requestMessage: z.string(),
      orderProductList: z.array(orderProductSchema),
      originalPurchasePrice: z.number().int(),
      discountAmount: z.number().int(),
      deliveryFee: z.number().int(),
      paidAmount: z.number().int(),
      returnDeliveryFee: z
        .number()
        .int()
        .describe(
          'won a return of this group’s goods costs one way (the buyer pays it for a change of mind)',
        ),
    }),
  ),
  autoConfirmDays: z
    .number()
    .int()
    .optional()
    .describe('days after delivery a line of goods confirms itself (구매확정)'),
  contentList: z.array(
    z.object({
      orderItemId: z.number().int(),
      orderItemTitle: z.string(),
      itemId: z.number().int(),
      itemType: z.literal('CONTENT'),
      contentType: z.enum(contentTypes).nullable(),
      thumbnailLink: z.string().nullable(),
      licenseName: z.string().nullable(),
      isFree: z.boolean(),
      regularPrice: z.number().int(),
      sellingPrice: z.number().int(),
      orderContentId: z.number().int().nullable().describe('its content-box entry, once paid'),
      reviewId: z.number().int().nullable().describe('the buyer’s review of this line, once written'),
      downloaded: z
        .boolean()
        .describe('a file of it was handed out: its withdrawal is over unless the file is defective'),
      paidAt: z
        .string()
        .nullable()
        .describe('ISO time its payment arrived (the withdrawal period runs from it)'),
    }),
  ),
  paymentInfo: z
    .object({
      card_Code: z.string().nullable(),
      cardName: z.string().nullable().describe('the card company’s Korean name, from card_Code'),
      card_Num: z.string().nullable(),
      card_Quota: z.string().nullable().describe('instalment months of a card payment, 00 = lump sum'),
      applNum: z.string().nullable().describe('the card approval number (card payments only)'),
      acctBankName: z
        .string()
        .nullable()
        .describe('the bank of a real-time transfer, when the provider names it'),
      vactBankName: z.string().nullable(),
      vact_Num: z.string().nullable(),
      vact_Name: z.string().nullable(),
      vact_Date: z.string().nullable().describe('deposit deadline, yyyy.mm.dd'),
      vact_Time: z.string().nullable().describe('deposit deadline, hh:mm:ss'),
    })
    .nullable(),
  escrow: escrowViewSchema
    .nullable()
    .optional()
    .describe('구매안전서비스: the order was paid through the provider’s escrow, and where it stands'),
  cashReceipt: cashReceiptSchema
    .nullable()
    .optional()
    .describe('현금영수증 asked with the order’s transfer or virtual account, and once issued its page'),
  paymentList: z.array(
    z.object({
      goodName: z.string(),
      payMethod: z.string(),
      paidAmount: z.number().int(),
      orderStatus: z.string(),
      tid: z.string().nullable(),
      oid: z.string(),
      payDate: z.string(),
      receipt: z.boolean().describe('a receipt can be opened (GET …/order/v2/receipt/{oid})'),
      refundedAmount: z.number().int().describe('won of this payment given back so far'),
    }),
  ),
  refundList: z
    .array(orderRefundSchema)
    .describe('money given back by approved returns and cancellations, oldest first'),
  refundedAmount: z.number().int(),
  remainingPaidAmount: z.number().int().describe('totalPaidAmount less what was given back'),
  failReason: z.string().nullable().describe('why the payment failed (PAY_FAIL), when known'),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
