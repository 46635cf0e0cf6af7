import { z } from 'zod';
import { textOfAtMost } from '../http/text.contract';
import { payMethodCountSchema } from '../payments/pay-method-counts';
import { refundTypes } from './after-sale.constants';
import { orderDetailSchema } from './order.contract';

/** The couriers an invoice can be given for, with the page that tracks a parcel (the common Korean ones). */
export const couriers = ['CJ대한통운', '한진택배', '롯데택배', '우체국택배', '로젠택배'] as const;
export type Courier = (typeof couriers)[number];

/** Where each courier tracks a parcel by its invoice number (their public tracking pages). */
const trackingPages: Record<Courier, (invoice: string) => string> = {
  CJ대한통운: (n) => `https://trace.cjlogistics.com/next/tracking.html?wblNo=${n}`,
  한진택배: (n) =>
    `https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=${n}`,
  롯데택배: (n) => `https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=${n}`,
  우체국택배: (n) => `https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=${n}`,
  로젠택배: (n) => `https://www.ilogen.com/web/personal/trace/${n}`,
};

/** The tracking page of a parcel, or null for a courier we do not know or no invoice number. */
export function trackingUrl(company: string | null, invoice: string | null): string | null {
  if (!company || !invoice || !(couriers as readonly string[]).includes(company)) return null;
  return trackingPages[company as Courier](encodeURIComponent(invoice));
}

export const adminOrderSearchTypes = ['buyer', 'oid', 'phone'] as const;

/** GET /api/admin/mall/orders: orders placed within the Korean days asked (the last 30 by default). */
export const adminOrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  status: z.string().max(20).optional().describe('an order status of mall.md §4; empty for every status'),
  /** Only orders with goods still to ship (READY). */
  toShip: z.enum(['Y', 'N']).optional(),
  searchType: z.enum(adminOrderSearchTypes).optional(),
  searchText: z.string().max(100).optional(),
});

export const adminOrderRowSchema = z.object({
  oid: z.string(),
  orderDate: z.string(),
  confirm_date: z.string().nullable(),
  goodname: z.string(),
  member: z.object({ idx: z.number().int(), uid: z.string() }),
  buyerName: z.string(),
  buyerTel: z.string(),
  totalPaidAmount: z.number().int(),
  gopaymethod: z.string().nullable(),
  orderStatus: z.string(),
  toShip: z.number().int().describe('product lines READY to ship'),
  shipped: z.number().int().describe('product lines START or DELIVERED'),
  confirmed: z.number().int().optional().describe('product lines confirmed (구매확정)'),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(adminOrderRowSchema),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** What the administration needs to ship a product line, beyond what its buyer sees. */
export const adminLineShippingSchema = z.object({
  orderItemId: z.number().int(),
  defaultCourier: z
    .enum(couriers)
    .nullable()
    .describe(
      'the courier its warehouse ships with, when it names one of ours: the 발송 form’s first choice',
    ),
  pendingRequest: z
    .enum(refundTypes)
    .nullable()
    .describe(
      'the exchange, return or cancellation of the line waiting for a decision: it does not ship meanwhile',
    ),
});
export type AdminLineShipping = z.infer<typeof adminLineShippingSchema>;

/** GET /api/admin/mall/orders/{oid}: the order as its buyer sees it, with who bought it. */
export const adminOrderDetailSchema = orderDetailSchema.extend({
  member: z.object({ idx: z.number().int(), uid: z.string(), name: z.string() }),
  lineShipping: z.array(adminLineShippingSchema).describe('one entry per product line'),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/**
 * PUT /api/admin/mall/order-items/{orderItemId}/delivery: READY → START (with the courier and invoice
 * number; the buyer is told with a tracking link) → DELIVERED. An invoice may be corrected while START.
 */
export const deliveryUpdateSchema = z.object({
  deliveryStatus: z.enum(['START', 'DELIVERED']),
  deliveryCompany: z.enum(couriers).optional(),
  invoiceNumber: textOfAtMost(30).optional(),
});
export type DeliveryUpdate = z.input<typeof deliveryUpdateSchema>;

/** The answer of a delivery change: the line as it is now, with its tracking page. */
export const deliveryUpdatedSchema = z.object({
  orderItemId: z.number().int(),
  deliveryStatus: z.string(),
  deliveryCompany: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});
export type DeliveryUpdated = z.infer<typeof deliveryUpdatedSchema>;

/** What became of a row of an invoice upload: shipped now, shipped before (left as it is), or refused. */
export const invoiceRowOutcomes = ['shipped', 'alreadyShipped', 'refused'] as const;

/** POST /api/admin/mall/invoices: how many rows shipped, were shipped before or were refused, row by row. */
export const invoiceUploadReportSchema = z.object({
  shipped: z.number().int(),
  alreadyShipped: z.number().int(),
  refused: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int().describe('the row of the sheet (1 is the header)'),
      orderItemId: z.number().int().nullable(),
      ok: z.boolean().describe('shipped by this upload'),
      outcome: z.enum(invoiceRowOutcomes),
      message: z.string(),
    }),
  ),
});
export type InvoiceUploadReport = z.infer<typeof invoiceUploadReportSchema>;

/** GET /api/admin/mall/reviews: every review, newest first, 30 a page; hidden ones only with hidden=Y. */
export const adminReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  hidden: z.enum(['Y', 'N', 'all']).default('all'),
  searchText: z.string().max(100).optional().describe('in the title, the item title or the author’s name'),
});

export const adminReviewSchema = z.object({
  reviewId: z.number().int(),
  itemId: z.number().int(),
  itemTitle: z.string(),
  member: z.object({ idx: z.number().int(), uid: z.string(), name: z.string() }),
  reviewTitle: z.string(),
  reviewDescription: z.string().describe('HTML, sanitised'),
  rating: z.number().int().nullable().describe('stars 1–5; null on reviews written before stars'),
  photoList: z.array(z.string()),
  createdDateTime: z.string(),
  deleted: z.boolean().describe('deleted by its author'),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(adminReviewSchema),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** PUT /api/admin/mall/reviews/{reviewId}/visibility: hide (a reason required, kept) or restore. */
export const reviewVisibilitySchema = z.object({
  hidden: z.boolean(),
  reason: textOfAtMost(200).optional(),
});

/** GET /api/admin/mall/dashboard: won per Korean day (30 days), sales per category, work waiting. */
export const mallDashboardSchema = z.object({
  daily: z.array(
    z.object({
      date: z.string().describe('yyyy-mm-dd, Korean'),
      paid: z.number().int(),
      refunded: z.number().int(),
      net: z.number().int(),
    }),
  ),
  byCategory: z.array(
    z.object({
      categoryId: z.number().int(),
      name: z.string(),
      sold: z.number().int(),
      refunded: z.number().int(),
      net: z.number().int(),
    }),
  ),
  byPayMethod: z
    .array(payMethodCountSchema)
    .describe('orders paid over the same days by how they were paid (신용카드 … 무료), every way listed'),
  toShip: z.number().int().describe('product lines paid and waiting to ship'),
  confirmedSales: z
    .number()
    .int()
    .optional()
    .describe('won of the goods lines confirmed (구매확정) over the same days, less units given back before'),
  openRequests: z
    .number()
    .int()
    .describe('exchange, return and cancellation requests waiting for a decision'),
});
export type MallDashboard = z.infer<typeof mallDashboardSchema>;

/** A warehouse as the administration edits it: where goods ship from and its delivery rule. */
export const warehouseEditSchema = z.object({
  name: textOfAtMost(100).refine((name) => name.trim().length > 0, '창고 이름을 입력해 주세요.'),
  deliveryCompany: textOfAtMost(50),
  deliveryFee: z.coerce.number().int().min(0).max(1_000_000),
  deliveryFreeOption: z.coerce.number().int().min(0).max(100_000_000),
  additionalDeliveryFee: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const warehouseSchema = warehouseEditSchema.extend({
  warehouseId: z.number().int(),
  items: z.number().int(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

/** A brand as the administration edits it. */
export const brandEditSchema = z.object({
  name: textOfAtMost(100).refine((name) => name.trim().length > 0, '브랜드 이름을 입력해 주세요.'),
});
export const brandSchema = z.object({ brandId: z.number().int(), name: z.string(), items: z.number().int() });
export type Brand = z.infer<typeof brandSchema>;
