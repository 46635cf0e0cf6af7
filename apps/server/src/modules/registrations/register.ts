import {
  firstReceiptOrganisationProblem,
  isEmailAddress,
  isMobilePhone,
  maxAttendeesPerRegistration,
  registrationMessages as messages,
  paymentHoldMs,
  type RegisterRequest,
  receiptOrganisationOf,
  registerRequestSchema,
} from '@edu/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { perDatabase } from '../../platform/db/prepared-sql';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import {
  findSessionForRegistration,
  isSessionOffered,
  releaseSeats,
  remainingSeats,
  type SessionForRegistration,
  seatsLeftExpression,
  takeOpenSeatsStatement,
} from '../conferences';
import { newOrderId } from './order-id';
import { registerOnOffer } from './register-on-offer';
import { registrationAttendees, registrations } from './registrations.tables';

const blank = (value: string | undefined) => !value || value.trim().length === 0;

type Request = z.output<typeof registerRequestSchema>;

const isOpenAt = (session: SessionForRegistration, now: Date) =>
  isSessionOffered(session, now) && now >= session.rsdatetime && now <= session.redatetime;

/** The session row if it can be registered for now; otherwise the spec's refusal. */
export async function openSession(db: Db, detailIdx: number, now: Date): Promise<SessionForRegistration> {
  sessionCacheOf(db).delete(detailIdx);
  const session = await findSessionForRegistration(db, detailIdx);
  if (!session || !isSessionOffered(session, now)) throw notFound(messages.sessionNotFound);
  if (now < session.rsdatetime || now > session.redatetime) throw badRequest(messages.notInPeriod);
  return session;
}

/** The attendees entered, trimmed; rows left wholly empty are not attendees. */
function attendeesOf(request: Request) {
  return request.registerMemberList
    .map((row) => ({
      name: row.name?.trim() ?? '',
      church: row.church?.trim() ?? '',
      phone: row.phone?.trim() ?? '',
    }))
    .filter((row) => row.name || row.church || row.phone);
}

/** The first problem of the form in the spec's order (§5 Registration), as a 400. */
function checkForm(request: Request, session: SessionForRegistration) {
  const applicant = request.registerConference;
  if (blank(applicant.name)) throw badRequest(messages.applicantNameRequired);
  if (!isMobilePhone(applicant.phone ?? '')) throw badRequest(messages.phoneInvalid);
  if (!blank(applicant.email) && !isEmailAddress(applicant.email ?? ''))
    throw badRequest(messages.emailInvalid);
  if (blank(applicant.church)) throw badRequest(messages.churchRequired);
  const attendees = attendeesOf(request);
  if (attendees.length === 0) throw badRequest(messages.attendeesRequired);
  if (attendees.some((row) => !row.name || !row.church)) throw badRequest(messages.attendeeIncomplete);
  if (attendees.some((row) => row.phone && !isMobilePhone(row.phone)))
    throw badRequest(messages.attendeePhoneInvalid);
  if (attendees.length > maxAttendeesPerRegistration) throw badRequest(messages.tooManyAttendees);
  if (session.isAddress === 'Y' && (blank(request.zipCode) || blank(request.address)))
    throw badRequest(messages.addressRequired);
  const receipt = firstReceiptOrganisationProblem(request);
  if (receipt) throw badRequest(receipt.message);
  if (request.agree !== 'Y') throw badRequest(messages.agreementRequired);
  // An attendee's phone is optional: their ticket link is sent there; kept as digits like the applicant's.
  return attendees.map((row) => ({
    name: row.name,
    church: row.church,
    phone: row.phone.replace(/\D/g, '') || null,
  }));
}

/** 403 with the spec's text: nothing left, or fewer seats left than asked for. */
export function capacityRefusal(remaining: number) {
  return new AppError(403, remaining <= 0 ? messages.closed : messages.overCapacity, {
    notAuthorisation: true,
  });
}

export type NewRegistration = {
  oid: string;
  memberIdx: number;
  conferenceDetailIdx: number;
  name: string;
  phone: string;
  email: string;
  church: string;
  /** 영수증 발행 정보, checked: the organisation's name and its number as 000-00-00000. */
  receiptOrgName: string | null;
  receiptOrgNumber: string | null;
  headcount: number;
  zipCode: string | null;
  address: string | null;
  detailedAddress: string | null;
  requestKey: string | null;
  holdExpiresAt: Date;
};

/**
 * Takes the seats and writes the registration (결제시도, price = the department's price × attendees as
 * the database has it now) and its attendees in ONE statement, atomic by itself: the department's row
 * is locked for that statement only, so a rush queues on the shortest possible stretch. The seats are
 * taken only while the department is open and only if this request key made no registration yet.
 * Answers the new idx (null when nothing was written), whether seats were taken, and for a refusal the
 * registration this request key made before and the seats left, so a refusal costs no further query.
 * Exported for the benchmark, which runs the same statement without HTTP as its reference.
 */
export async function takeSeatsAndRegister(
  db: Db,
  values: {
    registration: NewRegistration;
    attendees: { name: string; church: string; phone?: string | null }[];
    now: Date;
  },
): Promise<TakeResult> {
  const r = values.registration;
  const earlier = r.requestKey
    ? sql`(select ${registrations.idx} from ${registrations} where ${registrations.memberIdx} = ${r.memberIdx} and ${registrations.requestKey} = ${r.requestKey})`
    : sql`null::int`;
  const notUsedYet = sql`${earlier} is null`;
  const result = await db.execute(sql`
    with seats as (${takeOpenSeatsStatement({ detailIdx: r.conferenceDetailIdx, count: r.headcount, now: values.now, onlyIf: notUsedYet })}),
    created as (
      insert into ${registrations} (oid, member_idx, conference_detail_idx, name, phone, email, church,
        receipt_org_name, receipt_org_number, status,
        total_price, headcount, zip_code, address, detailed_address, request_key, hold_expires_at)
      select ${r.oid}, ${r.memberIdx}, ${r.conferenceDetailIdx}, ${r.name}, ${r.phone}, ${r.email}, ${r.church},
        ${r.receiptOrgName}, ${r.receiptOrgNumber}, '결제시도', seats.price * ${r.headcount}, ${r.headcount}, ${r.zipCode}, ${r.address}, ${r.detailedAddress},
        ${r.requestKey}, ${r.holdExpiresAt.toISOString()}::timestamptz
      from seats
      on conflict (member_idx, request_key) do nothing
      returning idx
    ),
    people as (
      insert into ${registrationAttendees} (registration_idx, name, church, phone)
      select created.idx, person.name, person.church, person.phone
      from created, jsonb_to_recordset(${JSON.stringify(values.attendees)}::jsonb) as person(name text, church text, phone text)
      returning 1
    )
    select (select idx from created) as idx, exists (select 1 from seats) as seated,
      ${earlier} as earlier, ${seatsLeftExpression(r.conferenceDetailIdx)} as seats_left`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    idx: number(row.idx),
    seated: Boolean(row.seated),
    earlier: number(row.earlier),
    seatsLeft: number(row.seats_left),
  };
}

type TakeResult = {
  idx: number | null;
  seated: boolean;
  /** The registration this member's request key made before (a repeated submission). */
  earlier: number | null;
  /** Seats left as the statement saw them before its own update (null = unlimited). */
  seatsLeft: number | null;
};

/** The registration a member already made with this request key, if any. */
async function findByRequestKey(db: Db, memberIdx: number, requestKey: string | null) {
  if (!requestKey) return undefined;
  const [existing] = await db
    .select({ idx: registrations.idx })
    .from(registrations)
    .where(and(eq(registrations.memberIdx, memberIdx), eq(registrations.requestKey, requestKey)));
  return existing;
}

/**
 * The department as the form's checks see it: read at most once a second per department and
 * process, since a rush asks the same thing hundreds of times. Only the order and wording of the
 * refusals rest on it; the registering statement checks period, visibility, price and seats itself.
 * Kept per database: department numbers mean nothing in another one (the tests' databases, one
 * process after another, each have a department 1).
 */
const sessionCacheMs = 1000;
const sessionCacheOf = perDatabase(
  () => new Map<number, { at: number; session: Promise<SessionForRegistration | undefined> }>(),
);

function cachedSession(db: Db, detailIdx: number, now: Date) {
  const sessionCache = sessionCacheOf(db);
  const cached = sessionCache.get(detailIdx);
  if (cached && now.getTime() - cached.at < sessionCacheMs && cached.at <= now.getTime())
    return cached.session;
  const session = findSessionForRegistration(db, detailIdx);
  session.catch(() => sessionCache.delete(detailIdx));
  if (sessionCache.size > 1000) sessionCache.clear();
  sessionCache.set(detailIdx, { at: now.getTime(), session });
  return session;
}

/** The refusal for a statement that took no seats, from the department as it is now. */
async function refusalAfterNoSeats(db: Db, detailIdx: number, now: Date) {
  sessionCacheOf(db).delete(detailIdx);
  try {
    return capacityRefusal(remainingSeats(await openSession(db, detailIdx, now)));
  } catch (refusal) {
    return refusal;
  }
}

/**
 * Registers a group for a session department (spec §5): checks the period and the form in order,
 * then takes the seats and writes the registration and its attendees in one statement, with the
 * price computed by the database (department price × attendees). The seats stay held for 15 minutes
 * while 결제시도. A repeated submission with the same request key answers the registration already made.
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
  let session = await cachedSession(db, detailIdx, now);
  // A refusal is never made on a cached view: the department may have opened a moment ago.
  if (!session || !isOpenAt(session, now)) session = await openSession(db, detailIdx, now);
  const attendees = checkForm(request, session);
  const requestKey = request.requestKey?.trim() || null;
  const applicant = request.registerConference;
  const receipt = receiptOrganisationOf(request);

  const values: Parameters<typeof takeSeatsAndRegister>[1] = {
    now,
    attendees,
    registration: {
      oid: newOrderId(now),
      memberIdx,
      conferenceDetailIdx: detailIdx,
      name: applicant.name?.trim() ?? '',
      phone: (applicant.phone ?? '').replace(/\D/g, ''),
      email: applicant.email?.trim() ?? '',
      church: applicant.church?.trim() ?? '',
      receiptOrgName: receipt?.name ?? null,
      receiptOrgNumber: receipt?.number ?? null,
      headcount: attendees.length,
      zipCode: session.isAddress === 'Y' ? (request.zipCode?.trim() ?? null) : null,
      address: session.isAddress === 'Y' ? (request.address?.trim() ?? null) : null,
      detailedAddress: session.isAddress === 'Y' ? (request.detailedAddress?.trim() ?? null) : null,
      requestKey,
      holdExpiresAt: new Date(now.getTime() + paymentHoldMs),
    },
  };
  // Through a waiting-list offer's private link: on the seats held for this member only.
  const offerToken = request.waitingOffer?.trim();
  const taken = offerToken
    ? await registerOnOffer(db, { token: offerToken, memberIdx, now, values, take: takeSeatsAndRegister })
    : await takeSeatsAndRegister(db, values);
  if (taken.idx !== null) return { idx: taken.idx, repeated: false };
  if (taken.earlier !== null) return { idx: taken.earlier, repeated: true };
  // Seats taken but no row: an identical submission won the race in the same instant. Its seats
  // count; ours go back at once.
  if (taken.seated) {
    await releaseSeats(db, detailIdx, attendees.length);
    const existing = await findByRequestKey(db, memberIdx, requestKey);
    if (existing) return { idx: existing.idx, repeated: true };
  }
  // Too few seats is the usual refusal in a rush and needs no further query; anything else (the
  // department closed or was hidden a moment ago) is read afresh.
  if (taken.seatsLeft !== null && taken.seatsLeft < attendees.length) throw capacityRefusal(taken.seatsLeft);
  throw await refusalAfterNoSeats(db, detailIdx, now);
}
