import {
  limits,
  type PaymentCancel,
  type RegisteredAttendee,
  type RegistrationHistory,
  type RegistrationHistoryItem,
  type RegistrationStatus,
  takesCashReceipt,
} from '@edu/shared';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { findSessionsByIdx, type SessionForRegistration } from '../conferences';
import type { Payments } from '../payments';
import { isWithinCancelPeriod, lastCancelDate } from './cancel-period';
import { pricePerAttendee } from './history-sessions';
import { registrationAttendees, registrationCancels, registrations } from './registrations.tables';

type RegistrationRow = typeof registrations.$inferSelect;
type AttendeeRow = typeof registrationAttendees.$inferSelect;
type CancelRow = typeof registrationCancels.$inferSelect;

/** Unpaid registrations the member can go on paying (a failed payment may be tried again). */
const continuable = ['결제시도', '결제대기', '결제실패'];
/** An attendee as the API answers it. */
export const presentAttendee = (row: AttendeeRow): RegisteredAttendee => ({
  idx: row.idx,
  name: row.name,
  church: row.church,
  is_cancel: row.isCancel === 'Y' ? 'Y' : 'N',
  ...(row.movedDate && { moved: true }),
});

const presentCancel = (row: CancelRow): PaymentCancel => ({
  idx: row.idx,
  status: row.status,
  type: row.type,
  price: row.price,
  count: row.count,
  created_date: row.createdDate.toISOString(),
  confirm_date: row.confirmDate?.toISOString() ?? null,
});

/** One registration with its people, its cancel requests and what the page may offer for it. */
function presentRegistration(
  row: RegistrationRow,
  session: SessionForRegistration | undefined,
  attendees: AttendeeRow[],
  cancels: CancelRow[],
  now: Date,
): RegistrationHistoryItem {
  const cancelPending = cancels.some((cancel) => cancel.status !== '처리완료');
  const attendeesLeft = attendees.some((attendee) => attendee.isCancel !== 'Y');
  const awaitingDeposit = row.status === '입금대기';
  const refunded = cancels
    .filter((cancel) => cancel.status === '처리완료')
    .reduce((sum, cancel) => sum + cancel.price, 0);
  return {
    idx: row.idx,
    oid: row.oid,
    title: session?.title ?? '',
    conference_idx: session?.conferenceIdx ?? 0,
    conf_detail_idx: row.conferenceDetailIdx,
    dept: session?.dept ?? '',
    number: session?.number ?? 0,
    label: session?.label ?? null,
    local: session?.local ?? '',
    place: session?.place ?? '',
    schedule: session?.schedule ?? '',
    status: row.status,
    total_price: row.totalPrice,
    headcount: row.headcount,
    live_headcount: attendees.filter((attendee) => attendee.isCancel !== 'Y').length,
    refunded_price: refunded,
    remaining_price: row.totalPrice - refunded,
    price: pricePerAttendee(row),
    tid: row.tid,
    barcode: row.barcode,
    created_date: row.createdDate.toISOString(),
    paid_date: row.paidDate?.toISOString() ?? null,
    pay_method: row.payMethod,
    vact_bank_name: awaitingDeposit ? row.vbankName : null,
    vact_num: awaitingDeposit ? row.vbankNumber : null,
    vact_name: awaitingDeposit ? row.vbankHolder : null,
    vact_date: awaitingDeposit ? (row.vbankDeadline?.toISOString() ?? null) : null,
    registerMemberList: attendees.map(presentAttendee),
    paymentCancelList: cancels.map(presentCancel),
    canContinue: continuable.includes(row.status) && Boolean(session) && now <= (session?.redatetime ?? now),
    canCancel:
      row.status === '등록완료' &&
      !cancelPending &&
      attendeesLeft &&
      Boolean(session) &&
      isWithinCancelPeriod(now, session?.startsAt ?? null, session?.cancelDay ?? 0),
    cancelPending,
    hasReceipt: (row.status === '등록완료' || row.status === '등록취소') && Boolean(row.tid),
    receiptOrganisation:
      row.receiptOrgName && row.receiptOrgNumber
        ? { name: row.receiptOrgName, number: row.receiptOrgNumber }
        : null,
    cancelUntil: session ? lastCancelDate(session.startsAt, session.cancelDay) : null,
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The member's own registrations, newest first, 8 a page, optionally of one status (spec §2). */
export async function listMyRegistrations(options: {
  db: Db;
  memberIdx: number;
  status?: RegistrationStatus | undefined;
  page: number;
  now?: Date;
  /** Where each registration's cash receipt is read (the attempt that paid it). */
  payments?: Pick<Payments, 'attemptsOf'>;
}): Promise<RegistrationHistory> {
  const { db, memberIdx, page } = options;
  const now = options.now ?? new Date();
  const size = limits.historyPageSize;
  const conditions: SQL[] = [eq(registrations.memberIdx, memberIdx)];
  if (options.status) conditions.push(eq(registrations.status, options.status));
  const where = and(...conditions);

  const [counted] = await db.select({ total: count() }).from(registrations).where(where);
  const rows = await db
    .select()
    .from(registrations)
    .where(where)
    .orderBy(desc(registrations.createdDate), desc(registrations.idx))
    .limit(size)
    .offset((page - 1) * size);
  const ids = rows.map((row) => row.idx);
  const attendees = ids.length
    ? await db
        .select()
        .from(registrationAttendees)
        .where(inArray(registrationAttendees.registrationIdx, ids))
        .orderBy(asc(registrationAttendees.idx))
    : [];
  const cancels = ids.length
    ? await db
        .select()
        .from(registrationCancels)
        .where(inArray(registrationCancels.registrationIdx, ids))
        .orderBy(asc(registrationCancels.createdDate), asc(registrationCancels.idx))
    : [];
  const sessions = await findSessionsByIdx(
    db,
    rows.map((row) => row.conferenceDetailIdx),
  );
  const attendeesOf = groupBy(attendees, (row) => row.registrationIdx);
  const cancelsOf = groupBy(cancels, (row) => row.registrationIdx);
  const receipts = await cashReceiptsOf(options.payments, rows);

  return {
    list: rows.map((row) => ({
      ...presentRegistration(
        row,
        sessions.get(row.conferenceDetailIdx),
        attendeesOf.get(row.idx) ?? [],
        cancelsOf.get(row.idx) ?? [],
        now,
      ),
      cashReceipt: receipts.get(row.idx) ?? null,
    })),
    pageInfo: { page, size, total: counted?.total ?? 0 },
  };
}

/**
 * The cash receipt of each registration paid by a transfer or a virtual account: the one of the attempt
 * whose transaction the registration holds (a page has 8 registrations, so 8 small reads at most).
 */
async function cashReceiptsOf(
  payments: Pick<Payments, 'attemptsOf'> | undefined,
  rows: RegistrationRow[],
): Promise<Map<number, RegistrationHistoryItem['cashReceipt']>> {
  const receipts = new Map<number, RegistrationHistoryItem['cashReceipt']>();
  if (!payments) return receipts;
  const paidByTransfer = rows.filter((row) => row.tid && takesCashReceipt(row.payMethod));
  await Promise.all(
    paidByTransfer.map(async (row) => {
      const attempt = (await payments.attemptsOf('conference', row.idx)).find((a) => a.tid === row.tid);
      if (attempt?.cashReceipt) receipts.set(row.idx, attempt.cashReceipt);
    }),
  );
  return receipts;
}
