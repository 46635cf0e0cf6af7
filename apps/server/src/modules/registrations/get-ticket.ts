import type { RegistrationStatus, Ticket } from '@edu/shared';
import { ticketMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/app-error';
import { findSessionForTicket } from '../conferences';
import { barcodeOf } from './barcode';
import { liveAttendees } from './live-attendees';
import { registrations } from './registrations.tables';

const completed: RegistrationStatus = '등록완료';

/**
 * The registration behind a ticket, if the viewer may see it: the member who registered, or staff when
 * `staffMayView`; others get the same 404 as a missing registration, so ids cannot be probed. Only a
 * completed registration (등록완료) has a ticket.
 */
export async function findTicketRegistration(options: {
  db: Db;
  registrationIdx: number;
  viewer: { memberIdx: number; isStaff: boolean };
  staffMayView?: boolean;
}) {
  const { db, registrationIdx, viewer } = options;
  const [registration] = await db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
  const mayView =
    registration &&
    (registration.memberIdx === viewer.memberIdx || (options.staffMayView === true && viewer.isStaff));
  if (!registration || !mayView) throw notFound(ticketMessages.registrationNotFound);
  if (registration.status !== completed) throw forbidden(ticketMessages.notCompleted);
  return {
    ...registration,
    // The payment step stores it at 등록완료; the same digits are derived should a row predate that.
    barcode:
      registration.barcode ??
      barcodeOf({
        registrationIdx: registration.idx,
        detailIdx: registration.conferenceDetailIdx,
        memberIdx: registration.memberIdx,
      }),
  };
}

/** The member's barcode ticket for a completed registration: where and when to go, and who comes. */
export async function getTicket(options: {
  db: Db;
  registrationIdx: number;
  memberIdx: number;
}): Promise<Ticket> {
  const { db } = options;
  const registration = await findTicketRegistration({
    db,
    registrationIdx: options.registrationIdx,
    viewer: { memberIdx: options.memberIdx, isStaff: false },
  });
  const session = await findSessionForTicket(db, registration.conferenceDetailIdx);
  if (!session) throw notFound(ticketMessages.registrationNotFound);
  const attendees = await liveAttendees(db, registration.idx);
  return {
    idx: registration.idx,
    conference_idx: session.conferenceIdx,
    title: session.title,
    number: session.number,
    label: session.label,
    dept: session.dept,
    roomname: registration.roomname,
    local: session.local,
    place: session.place,
    schedule: session.schedule,
    startsAt: session.startsAt?.toISOString() ?? null,
    roomGuide: session.roomGuide,
    barcode: registration.barcode,
    name: registration.name,
    church: registration.church,
    // Attendees cancelled later no longer come: the ticket counts those still registered.
    headcount: attendees.length,
    attendees,
  };
}
