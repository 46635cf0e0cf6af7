import {
  formatWon,
  type MoveOptions,
  type MoveRequest,
  type MoveResult,
  moveMessages as messages,
  moveRequestSchema,
  paymentHoldMs,
  sessionFullName,
} from '@edu/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error';
import {
  findSessionForRegistration,
  findSessionsOfConferences,
  isSessionOffered,
  remainingSeats,
  type SessionForRegistration,
  takeSeats,
} from '../conferences';
import type { Messaging } from '../messaging';
import { PaymentRefused, type Payments } from '../payments';
import { isWithinCancelPeriod } from './cancel-period';
import { completeRegistration } from './conference-payment-outcome';
import { pricePerAttendee } from './history-sessions';
import { newOrderId } from './order-id';
import { missingRefundAccountPart, refundAccountColumnsOf, refundAccountOfRow } from './refund-account';
import {
  registrationAttendees,
  registrationCancels,
  registrationMoves,
  registrations,
} from './registrations.tables';
import { moveRefundKey } from './retry-move-refund';

type Registration = typeof registrations.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Unpaid states in which a target registration still holds its seats (the move waits for its money). */
const awaitingMoney = ['결제시도', '결제대기', '입금대기'];

/** The session department by its full name (round, region, department), as every list shows it. */
export const sessionName = (session: Pick<SessionForRegistration, 'number' | 'label' | 'local' | 'dept'>) =>
  sessionFullName(session);

/** Who asks: the member who owns the registration, or an administrator acting for them. */
export type MoveCaller = { memberIdx: number } | { admin: AuditActor };

const isAdmin = (caller: MoveCaller): caller is { admin: AuditActor } => 'admin' in caller;

const hasStarted = (session: SessionForRegistration, now: Date) =>
  session.startsAt !== null && session.startsAt.getTime() <= now.getTime();

/** Whether the department can take moved attendees: shown, not started yet. */
const canMoveInto = (source: SessionForRegistration, target: SessionForRegistration, now: Date) =>
  target.conferenceIdx === source.conferenceIdx &&
  target.detailIdx !== source.detailIdx &&
  isSessionOffered(target, now) &&
  !hasStarted(target, now);

/** The move still waiting for its difference, if any (its target still holding seats). */
async function pendingMoveFrom(db: Db, registrationIdx: number) {
  const [row] = await db
    .select({ idx: registrationMoves.idx })
    .from(registrationMoves)
    .innerJoin(registrations, eq(registrations.idx, registrationMoves.toRegistrationIdx))
    .where(
      and(
        eq(registrationMoves.fromRegistrationIdx, registrationIdx),
        eq(registrationMoves.status, '결제대기'),
        inArray(registrations.status, awaitingMoney),
      ),
    );
  return row;
}

/**
 * Why the registration cannot be moved now (spec order: owner, paid, no cancel pending, no move
 * pending, within the cancel period), or null. Reads inside the caller's transaction.
 */
async function refusalOf(db: Db, registration: Registration, caller: MoveCaller, now: Date) {
  if (!isAdmin(caller) && registration.memberIdx !== caller.memberIdx) return forbidden(messages.notYours);
  if (registration.status !== '등록완료') return badRequest(messages.notMovable);
  const [pendingCancel] = await db
    .select({ idx: registrationCancels.idx })
    .from(registrationCancels)
    .where(
      and(
        eq(registrationCancels.registrationIdx, registration.idx),
        ne(registrationCancels.status, '처리완료'),
      ),
    );
  if (pendingCancel) return conflict(messages.cancelPending);
  if (await pendingMoveFrom(db, registration.idx)) return conflict(messages.movePending);
  const session = await findSessionForRegistration(db, registration.conferenceDetailIdx);
  if (!session || !isWithinCancelPeriod(now, session.startsAt, session.cancelDay))
    return badRequest(messages.periodOver);
  return null;
}

async function liveAttendeesOf(db: Db, registrationIdx: number) {
  return db
    .select({
      idx: registrationAttendees.idx,
      name: registrationAttendees.name,
      church: registrationAttendees.church,
      phone: registrationAttendees.phone,
      checkedInAt: registrationAttendees.checkedInAt,
    })
    .from(registrationAttendees)
    .where(
      and(
        eq(registrationAttendees.registrationIdx, registrationIdx),
        eq(registrationAttendees.isCancel, 'N'),
      ),
    )
    .orderBy(asc(registrationAttendees.idx));
}

/**
 * What the move screen offers for a registration: its live attendees (checked-in ones marked), the
 * other departments of the same conference that are shown and not started, with seats left and the
 * price difference per attendee, and the reason when no move is possible now.
 */
export async function readMoveOptions(options: {
  db: Db;
  registrationIdx: number;
  caller: MoveCaller;
  now?: Date;
}): Promise<MoveOptions> {
  const { db, caller } = options;
  const now = options.now ?? new Date();
  const [registration] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.idx, options.registrationIdx));
  if (!registration) throw notFound(messages.registrationNotFound);
  if (!isAdmin(caller) && registration.memberIdx !== caller.memberIdx) throw forbidden(messages.notYours);
  const session = await findSessionForRegistration(db, registration.conferenceDetailIdx);
  if (!session) throw notFound(messages.registrationNotFound);
  const refusal = await refusalOf(db, registration, caller, now);
  const perAttendee = pricePerAttendee(registration);
  const attendees = await liveAttendeesOf(db, registration.idx);
  const targets = (await findSessionsOfConferences(db, [session.conferenceIdx]))
    .filter((target) => canMoveInto(session, target, now))
    .map((target) => {
      const left = remainingSeats(target);
      return {
        detailIdx: target.detailIdx,
        name: sessionName(target),
        schedule: target.schedule,
        price: target.price,
        seatsLeft: Number.isFinite(left) ? left : null,
        differencePerAttendee: target.price - perAttendee,
      };
    });
  return {
    registrationIdx: registration.idx,
    title: session.title,
    current: sessionName(session),
    pricePerAttendee: perAttendee,
    refusal: refusal?.message ?? null,
    attendees: attendees.map((attendee) => ({
      idx: attendee.idx,
      name: attendee.name,
      church: attendee.church,
      checkedIn: attendee.checkedInAt !== null,
    })),
    targets,
  };
}

/**
 * Moves attendees of a paid registration to another department of the same conference (다른 세션으로
 * 변경), for the member or an administrator acting for them. Checks in order (the registration's, paid,
 * no cancel or move pending, within the cancel period; a target of the same conference, shown, not
 * started; attendees its live ones, none checked in; a refund account for a deposit when money goes
 * back), then in ONE transaction takes the target's seats with the conditional statement and writes the
 * target registration with the attendees afresh (new tickets and barcodes) and the move record.
 * - Target dearer: the target registration holds its seats like any unpaid one while the member pays the
 *   difference in the payment window; the payment's success finishes the move (`finishMove`), its
 *   failure or expiry gives the target seats back and the source stays as it was.
 * - Equal or cheaper: the move finishes in the same transaction (source attendees out, source seats back
 *   and offered to the waiting list); a cheaper one then refunds the difference from the original
 *   payment through the payments module (a partial refund, as a partial cancel does).
 */
export async function moveRegistration(options: {
  db: Db;
  payments: Pick<Payments, 'refund'>;
  messaging: Messaging;
  publicUrl: string;
  registrationIdx: number;
  caller: MoveCaller;
  request: MoveRequest;
  log: Log;
  onSeatsChanged?: () => void;
  now?: Date;
}): Promise<MoveResult> {
  const { db, caller } = options;
  const now = options.now ?? new Date();
  const request = moveRequestSchema.parse(options.request);

  const done = await db.transaction(async (tx) => {
    // The row lock makes two moves (or a move and a cancel request) of one registration take turns.
    const [registration] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.idx, options.registrationIdx))
      .for('update');
    if (!registration) throw notFound(messages.registrationNotFound);
    const refusal = await refusalOf(tx, registration, caller, now);
    if (refusal) throw refusal;
    const source = await findSessionForRegistration(tx, registration.conferenceDetailIdx);
    if (!source) throw notFound(messages.registrationNotFound);

    if (request.targetDetailIdx === undefined) throw badRequest(messages.targetRequired);
    if (request.targetDetailIdx === registration.conferenceDetailIdx) throw badRequest(messages.sameSession);
    const target = await findSessionForRegistration(tx, request.targetDetailIdx);
    if (!target || target.conferenceIdx !== source.conferenceIdx || !isSessionOffered(target, now))
      throw notFound(messages.targetNotFound);
    if (hasStarted(target, now)) throw badRequest(messages.targetClosed);

    const selected = [...new Set(request.attendeeIdxs)];
    if (selected.length === 0) throw badRequest(messages.selectAttendees);
    const live = await liveAttendeesOf(tx, registration.idx);
    const chosen = selected.map((idx) => live.find((attendee) => attendee.idx === idx));
    if (chosen.some((attendee) => !attendee)) throw badRequest(messages.invalidAttendees);
    const moving = chosen.filter((attendee) => attendee !== undefined);
    if (moving.some((attendee) => attendee.checkedInAt !== null)) throw badRequest(messages.checkedIn);

    const sourceValue = pricePerAttendee(registration) * moving.length;
    const targetValue = target.price * moving.length;
    const difference = targetValue - sourceValue;
    // A deposit has no card to go back to: a cheaper move's difference needs the account it goes to,
    // kept with the move so an administrator's retry of a refused refund has it too.
    const byDeposit = difference < 0 && registration.payMethod === 'VBank';
    if (byDeposit && missingRefundAccountPart(request)) throw badRequest(messages.refundAccountRequired);
    const account = refundAccountColumnsOf(request, byDeposit);

    // The target's seats by the conditional statement: never past its limit, whoever races.
    if (!(await takeSeats(tx, target.detailIdx, moving.length))) throw new AppError(403, messages.noRoom);

    const [created] = await tx
      .insert(registrations)
      .values({
        oid: newOrderId(now),
        memberIdx: registration.memberIdx,
        conferenceDetailIdx: target.detailIdx,
        name: registration.name,
        phone: registration.phone,
        email: registration.email,
        church: registration.church,
        receiptOrgName: registration.receiptOrgName,
        receiptOrgNumber: registration.receiptOrgNumber,
        status: '결제시도',
        totalPrice: targetValue,
        carriedAmount: Math.min(sourceValue, targetValue),
        headcount: moving.length,
        zipCode: registration.zipCode,
        address: registration.address,
        detailedAddress: registration.detailedAddress,
        holdExpiresAt: new Date(now.getTime() + paymentHoldMs),
        createdDate: now,
        updatedDate: now,
      })
      .returning({ idx: registrations.idx });
    if (!created) throw new Error('move target insert returned nothing');
    await tx.insert(registrationAttendees).values(
      moving.map((attendee) => ({
        registrationIdx: created.idx,
        name: attendee.name,
        church: attendee.church,
        phone: attendee.phone,
      })),
    );
    const [move] = await tx
      .insert(registrationMoves)
      .values({
        fromRegistrationIdx: registration.idx,
        toRegistrationIdx: created.idx,
        attendeeIdxs: moving.map((attendee) => attendee.idx).join(','),
        count: moving.length,
        priceDifference: difference,
        status: '결제대기',
        byAdminIdx: isAdmin(caller) ? caller.admin.memberIdx : null,
        ...account,
        createdDate: now,
      })
      .returning({ idx: registrationMoves.idx });
    if (!move) throw new Error('move insert returned nothing');
    if (isAdmin(caller))
      await recordAudit(tx, caller.admin, {
        action: 'registration.move',
        target: `registration:${registration.idx}`,
        summary: `세션 변경: ${registration.name} (${registration.oid}) ${sessionName(source)} → ${sessionName(target)} ${moving.length}명, 차액 ${formatWon(difference)}`,
        details: {
          moveIdx: move.idx,
          toRegistrationIdx: created.idx,
          attendees: moving.map((attendee) => attendee.idx),
          difference,
        },
      });

    let messageIds: number[] = [];
    if (difference <= 0) {
      // Nothing to pay: the target is complete at once, and completing it finishes the move.
      const outgoing = await completeRegistration(
        tx,
        created.idx,
        { amount: 0, tid: null, method: registration.payMethod },
        options.publicUrl,
      ).catch((error: unknown) => {
        throw error instanceof PaymentRefused ? conflict(error.message) : error;
      });
      messageIds = await options.messaging.enqueue(tx, outgoing);
    }
    return {
      moveIdx: move.idx,
      toRegistrationIdx: created.idx,
      difference,
      messageIds,
      refundAccount: refundAccountOfRow(account),
    };
  });
  options.onSeatsChanged?.();
  await options.messaging.dispatch(done.messageIds);

  const base = {
    moveIdx: done.moveIdx,
    toRegistrationIdx: done.toRegistrationIdx,
    payAmount: Math.max(done.difference, 0),
    refundAmount: Math.max(-done.difference, 0),
  };
  if (done.difference > 0)
    return { ...base, status: '결제대기', refundStatus: null, message: messages.payDifference };
  if (done.difference === 0) return { ...base, status: '완료', refundStatus: null, message: messages.moved };

  const refund = await options.payments.refund({
    key: moveRefundKey(done.moveIdx),
    purpose: 'conference',
    referenceIdx: options.registrationIdx,
    amount: -done.difference,
    reason: '컨퍼런스 세션 변경 차액 환불',
    ...(done.refundAccount && { refundAccount: done.refundAccount }),
  });
  const refundStatus = refund.ok ? 'done' : refund.inDoubt ? 'in_doubt' : 'refused';
  await db
    .update(registrationMoves)
    .set({ refundStatus, refundError: refund.ok ? null : refund.message.slice(0, 300) })
    .where(eq(registrationMoves.idx, done.moveIdx));
  if (!refund.ok)
    options.log.warn({ moveIdx: done.moveIdx, code: refund.code }, 'move difference not refunded');
  return {
    ...base,
    status: '완료',
    refundStatus,
    message: refund.ok ? messages.refunded : messages.refundFailed,
  };
}
