// Data for the registration-rush benchmark, made inside the server process: members with live
// sessions (no password: they never log in), fresh hot departments, the check of what a rush left,
// and the reference: the same registering statement run directly, without HTTP.
import { eq, sql } from 'drizzle-orm';
import { members } from '../apps/server/src/modules/accounts/accounts.tables';
import { createSession } from '../apps/server/src/modules/accounts/sessions';
import { conferenceDetails } from '../apps/server/src/modules/conferences/conferences.tables';
import { takeSeatsAndRegister } from '../apps/server/src/modules/registrations/register';
import {
  registrationAttendees,
  registrations,
} from '../apps/server/src/modules/registrations/registrations.tables';
import type { Db } from '../apps/server/src/platform/db/database';
import { createConferenceSession } from '../apps/server/src/test/factories';

let batch = 0;

/** `count` members, each with a live session; answers their idxs and tokens. */
export async function createRushMembers(db: Db, count: number) {
  batch += 1;
  const created = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        uid: `rush${process.pid}x${batch}x${i}`,
        name: `러시${i}`,
        phone: `0107${String(batch % 1000).padStart(3, '0')}${String(i).padStart(4, '0')}`,
        email: `rush${batch}x${i}@example.com`,
        passwordHash: 'no-login',
        isAgree: 'Y',
      })),
    )
    .returning({ idx: members.idx });
  const tokens = [];
  for (const member of created) tokens.push(await createSession(db, { memberIdx: member.idx }));
  return { memberIdxs: created.map((member) => member.idx), tokens };
}

/** A fresh open department of `limit` seats. */
export async function createHotDepartment(db: Db, limit: number) {
  return (await createConferenceSession(db, { limit, price: 10_000 })).detailIdx;
}

/** What a rush left: the seat counter, the attendees of live registrations, repeated request keys. */
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

/** How many attendees the i-th attempt of a rush brings: 1 to 4. */
export const attendeesOf = (i: number) => 1 + ((i * 7) % 4);

/**
 * The reference: `count` registrations of the same shape run as the same statement straight on the
 * database, `concurrency` at a time. Answers statements per second.
 */
export async function runDirectSql(
  db: Db,
  options: { memberIdxs: number[]; count: number; concurrency: number },
) {
  const detailIdx = await createHotDepartment(db, 0); // unlimited: every statement does the full work
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < options.count) {
        const i = next++;
        const headcount = attendeesOf(i);
        await takeSeatsAndRegister(db, {
          now: new Date(),
          attendees: Array.from({ length: headcount }, (_, n) => ({ name: `참석${n}`, church: '하나교회' })),
          registration: {
            oid: `SQL${process.pid}${batch}${i}`.slice(0, 40),
            memberIdx: options.memberIdxs[i % options.memberIdxs.length] ?? 0,
            conferenceDetailIdx: detailIdx,
            name: '러시',
            phone: '01012345678',
            email: '',
            church: '하나교회',
            receiptOrgName: null,
            receiptOrgNumber: null,
            headcount,
            zipCode: null,
            address: null,
            detailedAddress: null,
            requestKey: `sql-${batch}-${i}`,
            holdExpiresAt: new Date(Date.now() + 15 * 60_000),
          },
        });
      }
    }),
  );
  return { perSecond: options.count / ((performance.now() - started) / 1000) };
}
