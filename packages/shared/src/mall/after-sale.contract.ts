import { z } from 'zod';
import { pageInfoSchema } from '../community/community.contract';
import { textOfAtMost } from '../http/text.contract';
import { afterSaleLimits, refundReasons, refundTypes } from './after-sale.constants';
import { contentTypes } from './catalog.constants';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** A page of a member's list within Korean days (yyyy-mm-dd; the last 14 by default). */
export const dateRangePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(afterSaleLimits.pageSize),
  startDate: day,
  endDate: day,
});

/** How long a bought content may be downloaded. */
const expirySchema = z.object({
  downloadExpiration: z
    .string()
    .nullable()
    .describe('yyyy.mm.dd; a date before 2000 = unlimited; null before payment'),
  unlimited: z.boolean(),
  expired: z.boolean(),
  askedBack: z
    .boolean()
    .describe('a return or cancellation asking the content back waits for a decision: no download meanwhile'),
  downloadable: z.boolean().describe('CREATE_DONE or DOWNLOAD_DOING, not expired and not asked back'),
});

/** GET /new_api/customer/order/content/list */
export const orderContentSchema = expirySchema.extend({
  orderContentId: z.number().int(),
  orderItemId: z.number().int(),
  itemId: z.number().int(),
  oid: z.string(),
  orderDate: z.string(),
  orderContentTitle: z.string(),
  title: z.string(),
  contentType: z.enum(contentTypes).nullable(),
  orderContentStatus: z.string(),
  thumbnailLink: z.string().nullable(),
  reviewed: z.boolean(),
  reviewId: z.number().int().nullable(),
});
export type OrderContent = z.infer<typeof orderContentSchema>;
export const orderContentListSchema = z.object({
  orderContentList: z.array(orderContentSchema),
  pageInfo: pageInfoSchema,
});
export type OrderContentList = z.infer<typeof orderContentListSchema>;

/** GET /new_api/customer/order/content/one/{ocid}: files and video links only while downloadable. */
export const orderContentDetailSchema = orderContentSchema.extend({
  licenseName: z
    .string()
    .nullable()
    .describe('the licence an image content was bought under; null for others'),
  orderDownloadInfoList: z.array(
    z.object({ orderDownloadId: z.number().int(), orderDownloadName: z.string(), bytes: z.number().int() }),
  ),
  orderVideoInfoList: z.array(
    z.object({
      orderVideoId: z.number().int(),
      orderVideoName: z.string(),
      linkNormal: z.string(),
      linkHigh: z.string(),
    }),
  ),
});
export type OrderContentDetail = z.infer<typeof orderContentDetailSchema>;

/** GET /new_api/customer/order/content/count: the caller's contents that can still be downloaded (the withdrawal page warns of them). */
export const orderContentCountSchema = z.object({ downloadable: z.number().int() });
export type OrderContentCount = z.infer<typeof orderContentCountSchema>;

export const downloadOneQuerySchema = z.object({ orderContentId: id, orderDownloadId: id });
export const downloadZipQuerySchema = z.object({ orderContentId: id });

/** GET /new_api/download/history/list */
export const downloadHistoryListSchema = z.object({
  downloadHistoryList: z.array(
    z.object({
      downloadHistoryId: z.number().int(),
      downloadDateTime: z.string(),
      orderContentId: z.number().int(),
      orderContentTitle: z.string(),
      downloadType: z.enum(['ONE', 'ZIP']),
      fileName: z.string(),
    }),
  ),
  pageInfo: pageInfoSchema,
});
export type DownloadHistoryList = z.infer<typeof downloadHistoryListSchema>;

/**
 * The JSON part `refund` of POST /new_api/customer/refund/new (multipart, with up to 4 `images`).
 * Checked in the spec's order: type, products (unless the whole order), title, reason.
 */
export const refundRequestSchema = z.object({
  oid: z.string().max(40),
  refundType: z.enum(refundTypes).nullish().or(z.literal('')),
  reasonType: z.enum(refundReasons).nullish().or(z.literal('')),
  refundAll: z.boolean().default(false),
  refundItemList: z
    .array(
      z.object({
        orderProductId: id,
        fullRefunded: z.boolean().default(true),
        quantity: z
          .number()
          .int()
          .min(0)
          .max(100_000)
          .optional()
          .describe('units asked; all that is left when absent'),
        optionList: z
          .array(z.object({ orderItemOptionId: id, quantity: z.number().int().min(0).max(100_000) }))
          .max(100)
          .optional()
          .describe('a line of several option lines: the units asked of each (their sum is the quantity)'),
      }),
    )
    .max(100)
    .default([]),
  title: textOfAtMost(afterSaleLimits.refundTitleMax).default(''),
  reasonDetail: textOfAtMost(afterSaleLimits.refundDetailMax).default(''),
  refundAccountBankName: textOfAtMost(50).default(''),
  refundAccountNumber: textOfAtMost(50).default(''),
  refundAccountOwner: textOfAtMost(50).default(''),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

export const refundSchema = z.object({
  refundId: z.number().int(),
  refundType: z.enum(refundTypes),
  reasonType: z.enum(refundReasons),
  method: z.enum(['ALL', 'PART']).describe('the whole order or chosen products'),
  title: z.string(),
  reasonDetail: z.string(),
  requestDateTime: z.string(),
  refundStatus: z.string(),
  items: z.array(
    z.object({
      orderProductId: z.number().int(),
      title: z.string(),
      quantity: z.number().int().describe('the units asked for'),
      options: z
        .array(z.object({ label: z.string(), quantity: z.number().int() }))
        .describe('of a line of several option lines, the units asked of each ("유아부 / 학생용")'),
    }),
  ),
  images: z.array(z.string()),
  withdrawable: z.boolean(),
  refundAmount: z.number().int().nullable().describe('won given back, once approved'),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /new_api/order/v2/sales/detail/{oid}: the order's refund requests and its pending extra charge. */
export const salesDetailSchema = z.object({
  refundList: z.array(refundSchema),
  extraPayment: z
    .object({
      orderExtraOid: z.string(),
      amount: z.number().int(),
      reason: z.string(),
      status: z.string(),
    })
    .nullable(),
});
export type SalesDetail = z.infer<typeof salesDetailSchema>;

/** GET /new_api/customer/order/v2/extra/{oid}: the extra-pay dialog, prefilled (mall.md §3 Extra payment info). */
export const extraPaymentInfoSchema = z.object({
  orderExtraOid: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  orderName: z.string(),
  orderPhone: z.string(),
  orderEmail: z.string(),
  shippingPhone: z.string(),
  postcode: z.string(),
  address: z.string(),
  detailAddress: z.string(),
  needsShipping: z.boolean().describe('goods are shipped: the recipient phone and the address are asked'),
});
export type ExtraPaymentInfo = z.infer<typeof extraPaymentInfoSchema>;

/** POST /new_api/customer/order/v2/extra/pay/{pc|mobile}; checked in the spec's order. */
export const extraPayRequestSchema = z.object({
  orderExtraOid: z.string().max(40),
  buyerName: textOfAtMost(50).default(''),
  buyerTel: textOfAtMost(20).default(''),
  buyerEmail: textOfAtMost(200).default(''),
  shippingPhone: textOfAtMost(20).default(''),
  postcode: textOfAtMost(10).default(''),
  address: textOfAtMost(200).default(''),
  detailAddress: textOfAtMost(200).default(''),
  gopaymethod: z.string().max(20).optional(),
});
export type ExtraPayRequest = z.input<typeof extraPayRequestSchema>;

/** POST /api/admin/mall/orders/{oid}/extra (the administrator asks an extra charge of an order). */
export const createExtraPaymentSchema = z.object({
  amount: z.coerce.number().int().min(100).max(10_000_000),
  reason: textOfAtMost(200),
});

/** POST /new_api/review/edit: a new review (no reviewId) of a bought order line, or a change of one's own. */
export const reviewEditSchema = z.object({
  reviewId: id.nullish(),
  orderItemId: id,
  rating: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullish()
    .describe('stars 1–5; optional (the spec’s call has none): a review without them counts in no average'),
  reviewTitle: textOfAtMost(afterSaleLimits.reviewTitleMax).default(''),
  reviewDescription: z.string().max(20_000).default(''),
  photoList: z.array(z.string().max(300)).max(afterSaleLimits.reviewPhotosMax).default([]),
});
export type ReviewEdit = z.input<typeof reviewEditSchema>;

/** GET /new_api/review/list?memberIdx=…: the caller's own reviews. */
export const myReviewListSchema = z.object({
  reviewList: z.array(
    z.object({
      reviewId: z.number().int(),
      itemId: z.number().int(),
      orderItemId: z.number().int().nullable(),
      oid: z.string().nullable(),
      orderDateTime: z.string().nullable(),
      itemTitle: z.string(),
      reviewTitle: z.string(),
      rating: z.number().int().nullable(),
      hidden: z.boolean().describe('hidden by an administrator: not shown on the item page'),
      createdDateTime: z.string(),
    }),
  ),
  pageInfo: pageInfoSchema,
});
export type MyReviewList = z.infer<typeof myReviewListSchema>;

/** GET /new_api/customer/mypage/summary: what my page counts for the member. */
export const myPageSummarySchema = z.object({
  name: z.string(),
  uid: z.string(),
  orders: z.number().int().describe('orders of the last 30 days'),
  contents: z.number().int().describe('contents that can be downloaded now'),
  reviews: z.number().int(),
  cart: z.number().int(),
  conferenceApplications: z.number().int(),
});
export type MyPageSummary = z.infer<typeof myPageSummarySchema>;
