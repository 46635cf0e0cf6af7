import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { payments } from './payments.tables';

/** Statuses in which money moved (or a virtual account was issued): attempts a buyer's history shows. */
const shown = ['paid', 'waiting_deposit', 'partially_refunded', 'refunded', 'expired'];

/** A purchase's payment attempts that went somewhere, oldest first, with the provider's approval answer. */
export async function listPaymentsOf(db: Db, purpose: string, referenceIdx: number) {
  return db
    .select({
      oid: payments.oid,
      status: payments.status,
      method: payments.method,
      device: payments.device,
      amount: payments.amount,
      goodName: payments.goodName,
      tid: payments.tid,
      raw: payments.raw,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
      refundedAmount: payments.refundedAmount,
      cashReceiptKind: payments.cashReceiptKind,
      cashReceiptMaskedIdentifier: payments.cashReceiptMaskedIdentifier,
      cashReceiptApprovalNumber: payments.cashReceiptApprovalNumber,
      cashReceiptTid: payments.cashReceiptTid,
      cashReceiptIssuedAt: payments.cashReceiptIssuedAt,
      cashReceiptCancelledAmount: payments.cashReceiptCancelledAmount,
    })
    .from(payments)
    .where(
      and(
        eq(payments.purpose, purpose),
        eq(payments.referenceIdx, referenceIdx),
        inArray(payments.status, shown),
      ),
    )
    .orderBy(asc(payments.id));
}

/** One attempt of a purchase by its oid (for a receipt): a member's own when `memberIdx` is given (undefined for anyone else's), or anyone's. */
export async function findPaymentAttempt(db: Db, oid: string, memberIdx?: number) {
  const [payment] = await db
    .select({
      purpose: payments.purpose,
      status: payments.status,
      tid: payments.tid,
      referenceIdx: payments.referenceIdx,
    })
    .from(payments)
    .where(
      and(eq(payments.oid, oid), memberIdx === undefined ? undefined : eq(payments.memberIdx, memberIdx)),
    );
  return payment;
}
