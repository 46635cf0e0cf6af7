import type { RegistrationStatus, Ticket } from '@edu/shared';
import { ticketMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/app-error';
import { findSessionForTicket } from '../conferences';
import {
  calendarLinks,
  groupCalendarPath,
  groupEvent,
  groupTickets,
  registrationBarcode,
  ticketSessionFields,
} from './attendee-tickets';
import { calendarFile } from './calendar-file';
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
    barcode: registrationBarcode(registration),
  };
}

/** The member's own completed registration and its session, for the group's ticket. */
async function findGroupTicket(options: { db: Db; registrationIdx: number; memberIdx: number }) {
  const registration = await findTicketRegistration({
    db: options.db,
    registrationIdx: options.registrationIdx,
    viewer: { memberIdx: options.memberIdx, isStaff: false },
  });
  const session = await findSessionForTicket(options.db, registration.conferenceDetailIdx);
  if (!session) throw notFound(ticketMessages.registrationNotFound);
  return { registration, session };
}

/** The .ics file of the member's whole group; 404 while the session has no first day. */
export async function getGroupCalendarFile(options: {
  db: Db;
  registrationIdx: number;
  memberIdx: number;
  publicUrl: string;
}) {
  const { registration, session } = await findGroupTicket(options);
  const event = groupEvent(registration, session, options.publicUrl, registration.headcount);
  if (!event) throw notFound(ticketMessages.noCalendarDate);
  return calendarFile(event);
}

/** The member's barcode ticket for a completed registration: where and when to go, and who comes. */
export async function getTicket(options: {
  db: Db;
  registrationIdx: number;
  memberIdx: number;
  publicUrl: string;
}): Promise<Ticket> {
  const { registration, session } = await findGroupTicket(options);
  const attendees = await groupTickets(options.db, registration);
  const event = groupEvent(registration, session, options.publicUrl, attendees.length);
  return {
    idx: registration.idx,
    conference_idx: session.conferenceIdx,
    ...ticketSessionFields(session, registration.roomname),
    barcode: registration.barcode,
    name: registration.name,
    church: registration.church,
    // Attendees cancelled later no longer come: the ticket counts those still registered.
    headcount: attendees.length,
    attendees,
    calendar: calendarLinks(event, groupCalendarPath(registration.idx)),
  };
}
