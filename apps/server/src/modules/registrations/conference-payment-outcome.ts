import { sessionFullResultCode } from '@edu/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { findSessionForRegistration, releaseSeats, takeSeats } from '../conferences';
import type { OutgoingMessage } from '../messaging';
import { type PaymentOutcomeHandler, PaymentRefused } from '../payments';
import { offerFreedSeats } from '../waiting-list';
import { attendeeCalendarPath, ticketUrl } from './attendee-tickets';
import { barcodeOf } from './barcode';
import { finishMove } from './finish-move';
import { attendeeTicketMessage, depositRequestMessage, registrationPaidMessage } from './payment-messages';
import { registrationAttendees, registrations } from './registrations.tables';

/** What is left to pay: the total less what a move carried over from the registration it came from. */
export const amountDue = (registration: { totalPrice: number; carriedAmount: number }) =>
  Math.max(registration.totalPrice - registration.carriedAmount, 0);

/** States in which a registration waits for its money (its seats held). */
const awaitingPayment = ['결제시도', '결제대기', '입금대기'] as const;

async function loadRegistration(tx: Db, idx: number) {
  const [registration] = await tx
    .select()
    .from(registrations)
    .where(eq(registrations.idx, idx))
    .for('update');
  if (!registration) throw new PaymentRefused('신청 정보를 찾을 수 없습니다.');
  const session = await findSessionForRegistration(tx, registration.conferenceDetailIdx);
  if (!session) throw new PaymentRefused('신청 정보를 찾을 수 없습니다.');
  return { registration, session };
}

/**
 * Makes sure the registration holds its seats before money is accepted: a registration whose hold ran
 * out (결제실패) takes them again if they are still there, else the payment is refused and undone.
 */
async function ensureSeats(tx: Db, registration: typeof registrations.$inferSelect) {
  if ((awaitingPayment as readonly string[]).includes(registration.status)) return;
  if (registration.status !== '결제실패') throw new PaymentRefused('이미 처리된 신청입니다.');
  if (!(await takeSeats(tx, registration.conferenceDetailIdx, registration.headcount)))
    throw new PaymentRefused(
      '결제 시간이 지나는 사이 접수가 마감되어 결제를 취소했습니다.',
      sessionFullResultCode,
    );
}

/**
 * Completes a registration whose money is in (or which costs nothing): 등록완료 with its barcode, each
 * attendee's own barcode, the applicant's completion message and each attendee's ticket message (to
 * those whose phone was given), after making sure it holds its seats. Inside the caller's transaction.
 */
export async function completeRegistration(
  tx: Db,
  registrationIdx: number,
  payment: { amount: number; tid: string | null; method: string | null },
  publicUrl: string,
): Promise<OutgoingMessage[]> {
  const { registration, session } = await loadRegistration(tx, registrationIdx);
  if (payment.amount !== amountDue(registration))
    throw new PaymentRefused('결제 금액이 신청 금액과 다릅니다.');
  await ensureSeats(tx, registration);
  const now = new Date();
  // A move's target: its source attendees leave their session in this same transaction.
  await finishMove(tx, registration.idx, now);
  const barcode = barcodeOf({
    registrationIdx: registration.idx,
    detailIdx: registration.conferenceDetailIdx,
    memberIdx: registration.memberIdx,
  });
  await tx
    .update(registrations)
    .set({
      status: '등록완료',
      tid: payment.tid,
      payMethod: payment.method,
      paidDate: now,
      holdExpiresAt: null,
      failReason: null,
      barcode,
      updatedDate: now,
    })
    .where(eq(registrations.idx, registration.idx));
  // Each attendee's own barcode: the registration's followed by the attendee idx (4 digits).
  const attendees = await tx
    .update(registrationAttendees)
    .set({ barcode: sql`${barcode} || lpad(${registrationAttendees.idx}::text, 4, '0')` })
    .where(eq(registrationAttendees.registrationIdx, registration.idx))
    .returning();
  const site = publicUrl.replace(/\/$/, '');
  const attendeeMessages = attendees
    .filter((attendee) => attendee.isCancel === 'N' && attendee.phone)
    .map((attendee) =>
      attendeeTicketMessage({ name: attendee.name, phone: attendee.phone ?? '' }, registration, session, {
        ticketUrl: ticketUrl(publicUrl, attendee.ticketToken),
        calendarUrl: `${site}${attendeeCalendarPath(attendee.ticketToken)}`,
      }),
    );
  return [
    registrationPaidMessage(registration, session, `${site}/barcode/${registration.idx}`),
    ...attendeeMessages,
  ];
}

/**
 * What a conference registration does when its payment moves (spec §4): approved or deposited →
 * 등록완료 with its barcode; virtual account issued → 입금대기, seats held until the deadline;
 * declined, cancelled or expired → 결제실패 and the seats go back. Each in the payment's transaction.
 */
export function conferencePaymentOutcome(options: {
  onSeatsChanged: () => void;
  /** The site's address, for the ticket links the messages carry. */
  publicUrl: string;
}): PaymentOutcomeHandler {
  return {
    /** Whether the payer was charged is unknown: the seats stay held (no expiry) until a person settles it. */
    async inReview(tx, event) {
      await tx
        .update(registrations)
        .set({ holdExpiresAt: null, updatedDate: new Date() })
        .where(
          and(eq(registrations.idx, event.referenceIdx), inArray(registrations.status, [...awaitingPayment])),
        );
    },
    async paid(tx, event) {
      const messages = await completeRegistration(tx, event.referenceIdx, event, options.publicUrl);
      options.onSeatsChanged();
      return messages;
    },

    async awaitingDeposit(tx, event) {
      const { registration, session } = await loadRegistration(tx, event.referenceIdx);
      if (event.amount !== amountDue(registration))
        throw new PaymentRefused('결제 금액이 신청 금액과 다릅니다.');
      await ensureSeats(tx, registration);
      const account = event.virtualAccount;
      await tx
        .update(registrations)
        .set({
          status: '입금대기',
          tid: event.tid,
          payMethod: 'VBank',
          vbankName: account.bankName,
          vbankNumber: account.number,
          vbankHolder: account.holder,
          vbankDeadline: account.deadline,
          // The seats wait for the deposit as long as the bank takes it.
          holdExpiresAt: account.deadline,
          failReason: null,
          updatedDate: new Date(),
        })
        .where(eq(registrations.idx, registration.idx));
      options.onSeatsChanged();
      return [depositRequestMessage(registration, session, account)];
    },

    async failed(tx, event) {
      const [failed] = await tx
        .update(registrations)
        .set({
          status: '결제실패',
          failReason: event.reason.slice(0, 200),
          holdExpiresAt: null,
          updatedDate: new Date(),
        })
        .where(
          and(eq(registrations.idx, event.referenceIdx), inArray(registrations.status, [...awaitingPayment])),
        )
        .returning({ detailIdx: registrations.conferenceDetailIdx, headcount: registrations.headcount });
      // Seats go back only with the status change that released them, so they are never returned twice.
      if (failed) {
        await releaseSeats(tx, failed.detailIdx, failed.headcount);
        await offerFreedSeats(tx, [failed.detailIdx], new Date());
        options.onSeatsChanged();
      }
    },
  };
}
