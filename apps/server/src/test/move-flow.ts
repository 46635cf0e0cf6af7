import { eq } from 'drizzle-orm';
import { conferenceDetails } from '../modules/conferences/conferences.tables';
import type { Db } from '../platform/db/database';
import { createConferenceSession } from './factories';
import { payThroughSimulator } from './payment-flow';
import { type RegistrationForm, registerAndPay } from './registration-flow';
import type { TestApp } from './test-app';

/**
 * Another department of the same conference as `sourceDetailIdx` (its periods and start copied), at
 * `price` with `limit` seats (0 = none), for tests that move attendees between sessions.
 */
export async function addDepartment(
  db: Db,
  sourceDetailIdx: number,
  values: { price: number; limit?: number; dept?: string },
) {
  const [source] = await db
    .select()
    .from(conferenceDetails)
    .where(eq(conferenceDetails.idx, sourceDetailIdx));
  if (!source) throw new Error('no source department');
  const { idx: _idx, registeredPersonnel: _taken, ...copy } = source;
  const [row] = await db
    .insert(conferenceDetails)
    .values({
      ...copy,
      number: source.number + 1,
      dept: values.dept ?? '청년부',
      price: values.price,
      limitPersonnel: values.limit ?? 10,
    })
    .returning({ idx: conferenceDetails.idx });
  if (!row) throw new Error('department insert returned nothing');
  return row.idx;
}

/**
 * A member's registration of 가 and 나 at 10,000 won each, paid by card (20,000), moved whole to a new
 * 30,000-won department of the same conference with the 40,000-won difference paid by card there: the
 * target registration is then worth 60,000, held 40,000 by the difference payment and 20,000 by the
 * original one. Answers the target registration, its department and both payments' oids.
 */
export async function movedToDearerAndPaid(app: TestApp, cookie: string, booker: RegistrationForm['booker']) {
  const { detailIdx } = await createConferenceSession(app.db, { limit: 10, price: 10_000 });
  const targetIdx = await addDepartment(app.db, detailIdx, { price: 30_000 });
  const original = await registerAndPay(app, cookie, detailIdx, { booker, attendees: ['가', '나'] });
  const source = original.registrationIdx;
  const moved = await app.inject({
    method: 'POST',
    url: `/api/registrations/${source}/move`,
    headers: { cookie },
    payload: { targetDetailIdx: targetIdx, attendeeIdxs: original.attendees.map((attendee) => attendee.idx) },
  });
  if (moved.json().contents?.payAmount !== 40_000) throw new Error(`move refused: ${moved.body}`);
  const target = moved.json().contents.toRegistrationIdx as number;
  const difference = await payThroughSimulator(app, {
    cookie,
    registrationIdx: target,
    device: 'pc',
    method: 'Card',
    decision: 'approve',
  });
  return { detailIdx, targetIdx, target, originalOid: original.oid, differenceOid: difference.oid };
}
