import type { RegistrationStatus, Ticket } from '@edu/shared';
import { ticketMessages } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/app-error';
import { findSessionForTicket } from '../conferences';
import {
  calendarLinks,
  eventUid,
  groupCalendarPath,
  groupTickets,
  registrationBarcode,
  ticketEvent,
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

type TicketRegistration = Awaited<ReturnType<typeof findTicketRegistration>>;

const groupEvent = (
  registration: TicketRegistration,
  session: NonNullable<Awaited<ReturnType<typeof findSessionForTicket>>>,
  publicUrl: string,
  headcount: number,
) =>
  ticketEvent({
    session,
    roomname: registration.roomname,
    uid: eventUid(publicUrl, `registration-${registration.idx}`),
    who: `${headcount}명 (신청자 ${registration.name}, ${registration.church})`,
    pageUrl: `${publicUrl.replace(/\/$/, '')}/barcode/${registration.idx}`,
    now: new Date(),
  });

/** The .ics file of the member's whole group; 404 while the session has no first day. */
export async function getGroupCalendarFile(options: {
  db: Db;
  registrationIdx: number;
  memberIdx: number;
  publicUrl: string;
}) {
  const { db } = options;
  const registration = await findTicketRegistration({
    db,
    registrationIdx: options.registrationIdx,
    viewer: { memberIdx: options.memberIdx, isStaff: false },
  });
  const session = await findSessionForTicket(db, registration.conferenceDetailIdx);
  if (!session) throw notFound(ticketMessages.registrationNotFound);
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
  const { db } = options;
  const registration = await findTicketRegistration({
    db,
    registrationIdx: options.registrationIdx,
    viewer: { memberIdx: options.memberIdx, isStaff: false },
  });
  const session = await findSessionForTicket(db, registration.conferenceDetailIdx);
  if (!session) throw notFound(ticketMessages.registrationNotFound);
  const attendees = await groupTickets(db, registration);
  const event = groupEvent(registration, session, options.publicUrl, attendees.length);
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
    calendar: calendarLinks(event, groupCalendarPath(registration.idx)),
  };
}
