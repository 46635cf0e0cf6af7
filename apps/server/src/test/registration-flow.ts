import { asc, eq } from 'drizzle-orm';
import { conferenceDetails } from '../modules/conferences/conferences.tables';
import { registrationAttendees, registrations } from '../modules/registrations/registrations.tables';
import { payThroughSimulator } from './payment-flow';
import type { TestApp } from './test-app';

/** What a member fills in on the registration form. */
export type RegistrationForm = {
  booker: { name: string; phone: string; church: string; email?: string };
  /** The attendees; a bare name is of the booker's church. */
  attendees: (string | { name: string; church: string })[];
  /** More fields of the form, e.g. the address a session asks for. */
  extra?: Record<string, unknown>;
};

/**
 * Registers a group for a session through the real form (POST /api/register/conference/{idx}); answers
 * the registration's idx (결제시도, seats held). A refusal fails the test.
 */
export async function registerGroup(app: TestApp, cookie: string, detailIdx: number, form: RegistrationForm) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/register/conference/${detailIdx}`,
    headers: { cookie },
    payload: {
      ...form.extra,
      registerConference: form.booker,
      registerMemberList: form.attendees.map((attendee) =>
        typeof attendee === 'string' ? { name: attendee, church: form.booker.church } : attendee,
      ),
      agree: 'Y',
    },
  });
  if (response.statusCode !== 200) throw new Error(`registration refused: ${response.body}`);
  return response.json().contents as number;
}

/** The seats of a session its counter says are taken. */
export async function seatsTaken(app: TestApp, detailIdx: number) {
  const [row] = await app.db
    .select({ n: conferenceDetails.registeredPersonnel })
    .from(conferenceDetails)
    .where(eq(conferenceDetails.idx, detailIdx));
  return row?.n;
}

/**
 * A member's registration on the department, paid through the simulator by `method` (card by default; a
 * virtual account is issued and then deposited): answers its idx, the payment's oid and its attendees
 * in order, with their barcodes.
 */
export async function registerAndPay(
  app: TestApp,
  cookie: string,
  detailIdx: number,
  form: RegistrationForm,
  method: 'Card' | 'VBank' = 'Card',
) {
  const registrationIdx = await registerGroup(app, cookie, detailIdx, form);
  const paid = await payThroughSimulator(app, {
    cookie,
    registrationIdx,
    device: 'pc',
    method,
    decision: 'approve',
  });
  if (method === 'VBank') {
    const [row] = await app.db.select().from(registrations).where(eq(registrations.idx, registrationIdx));
    await app.paymentSimulator().deposit(String(row?.tid));
  }
  const attendees = await app.db
    .select()
    .from(registrationAttendees)
    .where(eq(registrationAttendees.registrationIdx, registrationIdx))
    .orderBy(asc(registrationAttendees.idx));
  return { registrationIdx, oid: paid.oid, attendees };
}
