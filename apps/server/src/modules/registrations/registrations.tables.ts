import { sql } from 'drizzle-orm';
import {
  char,
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
import { members } from '../accounts/accounts.tables';
import { conferenceDetails } from '../conferences/conferences.tables';

/** A group registration for one session department, paid once. */
export const registrations = pgTable(
  'registrations',
  {
    idx: serial('idx').primaryKey(),
    oid: varchar('oid', { length: 64 }).notNull(),
    memberIdx: integer('member_idx')
      .notNull()
      .references(() => members.idx),
    conferenceDetailIdx: integer('conference_detail_idx')
      .notNull()
      .references(() => conferenceDetails.idx),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 200 }).notNull().default(''),
    church: varchar('church', { length: 100 }).notNull(),
    /** 영수증 발행 정보: the church or organisation the receipt is made out to (both or neither). */
    receiptOrgName: varchar('receipt_org_name', { length: 100 }),
    /** Its 사업자등록번호 or 고유번호, written 000-00-00000. */
    receiptOrgNumber: varchar('receipt_org_number', { length: 12 }),
    /** 결제시도, 결제대기, 입금대기, 결제실패, 등록완료, 등록취소. */
    status: varchar('status', { length: 10 }).notNull(),
    totalPrice: integer('total_price').notNull(),
    headcount: integer('headcount').notNull(),
    tid: varchar('tid', { length: 100 }),
    payMethod: varchar('pay_method', { length: 20 }),
    barcode: varchar('barcode', { length: 20 }),
    zipCode: varchar('zip_code', { length: 10 }),
    address: varchar('address', { length: 200 }),
    detailedAddress: varchar('detailed_address', { length: 200 }),
    joinedConference: char('joined_conference', { length: 1 }).notNull().default('N'),
    joinedDate: timestamp('joined_date', { withTimezone: true }),
    roomname: varchar('roomname', { length: 100 }),
    /** The form's one-time key: a repeated submission finds this registration instead of making another. */
    requestKey: varchar('request_key', { length: 64 }),
    /** Why the last payment attempt failed (the provider's message). */
    failReason: varchar('fail_reason', { length: 200 }),
    /** Virtual account issued for a bank deposit (입금대기). */
    vbankName: varchar('vbank_name', { length: 50 }),
    vbankNumber: varchar('vbank_number', { length: 50 }),
    vbankHolder: varchar('vbank_holder', { length: 50 }),
    vbankDeadline: timestamp('vbank_deadline', { withTimezone: true }),
    /** Until when the seats of an unpaid registration stay held. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Times the payer extended this hold from the payment page (paymentHold.maxExtensions at most). */
    holdExtensions: smallint('hold_extensions').notNull().default(0),
    paidDate: timestamp('paid_date', { withTimezone: true }),
    /**
     * Money carried over from the registration its attendees were moved from (다른 세션으로 변경): already
     * paid there, so what is left to pay is total_price - carried_amount.
     */
    carriedAmount: integer('carried_amount').notNull().default(0),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registrations_oid_key').on(t.oid),
    uniqueIndex('registrations_barcode_key').on(t.barcode),
    uniqueIndex('registrations_request_key').on(t.memberIdx, t.requestKey),
    index('registrations_hold_idx').on(t.holdExpiresAt),
    index('registrations_member_idx').on(t.memberIdx, t.createdDate),
    index('registrations_detail_idx').on(t.conferenceDetailIdx, t.status),
  ],
);

/** One person attending under a registration. */
export const registrationAttendees = pgTable(
  'registration_attendees',
  {
    idx: serial('idx').primaryKey(),
    registrationIdx: integer('registration_idx')
      .notNull()
      .references(() => registrations.idx, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    church: varchar('church', { length: 100 }).notNull(),
    isCancel: char('is_cancel', { length: 1 }).notNull().default('N'),
    cancelledDate: timestamp('cancelled_date', { withTimezone: true }),
    /** The attendee's own mobile number (optional): their ticket link is sent there by KakaoTalk. */
    phone: varchar('phone', { length: 20 }),
    /**
     * The private link of the attendee's ticket page (/ticket/{token}): 244 random bits from the
     * database's strong random source, never derived from an id, so it cannot be guessed.
     */
    ticketToken: varchar('ticket_token', { length: 64 })
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
    /** The attendee's own barcode, written at 등록완료: the registration's barcode + the attendee idx (4 digits). */
    barcode: varchar('barcode', { length: 30 }),
    /** When this attendee was admitted at the check-in desk (null = not yet). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When this attendee was moved to another session (is_cancel is then Y: the row no longer attends here). */
    movedDate: timestamp('moved_date', { withTimezone: true }),
  },
  (t) => [
    index('registration_attendees_registration_idx').on(t.registrationIdx),
    uniqueIndex('registration_attendees_ticket_token_key').on(t.ticketToken),
    uniqueIndex('registration_attendees_barcode_key').on(t.barcode),
  ],
);

/**
 * Where a virtual-account payment is refunded to (bank code, number, holder), as the member typed it.
 * One shape for the cancel request and the cheaper move, so an approval or a retry long after reads the
 * same three columns (`refundAccountOfRow`).
 */
const refundAccountColumns = () => ({
  refundBankCode: varchar('refund_bank_code', { length: 10 }),
  refundAccountNumber: varchar('refund_account_number', { length: 50 }),
  refundAccountHolder: varchar('refund_account_holder', { length: 50 }),
});

/** One refund of a cancel request: the registration whose payment gives it back, and how much. */
export type CancelRefundPart = { registrationIdx: number; amount: number };

/**
 * A member's request to cancel some or all attendees of a paid registration (spec §3 Cancellation).
 * 취소신청 until an administrator approves it (처리완료); the amount is computed by the server.
 */
export const registrationCancels = pgTable(
  'registration_cancels',
  {
    idx: serial('idx').primaryKey(),
    registrationIdx: integer('registration_idx')
      .notNull()
      .references(() => registrations.idx),
    /** 취소신청, 환불처리중 (being approved) or 처리완료. */
    status: varchar('status', { length: 10 }).notNull().default('취소신청'),
    /** 부분 (some attendees) or 전체 (everyone). */
    type: varchar('type', { length: 10 }).notNull(),
    /** Refund in won: the fee is 0, so price per attendee × count, or the whole total. */
    price: integer('price').notNull(),
    count: integer('count').notNull(),
    /** Attendee idxs, comma-separated as the spec's `cancel_member_idxs`. */
    cancelMemberIdxs: varchar('cancel_member_idxs', { length: 2000 }).notNull(),
    /** Where a virtual-account payment is refunded to, given by the member. */
    ...refundAccountColumns(),
    /**
     * Which payments give the refund back, fixed at the first approval: the registration's own first,
     * then, for attendees moved in from another session, the payments their money stayed with. A retry
     * walks the same parts under the same keys, so what was refunded is never refunded twice.
     */
    refundParts: jsonb('refund_parts').$type<CancelRefundPart[]>(),
    /** Won refunded so far under this request (all of `price` once 처리완료; less while a part failed). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** The provider's reason when a refund was refused (the request then stays 취소신청). */
    refundError: varchar('refund_error', { length: 300 }),
    /** The administrator approving and since when (환불처리중), so an approval cut off by a crash is finished or undone. */
    approvingBy: integer('approving_by'),
    approvingAt: timestamp('approving_at', { withTimezone: true }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    confirmDate: timestamp('confirm_date', { withTimezone: true }),
  },
  (t) => [
    index('registration_cancels_registration_idx').on(t.registrationIdx, t.createdDate),
    index('registration_cancels_status_idx').on(t.status, t.createdDate),
  ],
);

/**
 * An admission made at a check-in device while offline, as it reached the server (one row per
 * clientEventId, so a device sending its queue twice changes nothing). `result` is the server's answer:
 * admitted, already (another device or the desk admitted first: `winner_*` say who and when — a
 * conflict staff see in 충돌 내역), cancelled or unknown.
 */
export const checkInEvents = pgTable(
  'check_in_events',
  {
    idx: serial('idx').primaryKey(),
    clientEventId: varchar('client_event_id', { length: 64 }).notNull(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    barcode: varchar('barcode', { length: 40 }).notNull(),
    attendeeIdx: integer('attendee_idx').references(() => registrationAttendees.idx, { onDelete: 'cascade' }),
    /** When the device admitted (its own clock). */
    admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    result: varchar('result', { length: 10 }).notNull(),
    /** For `already`: the device that admitted first (null = the online desk) and when. */
    winnerDeviceId: varchar('winner_device_id', { length: 64 }),
    winnerAt: timestamp('winner_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('check_in_events_client_event_key').on(t.clientEventId),
    index('check_in_events_attendee_idx').on(t.attendeeIdx, t.result),
  ],
);

/**
 * A move of attendees of a paid registration to another session department of the same conference
 * (다른 세션으로 변경). The attendees are written afresh under `to_registration_idx` (new tickets and
 * barcodes); the source rows stop attending once the move is 완료. 결제대기 while the member pays the
 * difference for the target (its seats held by the target registration like any unpaid one).
 */
export const registrationMoves = pgTable(
  'registration_moves',
  {
    idx: serial('idx').primaryKey(),
    fromRegistrationIdx: integer('from_registration_idx')
      .notNull()
      .references(() => registrations.idx),
    toRegistrationIdx: integer('to_registration_idx')
      .notNull()
      .references(() => registrations.idx),
    /** The source attendee idxs moved, comma-separated. */
    attendeeIdxs: varchar('attendee_idxs', { length: 2000 }).notNull(),
    count: integer('count').notNull(),
    /** Target value − source value of the attendees moved: > 0 paid by the member, < 0 refunded. */
    priceDifference: integer('price_difference').notNull(),
    /** 결제대기 (the difference is being paid) or 완료. */
    status: varchar('status', { length: 10 }).notNull(),
    /** Refund of a cheaper move: done, refused or in doubt (null when nothing is refunded). */
    refundStatus: varchar('refund_status', { length: 10 }),
    refundError: varchar('refund_error', { length: 300 }),
    /** Where a cheaper move's difference goes back for a virtual-account payment (kept for a retry). */
    ...refundAccountColumns(),
    /** The administrator who moved it for the member (null = the member did). */
    byAdminIdx: integer('by_admin_idx'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    completedDate: timestamp('completed_date', { withTimezone: true }),
  },
  (t) => [
    index('registration_moves_from_idx').on(t.fromRegistrationIdx),
    uniqueIndex('registration_moves_to_key').on(t.toRegistrationIdx),
  ],
);
