import { eq } from 'drizzle-orm';
import { conferenceDetails } from '../modules/conferences/conferences.tables';
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
