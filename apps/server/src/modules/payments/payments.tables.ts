import type { EscrowStatus } from '@edu/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One payment attempt with the provider, for whatever is being paid (a conference registration now,
 * a mall order later). Status: ready → approving → paid, or → waiting_deposit → paid (virtual
 * account) or → expired, or → failed; an approval we could not record → cancelled (net cancel), or
 * review when even that failed; paid → partially_refunded / refunded. `approving` is claimed before the
 * provider is asked to approve, so a repeated callback never approves twice.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** What is paid: 'conference' (registrations). */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    referenceIdx: integer('reference_idx').notNull(),
    /** The member paying: only they may read the result. */
    memberIdx: integer('member_idx').notNull(),
    /** The site's page the payer comes back to (e.g. /register_done or /app/register_done). */
    donePath: varchar('done_path', { length: 100 }).notNull(),
    oid: varchar('oid', { length: 40 }).notNull(),
    amount: integer('amount').notNull(),
    goodName: varchar('good_name', { length: 200 }).notNull(),
    buyerName: varchar('buyer_name', { length: 50 }).notNull().default(''),
    buyerTel: varchar('buyer_tel', { length: 20 }).notNull().default(''),
    buyerEmail: varchar('buyer_email', { length: 200 }).notNull().default(''),
    /** pc or mobile. */
    device: varchar('device', { length: 10 }).notNull(),
    /** Card, KakaoPay, NaverPay, DirectBank or VBank (mobile CARD, BANK, VBANK are stored in PC form). */
    method: varchar('method', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('ready'),
    tid: varchar('tid', { length: 64 }),
    resultCode: varchar('result_code', { length: 20 }),
    resultMessage: varchar('result_message', { length: 300 }),
    vbankBankCode: varchar('vbank_bank_code', { length: 10 }),
    vbankBankName: varchar('vbank_bank_name', { length: 50 }),
    vbankNumber: varchar('vbank_number', { length: 50 }),
    vbankHolder: varchar('vbank_holder', { length: 50 }),
    vbankDeadline: timestamp('vbank_deadline', { withTimezone: true }),
    /** The provider's net-cancel call for this approval, stored before approving (reconciliation undoes it). */
    netCancel: jsonb('net_cancel').$type<{ url: string; form: Record<string, string> }>(),
    /** The provider's approval answer, for support and reconciliation. */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Won refunded so far; a partial refund tells the provider what remains after it. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The provider's id of the deposit into the virtual account (a PC notice's `no_tid`). */
    depositTid: varchar('deposit_tid', { length: 64 }),
    /**
     * Why a person must look at this payment (a deposit the bank cancelled after it was paid, a deposit
     * that does not match the account): set by the notice that found it, shown in the administration.
     */
    attention: varchar('attention', { length: 300 }),
    attentionAt: timestamp('attention_at', { withTimezone: true }),
    /**
     * 현금영수증 the buyer asked for with a transfer or a virtual account: deduction (소득공제, a phone) or
     * proof (지출증빙, a business number); only the masked number is kept, for display.
     */
    cashReceiptKind: varchar('cash_receipt_kind', { length: 10 }),
    cashReceiptMaskedIdentifier: varchar('cash_receipt_masked_identifier', { length: 20 }),
    /** The provider's issue: its approval number (`no_cshr_appl`), its TID (`no_cshr_tid`) and time. */
    cashReceiptApprovalNumber: varchar('cash_receipt_approval_number', { length: 20 }),
    cashReceiptTid: varchar('cash_receipt_tid', { length: 64 }),
    cashReceiptIssuedAt: timestamp('cash_receipt_issued_at', { withTimezone: true }),
    /** Won of the receipt the provider cancelled with refunds, and its last cancel number (`cshrCancelNum`). */
    cashReceiptCancelledAmount: integer('cash_receipt_cancelled_amount').notNull().default(0),
    cashReceiptCancelNumber: varchar('cash_receipt_cancel_number', { length: 20 }),
    /** 구매안전서비스: the window was opened as an escrow payment (useescrow). */
    escrow: boolean('escrow').notNull().default(false),
    /** Where the escrow stands (EscrowStatus: paid, delivered, confirmed, …), from the provider's notices. */
    escrowStatus: varchar('escrow_status', { length: 20 }).$type<EscrowStatus>(),
    escrowStatusAt: timestamp('escrow_status_at', { withTimezone: true }),
    /** The delivery last registered with the provider (courier, invoice, when, its answer). */
    escrowDelivery: jsonb('escrow_delivery').$type<{
      courier: string;
      invoice: string;
      registeredAt: string;
      ok: boolean;
      message?: string;
    }>(),
  },
  (t) => [
    uniqueIndex('payments_oid_key').on(t.oid),
    uniqueIndex('payments_tid_key').on(t.tid),
    index('payments_reference_idx').on(t.purpose, t.referenceIdx),
    index('payments_status_idx').on(t.status, t.updatedAt),
    index('payments_attention_idx').on(t.attentionAt),
  ],
);

/**
 * Every refund asked of the provider, under the caller's key (e.g. `cancel:12`). The row is written
 * before the provider is called, so a refund cut off by a crash is known to be in doubt instead of being
 * asked again, and a repeated request with the same key never refunds twice.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    refundKey: varchar('refund_key', { length: 100 }).notNull(),
    amount: integer('amount').notNull(),
    /**
     * requesting (the provider is being asked, or was when the call was cut off: in doubt), done or
     * refused. A refund in doubt is settled only by asking the provider (inquiry) or by a person.
     */
    status: varchar('status', { length: 12 }).notNull().default('requesting'),
    refundTid: varchar('refund_tid', { length: 64 }),
    message: varchar('message', { length: 300 }),
    /** Won the payment held before this refund (the provider's inquiry is read against it). */
    balanceBefore: integer('balance_before'),
    /** Set when the call's outcome is unknown (timeout, network): what happened, for the repair job and a person. */
    doubt: varchar('doubt', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_refunds_key').on(t.refundKey)],
);
