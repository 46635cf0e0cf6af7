import { type CashReceiptKind, registrationMessages as messages, paymentHoldMs } from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { findSessionForRegistration, takeSeats } from '../conferences';
import type { Messaging } from '../messaging';
import {
  depositDeadline,
  type PayDevice,
  type PaymentForm,
  type Payments,
  payMethodNamed,
} from '../payments';
import { amountDue, completeRegistration } from './conference-payment-outcome';
import { isPendingMoveTarget } from './finish-move';
import { registrations } from './registrations.tables';

/** Registrations that can (still, or again) be paid. */
const payable = ['결제시도', '결제대기', '결제실패'];

/**
 * Opens the payment window for a member's registration (spec §7 pay/pc, pay/mobile): only the owner,
 * only while it is unpaid and the registration period is open. The amount is the registration's own
 * total. A registration whose hold ran out takes its seats again first; the seats are then held for
 * another 15 minutes while the payer is in the window.
 */
export async function startConferencePayment(options: {
  db: Db;
  payments: Payments;
  messaging: Messaging;
  /** The site's address, for the ticket links of the completion messages. */
  publicUrl: string;
  memberIdx: number;
  registrationIdx: number;
  device: PayDevice;
  method: string | undefined;
  /** 현금영수증 the payer asked for (a transfer or a virtual account; checked by the request's schema). */
  cashReceipt?: { kind: CashReceiptKind; identifier: string } | undefined;
  /** Started from the native app's pages: the result and close pages are their /app/ variants. */
  inApp?: boolean;
  now?: Date;
}): Promise<{ oid: string; form: PaymentForm | null }> {
  const { db, memberIdx, registrationIdx, device } = options;
  const now = options.now ?? new Date();
  const method = payMethodNamed(options.method);
  const [registration] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.idx, registrationIdx), eq(registrations.memberIdx, memberIdx)));
  if (!registration) throw notFound('신청 정보를 찾을 수 없습니다.');
  if (!payable.includes(registration.status)) throw badRequest('결제할 수 없는 신청입니다.');
  const session = await findSessionForRegistration(db, registration.conferenceDetailIdx);
  if (!session) throw notFound('신청 정보를 찾을 수 없습니다.');
  // A move's difference may be paid after registration closed: the move is made within the cancel period.
  const moving = await isPendingMoveTarget(db, registration.idx);
  if (!moving && (now < session.rsdatetime || now > session.redatetime))
    throw badRequest(messages.notInPeriod);

  const due = amountDue(registration);
  if (due === 0) return completeFreeRegistration(options, registration.idx);
  if (!method) throw badRequest('결제 수단을 선택해주세요.');

  await db.transaction(async (tx) => {
    const hold = {
      status: '결제대기',
      holdExpiresAt: new Date(now.getTime() + paymentHoldMs),
      // A payment attempt starts the hold afresh, with its extensions.
      holdExtensions: 0,
      failReason: null,
      updatedDate: now,
    };
    // Decided on the row as it is now, not as read above: the hold job may have failed it meanwhile,
    // and a failed registration holds no seats until it takes them again.
    const [stillHeld] = await tx
      .update(registrations)
      .set(hold)
      .where(
        and(eq(registrations.idx, registration.idx), inArray(registrations.status, ['결제시도', '결제대기'])),
      )
      .returning({ idx: registrations.idx });
    if (stillHeld) return;
    const [failed] = await tx
      .update(registrations)
      .set(hold)
      .where(and(eq(registrations.idx, registration.idx), eq(registrations.status, '결제실패')))
      .returning({ idx: registrations.idx });
    if (!failed) throw badRequest('결제할 수 없는 신청입니다.');
    if (!(await takeSeats(tx, registration.conferenceDetailIdx, registration.headcount)))
      throw new AppError(403, messages.closed);
  });

  const prefix = options.inApp ? '/app' : '';
  return options.payments.start({
    purpose: 'conference',
    referenceIdx: registration.idx,
    memberIdx,
    orderId: registration.oid,
    amount: due,
    goodName: `${session.title} ${session.dept}`.slice(0, 80),
    buyer: { name: registration.name, tel: registration.phone, email: registration.email },
    device,
    method,
    donePath: `${prefix}/register_done`,
    closePath: `${prefix}/register_pay/${registration.idx}`,
    // At least the conference's days (each 24 hours, ending 23:59), never after registration closes:
    // the seats wait for the deposit until then.
    vbankDeadline: depositDeadline(now, {
      days: session.depositDays,
      // A move's difference: until the session starts rather than until registration closed.
      notAfter: moving ? (session.startsAt ?? undefined) : session.redatetime,
    }),
    cashReceipt: options.cashReceipt,
  });
}

/** A session that costs nothing needs no payment window: the registration is complete at once. */
async function completeFreeRegistration(
  options: { db: Db; messaging: Messaging; publicUrl: string },
  registrationIdx: number,
) {
  const [registration, messageIds] = await options.db.transaction(async (tx) => {
    const outgoing = await completeRegistration(
      tx,
      registrationIdx,
      { amount: 0, tid: null, method: null },
      options.publicUrl,
    );
    const [row] = await tx
      .select({ oid: registrations.oid })
      .from(registrations)
      .where(eq(registrations.idx, registrationIdx));
    return [row, await options.messaging.enqueue(tx, outgoing)] as const;
  });
  await options.messaging.dispatch(messageIds);
  return { oid: registration?.oid ?? '', form: null };
}
