import {
  type CancelRequest,
  type CancelRequestResult,
  type CancelType,
  cancelRequestSchema,
  historyMessages as messages,
} from '@edu/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error';
import { findSessionForRegistration } from '../conferences';
import { isWithinCancelPeriod } from './cancel-period';
import { pricePerAttendee } from './history-sessions';
import { missingRefundAccountPart, refundAccountColumnsOf } from './refund-account';
import { registrationAttendees, registrationCancels, registrations } from './registrations.tables';

/** The registration idx of the request, or null when it is not a positive integer. */
function registrationIdxOf(value: CancelRequest['register_conf_idx']): number | null {
  const idx = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof idx === 'number' && Number.isSafeInteger(idx) && idx > 0 ? idx : null;
}

/** The attendee idxs chosen: comma-separated or an array; null when one of them is not an idx. */
function selectedIdxsOf(value: CancelRequest['cancel_member_idxs']): number[] | null {
  const items = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  const idxs: number[] = [];
  for (const item of items.map((text) => text.trim()).filter(Boolean)) {
    const idx = Number(item);
    if (!Number.isSafeInteger(idx) || idx <= 0) return null;
    if (!idxs.includes(idx)) idxs.push(idx);
  }
  return idxs;
}

function typeOf(value: string | null | undefined): CancelType {
  const type = value?.trim() || '부분';
  if (type !== '부분' && type !== '전체') throw badRequest(messages.invalidType);
  return type;
}

/**
 * Files a member's cancel request for a paid registration (spec §4, §5 Cancel): checks, in order, that
 * the registration is the member's, 등록완료, without a pending request and within the cancel period, and
 * that the chosen attendees are its live ones; computes the refund itself (fee 0: price per attendee ×
 * count, or what is left of the total for 전체) and writes one 취소신청 row. A refusal writes nothing.
 */
export async function requestCancel(options: {
  db: Db;
  memberIdx: number;
  request: CancelRequest;
  now?: Date;
}): Promise<CancelRequestResult> {
  const { db, memberIdx } = options;
  const now = options.now ?? new Date();
  const request = cancelRequestSchema.parse(options.request);
  const registrationIdx = registrationIdxOf(request.register_conf_idx);
  if (registrationIdx === null) throw notFound(messages.registrationNotFound);

  return db.transaction(async (tx) => {
    // The row lock makes two requests for one registration take turns: the second sees the first's row.
    const [registration] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.idx, registrationIdx))
      .for('update');
    if (!registration) throw notFound(messages.registrationNotFound);
    if (registration.memberIdx !== memberIdx) throw forbidden(messages.notYours);
    if (registration.status !== '등록완료') throw badRequest(messages.notCancellable);

    const earlier = await tx
      .select()
      .from(registrationCancels)
      .where(eq(registrationCancels.registrationIdx, registration.idx));
    if (earlier.some((cancel) => cancel.status !== '처리완료'))
      throw new AppError(409, messages.alreadyRequested);

    const session = await findSessionForRegistration(tx, registration.conferenceDetailIdx);
    if (!session || !isWithinCancelPeriod(now, session.startsAt, session.cancelDay))
      throw badRequest(messages.periodOver);

    let type = typeOf(request.type);
    const live = (
      await tx
        .select({ idx: registrationAttendees.idx, isCancel: registrationAttendees.isCancel })
        .from(registrationAttendees)
        .where(eq(registrationAttendees.registrationIdx, registration.idx))
        .orderBy(asc(registrationAttendees.idx))
    )
      .filter((attendee) => attendee.isCancel !== 'Y')
      .map((attendee) => attendee.idx);

    let chosen = live;
    if (type === '부분') {
      const selected = selectedIdxsOf(request.cancel_member_idxs);
      if (selected !== null && selected.length === 0) throw badRequest(messages.selectAttendees);
      if (selected === null || selected.some((idx) => !live.includes(idx)))
        throw badRequest(messages.invalidAttendees);
      chosen = selected;
      // Choosing everyone left is a whole cancel.
      if (chosen.length === live.length) type = '전체';
    }
    if (chosen.length === 0) throw badRequest(messages.nothingLeft);

    const refunded = earlier
      .filter((cancel) => cancel.status === '처리완료')
      .reduce((sum, cancel) => sum + cancel.price, 0);
    const refundable = Math.max(registration.totalPrice - refunded, 0);
    const price =
      type === '전체' ? refundable : Math.min(pricePerAttendee(registration) * chosen.length, refundable);

    const byDeposit = registration.payMethod === 'VBank';
    const missing = byDeposit ? missingRefundAccountPart(request) : null;
    if (missing === 'refundBankCode') throw badRequest(messages.refundBankRequired);
    if (missing === 'refundAccountNumber') throw badRequest(messages.refundAccountNumberRequired);
    if (missing === 'refundAccountHolder') throw badRequest(messages.refundAccountHolderRequired);

    const [created] = await tx
      .insert(registrationCancels)
      .values({
        registrationIdx: registration.idx,
        status: '취소신청',
        type,
        price,
        count: chosen.length,
        cancelMemberIdxs: chosen.join(','),
        ...refundAccountColumnsOf(request, byDeposit),
        createdDate: now,
      })
      .returning({ idx: registrationCancels.idx });
    if (!created) throw new Error('cancel insert returned nothing');
    return { idx: created.idx, type, price, count: chosen.length, status: '취소신청' as const };
  });
}
