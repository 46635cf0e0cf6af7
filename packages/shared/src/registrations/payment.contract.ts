import { z } from 'zod';
import { cashReceiptRequestSchema, cashReceiptSchema } from '../payments/cash-receipt';
import { paymentHoldSchema } from '../payments/payment-hold';
import { paymentWindowSchema } from '../payments/payment-window.contract';

/** GET /api/registered/conference/pay/{idx}: the member's registration as the payment page shows it. */
export const paymentSummarySchema = z.object({
  idx: z.number().int(),
  oid: z.string(),
  status: z.string(),
  payable: z.boolean().describe('unpaid and the registration period is open'),
  failReason: z.string().nullable().describe('why the last payment attempt failed'),
  holdExpiresAt: z.string().nullable().describe('the seats are held until then (ISO 8601)'),
  /** The hold as the payment page counts it down and extends it; null when no seats wait for this payer. */
  hold: paymentHoldSchema.nullable().default(null),
  conference_idx: z.number().int(),
  title: z.string(),
  number: z.number().int(),
  label: z.string().nullable(),
  local: z.string(),
  place: z.string(),
  schedule: z.string(),
  dept: z.string(),
  price: z.number().int().describe('won per attendee'),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  church: z.string(),
  headcount: z.number().int(),
  total_price: z.number().int(),
  /** Already paid for a move's attendees in their former session: left to pay is total_price − this. */
  carried_price: z.number().int().default(0),
  registerMemberList: z.array(z.object({ idx: z.number().int(), name: z.string(), church: z.string() })),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/**
 * POST /api/payment/pay/{pc|mobile} (spec §7 "pay/pc and pay/mobile form posts"). The spec's goodname,
 * buyer fields and price are accepted and ignored: the server takes them from the registration.
 */
export const payRequestSchema = z.object({
  idx: z.coerce.number().int().positive(),
  gopaymethod: z.string().max(20).optional(),
  /** 현금영수증 for a real-time transfer or a virtual account; absent = none (ignored for other methods). */
  cashReceipt: cashReceiptRequestSchema.optional(),
  /** "Y" from the native app's pages. */
  app: z.string().max(1).optional(),
  goodname: z.unknown().optional(),
  buyername: z.unknown().optional(),
  buyertel: z.unknown().optional(),
  buyeremail: z.unknown().optional(),
  price: z.unknown().optional(),
});

/** What the page needs to open the provider's window; no form when the registration cost nothing and is complete. */
export const payFormSchema = z.object({
  oid: z.string(),
  form: paymentWindowSchema.nullable(),
});
export type PayForm = z.infer<typeof payFormSchema>;

/**
 * `resultCode` of a payment whose approval was undone because the session filled up while the payer was
 * in the window: the result page words that case itself (on a phone, registrationMessages.closedOnMobile).
 */
export const sessionFullResultCode = 'SESSION_FULL';

/** GET /api/payment/result: a payment attempt's outcome for the result page. */
export const paymentResultSchema = z.object({
  oid: z.string(),
  purpose: z.string(),
  referenceIdx: z.number().int(),
  status: z
    .string()
    .describe('ready, approving, paid, waiting_deposit, failed, expired, cancelled, review, …'),
  resultCode: z.string().nullable(),
  resultMsg: z.string().nullable(),
  goodname: z.string(),
  buyer_name: z.string(),
  buyer_tel: z.string(),
  pay_method: z.string().describe('Card, KakaoPay, NaverPay, DirectBank or VBank'),
  payDevice: z.string(),
  tot_price: z.number().int(),
  paymentOthers: z
    .object({
      vact_bank_name: z.string(),
      vact_num: z.string(),
      vact_name: z.string(),
      vact_date: z.string(),
    })
    .nullable()
    .describe('the virtual account to deposit into, with its deadline (Korean time)'),
  cashReceipt: cashReceiptSchema
    .nullable()
    .optional()
    .describe('현금영수증 asked with a transfer or a virtual account, and once issued its page'),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;
