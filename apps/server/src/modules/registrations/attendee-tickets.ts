import {
  type AttendeeTicket,
  sessionTitle,
  type TicketAttendee,
  type TicketCalendar,
  ticketMessages,
} from '@edu/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/http/app-error';
import { kstDateTime } from '../../platform/korean-time';
import { findSessionForTicket } from '../conferences';
import { attendeeBarcodeOf, barcodeOf } from './barcode';
import { type CalendarEvent, calendarFile, googleCalendarUrl, sessionEventTimes } from './calendar-file';
import { registrationAttendees, registrations } from './registrations.tables';

const siteOf = (publicUrl: string) => publicUrl.replace(/\/$/, '');

/** The private page of an attendee's ticket, as a path and as the full address a message carries. */
export const ticketPath = (token: string) => `/ticket/${token}`;
export const ticketUrl = (publicUrl: string, token: string) => `${siteOf(publicUrl)}${ticketPath(token)}`;
/** The .ics file of an attendee's ticket (no login: the token is the key). */
export const attendeeCalendarPath = (token: string) => `/api/tickets/${token}/calendar.ics`;
/** The .ics file of a whole group, for the member who registered it. */
export const groupCalendarPath = (registrationIdx: number) =>
  `/api/registered/conference/${registrationIdx}/calendar.ics`;

type Session = NonNullable<Awaited<ReturnType<typeof findSessionForTicket>>>;
type Registration = typeof registrations.$inferSelect;

/** The registration's barcode, derived the same way should a completed row predate storing it. */
export const registrationBarcode = (registration: Registration) =>
  registration.barcode ??
  barcodeOf({
    registrationIdx: registration.idx,
    detailIdx: registration.conferenceDetailIdx,
    memberIdx: registration.memberIdx,
  });

/** The attendees of a registration still coming, each with their own barcode, link and admission. */
export async function groupTickets(db: Db, registration: Registration): Promise<TicketAttendee[]> {
  const rows = await db
    .select()
    .from(registrationAttendees)
    .where(
      and(
        eq(registrationAttendees.registrationIdx, registration.idx),
        eq(registrationAttendees.isCancel, 'N'),
      ),
    )
    .orderBy(asc(registrationAttendees.idx));
  const groupBarcode = registrationBarcode(registration);
  return rows.map((row) => ({
    idx: row.idx,
    name: row.name,
    church: row.church,
    barcode: row.barcode ?? attendeeBarcodeOf(groupBarcode, row.idx),
    ticket_url: ticketPath(row.ticketToken),
    checked_in_at: row.checkedInAt ? kstDateTime(row.checkedInAt) : null,
  }));
}

/**
 * The calendar event of a ticket: the session's title, hours (from its first day and schedule) and
 * place; null while the session has no first day.
 */
export function ticketEvent(options: {
  session: Session;
  roomname: string | null;
  uid: string;
  who: string;
  pageUrl: string;
  now: Date;
}): CalendarEvent | null {
  const { session } = options;
  const times = sessionEventTimes(session.startsAt, session.schedule);
  if (!times) return null;
  const where = [session.local, session.place, options.roomname].filter(Boolean).join(' ');
  const description = [
    `참석: ${options.who}`,
    `부서: ${session.dept}`,
    `일정: ${session.schedule}`,
    session.roomGuide ? `강의실 안내: ${session.roomGuide}` : '',
    `입장 바코드: ${options.pageUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    uid: options.uid,
    stamp: options.now,
    ...times,
    summary: `${session.title} ${sessionTitle(session.number, session.label)} (${session.dept})`,
    location: where,
    description,
    url: options.pageUrl,
  };
}

/** A stable UID for the event of a registration or of one attendee, on the site's own host. */
const eventUid = (publicUrl: string, what: string) => `${what}@${new URL(publicUrl).host}`;

/** The calendar event of a whole group's ticket (its barcode page), for `headcount` people. */
export const groupEvent = (
  registration: Registration,
  session: Session,
  publicUrl: string,
  headcount: number,
) =>
  ticketEvent({
    session,
    roomname: registration.roomname,
    uid: eventUid(publicUrl, `registration-${registration.idx}`),
    who: `${headcount}명 (신청자 ${registration.name}, ${registration.church})`,
    pageUrl: `${siteOf(publicUrl)}/barcode/${registration.idx}`,
    now: new Date(),
  });

/** What a ticket, the group's or one attendee's, says of the session and the room. */
export const ticketSessionFields = (session: Session, roomname: string | null) => ({
  title: session.title,
  number: session.number,
  label: session.label,
  dept: session.dept,
  roomname,
  local: session.local,
  place: session.place,
  schedule: session.schedule,
  startsAt: session.startsAt?.toISOString() ?? null,
  roomGuide: session.roomGuide,
});

export const calendarLinks = (event: CalendarEvent | null, icsPath: string): TicketCalendar | null =>
  event ? { ics_url: icsPath, google_url: googleCalendarUrl(event) } : null;

/**
 * The attendee and registration behind a private ticket link. Unknown links and registrations not
 * (or no longer) 등록완료 answer 404; a cancelled or moved attendee 410 with its own text, at once.
 */
async function findByToken(db: Db, token: string) {
  const [row] = await db
    .select({ attendee: registrationAttendees, registration: registrations })
    .from(registrationAttendees)
    .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
    .where(eq(registrationAttendees.ticketToken, token));
  const completed = row?.registration.status === '등록완료' ? row : undefined;
  if (!completed) throw notFound(ticketMessages.ticketNotFound);
  // A moved attendee is cancelled here and has a new ticket in the target session: say which.
  if (completed.attendee.isCancel === 'Y')
    throw new AppError(
      410,
      completed.attendee.movedDate ? ticketMessages.ticketMoved : ticketMessages.ticketCancelled,
    );
  const session = await findSessionForTicket(db, completed.registration.conferenceDetailIdx);
  if (!session) throw notFound(ticketMessages.ticketNotFound);
  return { ...completed, session };
}

/** The attendee's barcode digits for a private link (for its image). */
export async function attendeeTicketBarcode(db: Db, token: string) {
  const { attendee, registration } = await findByToken(db, token);
  return attendee.barcode ?? attendeeBarcodeOf(registrationBarcode(registration), attendee.idx);
}

function attendeeEvent(found: Awaited<ReturnType<typeof findByToken>>, publicUrl: string, now: Date) {
  return ticketEvent({
    session: found.session,
    roomname: found.registration.roomname,
    uid: eventUid(publicUrl, `ticket-${found.registration.idx}-${found.attendee.idx}`),
    who: `${found.attendee.name} (${found.attendee.church})`,
    pageUrl: ticketUrl(publicUrl, found.attendee.ticketToken),
    now,
  });
}

/** One attendee's ticket, opened by its private link: the session, the person, their barcode. */
export async function getAttendeeTicket(options: {
  db: Db;
  token: string;
  publicUrl: string;
  now?: Date;
}): Promise<AttendeeTicket> {
  const found = await findByToken(options.db, options.token);
  const { attendee, registration, session } = found;
  const event = attendeeEvent(found, options.publicUrl, options.now ?? new Date());
  return {
    ...ticketSessionFields(session, registration.roomname),
    name: attendee.name,
    church: attendee.church,
    applicant: registration.name,
    barcode: attendee.barcode ?? attendeeBarcodeOf(registrationBarcode(registration), attendee.idx),
    checked_in_at: attendee.checkedInAt ? kstDateTime(attendee.checkedInAt) : null,
    calendar: calendarLinks(event, attendeeCalendarPath(attendee.ticketToken)),
  };
}

/** The .ics file of one attendee's ticket; 404 while the session has no first day. */
export async function attendeeCalendarFile(options: { db: Db; token: string; publicUrl: string }) {
  const event = attendeeEvent(await findByToken(options.db, options.token), options.publicUrl, new Date());
  if (!event) throw notFound(ticketMessages.noCalendarDate);
  return calendarFile(event);
}
