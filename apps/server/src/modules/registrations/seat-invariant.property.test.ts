import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConferenceSession, createMember } from '../../test/factories';
import { logInAs } from '../../test/log-in-as';
import { addDepartment } from '../../test/move-flow';
import { payThroughSimulator } from '../../test/payment-flow';
import { createTestApp, type TestApp } from '../../test/test-app';
import { conferenceDetails } from '../conferences/conferences.tables';
import { expireHolds } from './expire-holds';
import { registrationAttendees, registrationMoves, registrations } from './registrations.tables';

// Quality bar 1: registered ≤ limit and the counter equal to the attendees of live registrations,
// whatever happens in whatever order — registrations, payments approved or declined, holds running
// out, moves to the conference's other department (cheaper: done at once; dearer: held until the
// difference is paid or the hold runs out) — with the steps of each batch racing each other (real races
// on PostgreSQL), on both departments.

let app: TestApp;
let cookies: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const members = await Promise.all(Array.from({ length: 6 }, () => createMember(app.db)));
  cookies = await Promise.all(members.map(async (member) => (await logInAs(app, member)).cookie));
});
afterAll(() => app.dispose());

const live = ['결제시도', '결제대기', '입금대기', '등록완료'];

type Step =
  | { kind: 'register'; member: number; dept: number; attendees: number }
  | { kind: 'move'; member: number; pick: number; count: number }
  | { kind: 'pay'; member: number; pick: number; approve: boolean }
  | { kind: 'expire' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('register' as const),
      member: fc.nat(5),
      dept: fc.nat(1),
      attendees: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      member: fc.nat(5),
      pick: fc.nat(20),
      approve: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      member: fc.nat(5),
      pick: fc.nat(20),
      count: fc.integer({ min: 1, max: 3 }),
    }),
  },
);

async function run(s: Step, detailIdxs: number[], made: { idx: number; member: number }[]) {
  const cookie = cookies[s.kind === 'expire' ? 0 : s.member] ?? '';
  if (s.kind === 'register') {
    const response = await app.inject({
      method: 'POST',
      url: `/api/register/conference/${detailIdxs[s.dept]}`,
      headers: { cookie },
      payload: {
        registerConference: { name: '모델', phone: '01012345678', church: '모델교회' },
        registerMemberList: Array.from({ length: s.attendees }, (_, i) => ({
          name: `참석${i}`,
          church: '모델교회',
        })),
        agree: 'Y',
      },
    });
    // 429: a member past 60 registrations a minute (shrinking replays many runs) — refused, no seats.
    expect([200, 403, 429]).toContain(response.statusCode);
    if (response.statusCode === 200) made.push({ idx: response.json().contents, member: s.member });
  } else if (s.kind === 'pay') {
    const mine = made.filter((r) => r.member === s.member);
    const target = mine[s.pick % Math.max(mine.length, 1)];
    if (!target) return;
    // A payment the registration no longer allows (paid, seats gone) is refused: that is part of the model.
    await payThroughSimulator(app, {
      cookie,
      registrationIdx: target.idx,
      device: 'pc',
      method: 'Card',
      decision: s.approve ? 'approve' : 'decline',
    }).catch(() => undefined);
  } else if (s.kind === 'move') {
    const mine = made.filter((r) => r.member === s.member);
    const source = mine[s.pick % Math.max(mine.length, 1)];
    if (!source) return;
    const [row] = await app.db
      .select({ detailIdx: registrations.conferenceDetailIdx })
      .from(registrations)
      .where(eq(registrations.idx, source.idx));
    const live = await app.db
      .select({ idx: registrationAttendees.idx })
      .from(registrationAttendees)
      .where(
        and(eq(registrationAttendees.registrationIdx, source.idx), eq(registrationAttendees.isCancel, 'N')),
      )
      .orderBy(registrationAttendees.idx);
    const response = await app.inject({
      method: 'POST',
      url: `/api/registrations/${source.idx}/move`,
      headers: { cookie },
      payload: {
        targetDetailIdx: detailIdxs.find((idx) => idx !== row?.detailIdx),
        attendeeIdxs: live.slice(0, s.count).map((attendee) => attendee.idx),
      },
    });
    // Refused (not paid, a move pending, no room, nobody left, a racing move) is part of the model.
    expect([200, 400, 403, 409]).toContain(response.statusCode);
    // A dearer move's target waits for its difference: a later pay step may pay or decline it.
    if (response.statusCode === 200 && response.json().contents.status === '결제대기')
      made.push({ idx: response.json().contents.toRegistrationIdx, member: s.member });
  } else {
    // The hold job, run as if 16 minutes had passed.
    await expireHolds(app.db, new Date(Date.now() + 16 * 60_000));
  }
}

async function checkInvariant(detailIdx: number, limit: number) {
  const [detail] = await app.db
    .select({ registered: conferenceDetails.registeredPersonnel })
    .from(conferenceDetails)
    .where(eq(conferenceDetails.idx, detailIdx));
  const [rows] = await app.db
    .select({ seats: sql<number>`coalesce(sum(${registrations.headcount}), 0)::int` })
    .from(registrations)
    .where(and(eq(registrations.conferenceDetailIdx, detailIdx), inArray(registrations.status, live)));
  expect(detail?.registered).toBe(rows?.seats);
  expect(detail?.registered ?? 0).toBeLessThanOrEqual(limit);
}

/** One run that surely moves both ways: registered on the cheaper side, moved up and paid, moved back. */
const moveStory: Step[][] = [
  [{ kind: 'register', member: 0, dept: 0, attendees: 2 }],
  [{ kind: 'pay', member: 0, pick: 0, approve: true }],
  [{ kind: 'move', member: 0, pick: 0, count: 1 }],
  [{ kind: 'pay', member: 0, pick: 1, approve: true }],
  [{ kind: 'move', member: 0, pick: 1, count: 1 }],
];

describe('the seat invariant (model-based)', () => {
  it('holds for any interleaving of registrations, payments, expiring holds and moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.array(step, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        async (limit, otherLimit, batches) => {
          const { detailIdx } = await createConferenceSession(app.db, { limit, price: 5_000 });
          // The other department is dearer: moves there wait for the difference, moves back refund it.
          const otherIdx = await addDepartment(app.db, detailIdx, { price: 8_000, limit: otherLimit });
          const made: { idx: number; member: number }[] = [];
          for (const batch of batches) {
            await Promise.all(batch.map((s) => run(s, [detailIdx, otherIdx], made)));
            await checkInvariant(detailIdx, limit);
            await checkInvariant(otherIdx, otherLimit);
          }
        },
      ),
      { numRuns: 12, examples: [[3, 3, moveStory]] },
    );
    // The runs did move attendees both ways: a dearer move paid, and a cheaper one done at once.
    const seen = await app.db
      .select({ difference: registrationMoves.priceDifference })
      .from(registrationMoves)
      .where(eq(registrationMoves.status, '완료'));
    expect(seen.some((m) => m.difference > 0)).toBe(true);
    expect(seen.some((m) => m.difference < 0)).toBe(true);
  }, 120_000);
});
