import { paymentHoldOf, statusesHeldForPayer } from '@edu/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { findSessionForRegistration } from '../conferences';
import { isPendingMoveTarget } from './finish-move';
import { registrationAttendees, registrations } from './registrations.tables';

/** What the payment confirmation page shows of the member's own registration (spec §7 pay/{idx}). */
export async function getPaymentSummary(options: {
  db: Db;
  memberIdx: number;
  registrationIdx: number;
  now?: Date;
}) {
  const now = options.now ?? new Date();
  const [registration] = await options.db
    .select()
    .from(registrations)
    .where(
      and(eq(registrations.idx, options.registrationIdx), eq(registrations.memberIdx, options.memberIdx)),
    );
  if (!registration) throw notFound('신청 정보를 찾을 수 없습니다.');
  const session = await findSessionForRegistration(options.db, registration.conferenceDetailIdx);
  if (!session) throw notFound('신청 정보를 찾을 수 없습니다.');
  const attendees = await options.db
    .select({
      idx: registrationAttendees.idx,
      name: registrationAttendees.name,
      church: registrationAttendees.church,
    })
    .from(registrationAttendees)
    .where(eq(registrationAttendees.registrationIdx, registration.idx))
    .orderBy(registrationAttendees.idx);
  // A move's difference may be paid after registration closed (the move is made within the cancel period).
  const inPeriod =
    (now >= session.rsdatetime && now <= session.redatetime) ||
    (await isPendingMoveTarget(options.db, registration.idx));
  return {
    idx: registration.idx,
    oid: registration.oid,
    status: registration.status,
    payable: inPeriod && ['결제시도', '결제대기', '결제실패'].includes(registration.status),
    failReason: registration.failReason,
    holdExpiresAt: registration.holdExpiresAt?.toISOString() ?? null,
    hold: statusesHeldForPayer.includes(registration.status)
      ? paymentHoldOf(registration.holdExpiresAt, registration.holdExtensions, now)
      : null,
    conference_idx: session.conferenceIdx,
    title: session.title,
    number: session.number,
    label: session.label,
    local: session.local,
    place: session.place,
    schedule: session.schedule,
    dept: session.dept,
    price: session.price,
    name: registration.name,
    phone: registration.phone,
    email: registration.email,
    church: registration.church,
    headcount: registration.headcount,
    total_price: registration.totalPrice,
    carried_price: registration.carriedAmount,
    registerMemberList: attendees,
  };
}
