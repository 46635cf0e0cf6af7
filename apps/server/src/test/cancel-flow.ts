import { and, eq } from 'drizzle-orm';
import { registrationAttendees } from '../modules/registrations/registrations.tables';
import { createConferenceSession } from './factories';
import { type RegistrationForm, registerAndPay } from './registration-flow';
import type { TestApp } from './test-app';

/**
 * The member asks to cancel the first `count` attendees still attending of their registration (POST /api/payment/cancel),
 * giving `refundAccount` when it was paid by virtual account; answers the request's idx. A refusal fails
 * the test.
 */
export async function requestCancel(
  app: TestApp,
  cookie: string,
  registrationIdx: number,
  options: { count?: number; refundAccount?: { bankCode: string; number: string; holder: string } } = {},
) {
  const attendees = await app.db
    .select({ idx: registrationAttendees.idx })
    .from(registrationAttendees)
    .where(
      and(
        eq(registrationAttendees.registrationIdx, registrationIdx),
        eq(registrationAttendees.isCancel, 'N'),
      ),
    )
    .orderBy(registrationAttendees.idx);
  const requested = await app.inject({
    method: 'POST',
    url: '/api/payment/cancel',
    headers: { cookie },
    payload: {
      register_conf_idx: registrationIdx,
      type: '부분',
      cancel_member_idxs: attendees
        .slice(0, options.count ?? 1)
        .map((attendee) => attendee.idx)
        .join(','),
      ...(options.refundAccount && {
        refundBankCode: options.refundAccount.bankCode,
        refundAccountNumber: options.refundAccount.number,
        refundAccountHolder: options.refundAccount.holder,
      }),
    },
  });
  if (requested.statusCode !== 200) throw new Error(`cancel request refused: ${requested.body}`);
  // The answer names the request: a registration may have earlier ones, already approved.
  return requested.json().contents.idx as number;
}

/**
 * A member's registration on a fresh session (10 seats), paid in the simulator — by card, or by a
 * virtual account then deposited — and their request to cancel its first `cancel` attendees (a virtual
 * account's refund goes to an account in the booker's name). By default 박취소 of 소망교회 registers
 * two at 10,000 won each and cancels the first. Answers what the tests look up.
 */
export async function paidRegistrationWithCancelRequest(
  app: TestApp,
  cookie: string,
  options: {
    booker?: RegistrationForm['booker'];
    attendees?: string[];
    price?: number;
    cancel?: number;
    method?: 'Card' | 'VBank';
  } = {},
) {
  const booker = options.booker ?? { name: '박취소', phone: '01077778888', church: '소망교회' };
  const method = options.method ?? 'Card';
  const { detailIdx } = await createConferenceSession(app.db, { limit: 10, price: options.price ?? 10_000 });
  const paid = await registerAndPay(
    app,
    cookie,
    detailIdx,
    { booker, attendees: options.attendees ?? ['가', '나'] },
    method,
  );
  const { registrationIdx } = paid;
  const cancelIdx = await requestCancel(app, cookie, registrationIdx, {
    count: options.cancel ?? 1,
    ...(method === 'VBank' && {
      refundAccount: { bankCode: '04', number: '123456789012', holder: booker.name },
    }),
  });
  return { detailIdx, registrationIdx, oid: paid.oid, cancelIdx };
}
