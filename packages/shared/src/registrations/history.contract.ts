import { z } from 'zod';
import { cashReceiptSchema } from '../payments/cash-receipt';
import { cancelStatuses, cancelTypes } from './history.messages';
import { type RegistrationStatus, registrationStatuses } from './registration.messages';

/** The page a list answer is on: `size` rows a page, `total` rows in all. */
export const historyPageInfoSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type HistoryPageInfo = z.infer<typeof historyPageInfoSchema>;

const pageQuery = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);

/** GET /api/registered/conferences: an optional status filter (empty or unknown = all) and the page. */
export const registrationHistoryQuerySchema = z.object({
  status: z
    .string()
    .max(10)
    .optional()
    .transform((value): RegistrationStatus | undefined =>
      registrationStatuses.find((status) => status === value?.trim()),
    ),
  page: pageQuery,
});

/** One attendee of a registration. */
export const registeredAttendeeSchema = z.object({
  idx: z.number().int(),
  name: z.string(),
  church: z.string(),
  /** Y cancelled, N registered. */
  is_cancel: z.enum(['Y', 'N']),
  /** Moved to another session (is_cancel is then Y: they attend under the new registration). */
  moved: z.boolean().optional(),
});
export type RegisteredAttendee = z.infer<typeof registeredAttendeeSchema>;

/** One cancel request of a registration, as the history shows it. */
export const paymentCancelSchema = z.object({
  idx: z.number().int(),
  status: z.string(),
  type: z.string(),
  price: z.number().int(),
  count: z.number().int(),
  created_date: z.string(),
  confirm_date: z.string().nullable(),
});
export type PaymentCancel = z.infer<typeof paymentCancelSchema>;

/** One registration of the member's history with what the page may offer for it. */
export const registrationHistoryItemSchema = z.object({
  idx: z.number().int(),
  oid: z.string(),
  title: z.string().describe('conference title'),
  conference_idx: z.number().int(),
  conf_detail_idx: z.number().int(),
  dept: z.string(),
  number: z.number().int().describe('session number'),
  label: z.string().nullable().describe('the session’s own name, shown instead of its number'),
  local: z.string(),
  place: z.string(),
  schedule: z.string(),
  status: z.string(),
  total_price: z.number().int().describe('what was paid (never lowered by a refund)'),
  headcount: z.number().int().describe('attendees registered (never lowered by a cancel)'),
  live_headcount: z.number().int().describe('attendees still coming (not cancelled)'),
  refunded_price: z.number().int().describe('refunds finished (처리완료 cancels)'),
  remaining_price: z.number().int().describe('what was paid less what was refunded'),
  /** Price per attendee (what the refund of a partial cancel is computed from). */
  price: z.number().int(),
  tid: z.string().nullable(),
  barcode: z.string().nullable(),
  created_date: z.string(),
  paid_date: z.string().nullable(),
  pay_method: z.string().nullable(),
  /** The virtual account to pay into, only while 입금대기. */
  vact_bank_name: z.string().nullable(),
  vact_num: z.string().nullable(),
  vact_name: z.string().nullable(),
  vact_date: z.string().nullable(),
  registerMemberList: z.array(registeredAttendeeSchema),
  paymentCancelList: z.array(paymentCancelSchema),
  /** 결제시도 and the session still takes registrations: the payment can be continued. */
  canContinue: z.boolean(),
  /** 등록완료, nothing pending, attendees left and the cancel period not over. */
  canCancel: z.boolean(),
  /** A cancel request is waiting for the administrator (show "취소 확인 중"). */
  cancelPending: z.boolean(),
  /** The provider's receipt can be opened (등록완료 or 등록취소 with a transaction id). */
  hasReceipt: z.boolean(),
  /** 영수증 발행 정보: the church or organisation the receipt is made out to, when one was given. */
  receiptOrganisation: z.object({ name: z.string(), number: z.string() }).nullable(),
  /** 현금영수증 asked with the transfer or virtual account that paid it, and once issued its page; else null. */
  cashReceipt: cashReceiptSchema.nullable().optional(),
  /** Last day (Korean date, YYYY-MM-DD) a cancel can be requested; null when the session has no date. */
  cancelUntil: z.string().nullable(),
});
export type RegistrationHistoryItem = z.infer<typeof registrationHistoryItemSchema>;

export const registrationHistorySchema = z.object({
  list: z.array(registrationHistoryItemSchema),
  pageInfo: historyPageInfoSchema,
});
export type RegistrationHistory = z.infer<typeof registrationHistorySchema>;

const optionalText = (max: number) => z.string().max(max).optional().nullable();

/**
 * POST /api/payment/cancel (spec §7). `price` and `count` are accepted for the old pages and ignored:
 * the server computes both. `cancel_member_idxs` is comma-separated (as the spec has it) or an array.
 */
export const cancelRequestSchema = z.object({
  register_conf_idx: z
    .union([z.number(), z.string().max(20)])
    .optional()
    .nullable(),
  type: z.string().max(10).optional().nullable(),
  price: z.unknown().optional(),
  count: z.unknown().optional(),
  cancel_member_idxs: z
    .union([z.string().max(2000), z.number(), z.array(z.union([z.number(), z.string().max(20)])).max(1000)])
    .optional()
    .nullable(),
  refundBankCode: optionalText(10),
  refundAccountNumber: optionalText(50),
  refundAccountHolder: optionalText(50),
});
export type CancelRequest = z.input<typeof cancelRequestSchema>;

/** The request written: what the server computed. */
export const cancelRequestResultSchema = z.object({
  idx: z.number().int(),
  type: z.enum(cancelTypes),
  price: z.number().int(),
  count: z.number().int(),
  status: z.enum(cancelStatuses),
});
export type CancelRequestResult = z.infer<typeof cancelRequestResultSchema>;

/** GET /api/payment/cancel/regmember/list/{cancelIdx}: the people of a cancel request. */
export const cancelMembersSchema = z.array(registeredAttendeeSchema);

/** GET /api/payment/cancels/mine: one row of the member's cancel request history (spec §2). */
export const myCancelSchema = z.object({
  idx: z.number().int(),
  register_conf_idx: z.number().int(),
  title: z.string().describe('conference title'),
  dept: z.string(),
  name: z.string().describe('applicant'),
  church: z.string(),
  /** The people this request cancels (the list names them, not the applicant). */
  attendees: z.array(registeredAttendeeSchema),
  type: z.string(),
  count: z.number().int(),
  price: z.number().int(),
  created_date: z.string(),
  confirm_date: z.string().nullable(),
  status: z.string(),
});
export type MyCancel = z.infer<typeof myCancelSchema>;

export const myCancelsQuerySchema = z.object({ page: pageQuery });

export const myCancelsSchema = z.object({
  list: z.array(myCancelSchema),
  pageInfo: historyPageInfoSchema,
});
export type MyCancels = z.infer<typeof myCancelsSchema>;
