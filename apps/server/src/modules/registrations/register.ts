import {
  maxAttendeesPerRegistration,
  registrationMessages as messages,
  type RegisterRequest,
  registerRequestSchema,
} from '@edu/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { emailPattern } from '../accounts';
import {
  findSessionForRegistration,
  isSessionOffered,
  remainingSeats,
  type SessionForRegistration,
  takeSeatsStatement,
} from '../conferences';
import { newOrderId } from './order-id';
import { registrationAttendees, registrations } from './registrations.tables';

/** Seats of an unpaid registration are held this long (spec: 결제시도 and 결제대기 hold 15 minutes). */
export const paymentHoldMs = 15 * 60 * 1000;

const blank = (value: string | undefined) => !value || value.trim().length === 0;
const phonePattern = /^0\d{10}$/;

type Request = z.output<typeof registerRequestSchema>;

/** The session row if it can be registered for now; otherwise the spec's refusal. */
export async function openSession(db: Db, detailIdx: number, now: Date): Promise<SessionForRegistration> {
  const session = await findSessionForRegistration(db, detailIdx);
  if (!session || !isSessionOffered(session, now)) throw notFound(messages.sessionNotFound);
  if (now < session.rsdatetime || now > session.redatetime) throw badRequest(messages.notInPeriod);
  return session;
}

/** The attendees entered, trimmed; rows left wholly empty are not attendees. */
function attendeesOf(request: Request) {
  return request.registerMemberList
    .map((row) => ({ name: row.name?.trim() ?? '', church: row.church?.trim() ?? '' }))
    .filter((row) => row.name || row.church);
}

/** The first problem of the form in the spec's order (§5 Registration), as a 400. */
function checkForm(request: Request, session: SessionForRegistration) {
  const applicant = request.registerConference;
  if (blank(applicant.name)) throw badRequest(messages.applicantNameRequired);
  if (!phonePattern.test((applicant.phone ?? '').replace(/\D/g, ''))) throw badRequest(messages.phoneInvalid);
  if (!blank(applicant.email) && !emailPattern.test(applicant.email?.trim() ?? ''))
    throw badRequest(messages.emailInvalid);
  if (blank(applicant.church)) throw badRequest(messages.churchRequired);
  const attendees = attendeesOf(request);
  if (attendees.length === 0) throw badRequest(messages.attendeesRequired);
  if (attendees.some((row) => !row.name || !row.church)) throw badRequest(messages.attendeeIncomplete);
  if (attendees.length > maxAttendeesPerRegistration) throw badRequest(messages.tooManyAttendees);
  if (session.isAddress === 'Y' && (blank(request.zipCode) || blank(request.address)))
    throw badRequest(messages.addressRequired);
  if (request.agree !== 'Y') throw badRequest(messages.agreementRequired);
  return attendees;
}

/** 403 with the spec's text: nothing left, or fewer seats left than asked for. */
export function capacityRefusal(remaining: number) {
  return new AppError(403, remaining <= 0 ? messages.closed : messages.overCapacity);
}

type NewRegistration = {
  oid: string;
  memberIdx: number;
  conferenceDetailIdx: number;
  name: string;
  phone: string;
  email: string;
  church: string;
  totalPrice: number;
  headcount: number;
  zipCode: string | null;
  address: string | null;
  detailedAddress: string | null;
  requestKey: string | null;
  holdExpiresAt: Date;
};

/**
 * Writes the registration (결제시도) and its attendees and takes the seats in ONE statement: a rush
 * on one department then costs each registration a single round trip between taking the row lock and
 * the commit. Answers the new idx (null when the request key was used already: nothing is written)
 * and whether the seats were there (when not, the caller rolls the rows back).
 */
async function insertAndTakeSeats(
  tx: Db,
  values: { registration: NewRegistration; attendees: { name: string; church: string }[] },
): Promise<{ idx: number | null; seated: boolean }> {
  const r = values.registration;
  const result = await tx.execute<{ idx: number | null; seated: boolean }>(sql`
    with created as (
      insert into ${registrations} (oid, member_idx, conference_detail_idx, name, phone, email, church, status,
        total_price, headcount, zip_code, address, detailed_address, request_key, hold_expires_at)
      values (${r.oid}, ${r.memberIdx}, ${r.conferenceDetailIdx}, ${r.name}, ${r.phone}, ${r.email}, ${r.church},
        '결제시도', ${r.totalPrice}, ${r.headcount}, ${r.zipCode}, ${r.address}, ${r.detailedAddress},
        ${r.requestKey}, ${r.holdExpiresAt.toISOString()}::timestamptz)
      on conflict (member_idx, request_key) do nothing
      returning idx
    ),
    people as (
      insert into ${registrationAttendees} (registration_idx, name, church)
      select created.idx, person.name, person.church
      from created, jsonb_to_recordset(${JSON.stringify(values.attendees)}::jsonb) as person(name text, church text)
      returning 1
    ),
    seats as (${takeSeatsStatement(r.conferenceDetailIdx, r.headcount, sql`exists (select 1 from created)`)})
    select (select idx from created) as idx, exists (select 1 from seats) as seated`);
  const row = (result as unknown as { rows: { idx: number | null; seated: boolean }[] }).rows[0];
  return { idx: row?.idx ?? null, seated: Boolean(row?.seated) };
}

/** Thrown inside the transaction when the request key was used already; the transaction rolls back. */
class RepeatedSubmission extends Error {}

/**
 * Registers a group for a session department (spec §5): checks the period and the form in order,
 * writes the registration and its attendees and takes the seats in one transaction, with the price
 * computed here (session price × attendees). The seats stay held for 15 minutes while 결제시도.
 * A repeated submission with the same request key answers the registration already made.
 */
export async function register(options: {
  db: Db;
  memberIdx: number;
  detailIdx: number;
  request: RegisterRequest;
  now?: Date;
}): Promise<{ idx: number; repeated: boolean }> {
  const { db, memberIdx, detailIdx } = options;
  const now = options.now ?? new Date();
  const request = registerRequestSchema.parse(options.request);
  const session = await openSession(db, detailIdx, now);
  const attendees = checkForm(request, session);
  const requestKey = request.requestKey?.trim() || null;
  const applicant = request.registerConference;

  try {
    const idx = await db.transaction(async (tx) => {
      const taken = await insertAndTakeSeats(tx, {
        registration: {
          oid: newOrderId(now),
          memberIdx,
          conferenceDetailIdx: detailIdx,
          name: applicant.name?.trim() ?? '',
          phone: (applicant.phone ?? '').replace(/\D/g, ''),
          email: applicant.email?.trim() ?? '',
          church: applicant.church?.trim() ?? '',
          totalPrice: session.price * attendees.length,
          headcount: attendees.length,
          zipCode: session.isAddress === 'Y' ? (request.zipCode?.trim() ?? null) : null,
          address: session.isAddress === 'Y' ? (request.address?.trim() ?? null) : null,
          detailedAddress: session.isAddress === 'Y' ? (request.detailedAddress?.trim() ?? null) : null,
          requestKey,
          holdExpiresAt: new Date(now.getTime() + paymentHoldMs),
        },
        attendees,
      });
      if (taken.idx === null) throw new RepeatedSubmission();
      // No seats: the rows written by the same statement roll back with the transaction.
      if (!taken.seated) {
        const current = await findSessionForRegistration(tx, detailIdx);
        throw capacityRefusal(current ? remainingSeats(current) : 0);
      }
      return taken.idx;
    });
    return { idx, repeated: false };
  } catch (error) {
    if (!(error instanceof RepeatedSubmission)) throw error;
    const [existing] = await db
      .select({ idx: registrations.idx })
      .from(registrations)
      .where(and(eq(registrations.memberIdx, memberIdx), eq(registrations.requestKey, requestKey ?? '')));
    if (!existing) throw error;
    return { idx: existing.idx, repeated: true };
  }
}
