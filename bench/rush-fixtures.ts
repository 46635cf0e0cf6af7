// Data for the registration-rush benchmark, made inside the server process: members with live
// sessions (no password: they never log in), a fresh session department, and the check of the result.
import { eq, sql } from 'drizzle-orm';
import { members } from '../apps/server/src/modules/accounts/accounts.tables';
import { createSession } from '../apps/server/src/modules/accounts/sessions';
import { conferenceDetails } from '../apps/server/src/modules/conferences/conferences.tables';
import {
  registrationAttendees,
  registrations,
} from '../apps/server/src/modules/registrations/registrations.tables';
import type { Db } from '../apps/server/src/platform/db/database';
import { createConferenceSession } from '../apps/server/src/test/factories';

let batch = 0;

/** `count` members with a session each and a department of `limit` seats; answers the tokens and its idx. */
export async function setUpRush(db: Db, count: number, limit: number) {
  batch += 1;
  const created = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        uid: `rush${batch}x${i}`,
        name: `러시${i}`,
        phone: `0107${String(batch).padStart(3, '0')}${String(i).padStart(4, '0')}`.slice(0, 11),
        email: `rush${batch}x${i}@example.com`,
        passwordHash: 'no-login',
        isAgree: 'Y',
      })),
    )
    .returning({ idx: members.idx });
  const tokens = [];
  for (const member of created) tokens.push(await createSession(db, { memberIdx: member.idx }));
  const { detailIdx } = await createConferenceSession(db, { limit, price: 10_000 });
  return { tokens, detailIdx };
}

/** What the rush left: the seat counter, the attendees of live registrations, and repeated request keys. */
export async function checkRush(db: Db, detailIdx: number) {
  const [detail] = await db
    .select({ registered: conferenceDetails.registeredPersonnel, limit: conferenceDetails.limitPersonnel })
    .from(conferenceDetails)
    .where(eq(conferenceDetails.idx, detailIdx));
  const [attendees] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(registrationAttendees)
    .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
    .where(eq(registrations.conferenceDetailIdx, detailIdx));
  const [duplicates] = await db
    .select({ n: sql<number>`(count(*) - count(distinct (member_idx, request_key)))::int` })
    .from(registrations)
    .where(eq(registrations.conferenceDetailIdx, detailIdx));
  return {
    registered: detail?.registered ?? -1,
    limit: detail?.limit ?? -1,
    attendees: attendees?.n ?? -1,
    duplicates: duplicates?.n ?? -1,
  };
}
