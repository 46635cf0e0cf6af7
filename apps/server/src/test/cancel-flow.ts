import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registrationAttendees, registrationCancels } from '../modules/registrations/registrations.tables';
import { createConferenceSession } from './factories';
import { payThroughSimulator } from './payment-flow';

/**
 * A member's registration of two (10,000 won each) on a fresh session, paid by card through the
 * simulator, and their request to cancel the first attendee; answers what the tests look up.
 */
export async function paidRegistrationWithCancelRequest(app: FastifyInstance, cookie: string) {
  const db = app.services.database.db;
  const { detailIdx } = await createConferenceSession(db, { limit: 10, price: 10_000 });
  const registered = await app.inject({
    method: 'POST',
    url: `/api/register/conference/${detailIdx}`,
    headers: { cookie },
    payload: {
      registerConference: { name: '박취소', phone: '01077778888', church: '소망교회' },
      registerMemberList: ['가', '나'].map((name) => ({ name, church: '소망교회' })),
      agree: 'Y',
    },
  });
  const registrationIdx = registered.json().contents as number;
  const paid = await payThroughSimulator(app, {
    cookie,
    registrationIdx,
    device: 'pc',
    method: 'Card',
    decision: 'approve',
  });
  const [first] = await db
    .select({ idx: registrationAttendees.idx })
    .from(registrationAttendees)
    .where(eq(registrationAttendees.registrationIdx, registrationIdx))
    .orderBy(registrationAttendees.idx);
  const requested = await app.inject({
    method: 'POST',
    url: '/api/payment/cancel',
    headers: { cookie },
    payload: { register_conf_idx: registrationIdx, type: '부분', cancel_member_idxs: String(first?.idx) },
  });
  if (requested.statusCode !== 200) throw new Error(`cancel request refused: ${requested.body}`);
  const [request] = await db
    .select({ idx: registrationCancels.idx })
    .from(registrationCancels)
    .where(eq(registrationCancels.registrationIdx, registrationIdx));
  if (!request) throw new Error('cancel request missing');
  return { detailIdx, registrationIdx, oid: paid.oid, cancelIdx: request.idx };
}
