import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Payments, RefundState } from '../payments';
import { refundPartsOf } from './move-refund-source';
import { refundAccountOfRow } from './refund-account';
import { type CancelRefundPart, registrationCancels } from './registrations.tables';

type CancelRequest = typeof registrationCancels.$inferSelect;

/** The prefix of the refund keys cancellations ask under (payments tells this module when one settles). */
export const cancelRefundKeyPrefix = 'cancel';

/** The ledger key of a request's refund from the registration's own payment: one per request, ever. */
export const cancelRefundKey = (cancelIdx: number) => `${cancelRefundKeyPrefix}:${cancelIdx}`;

/**
 * The ledger key of one part: the registration's own payment keeps the request's key (as before any
 * move); the payment of a registration the attendees were moved from adds that registration's idx.
 */
export const partRefundKey = (
  request: Pick<CancelRequest, 'idx' | 'registrationIdx'>,
  part: CancelRefundPart,
) =>
  part.registrationIdx === request.registrationIdx
    ? cancelRefundKey(request.idx)
    : `${cancelRefundKey(request.idx)}:${part.registrationIdx}`;

/** The cancel request a refund key (of any of its parts) belongs to, or null for another key. */
export function cancelIdxOfRefundKey(key: string): number | null {
  const idx = Number(/^cancel:(\d+)(?::\d+)?$/.exec(key)?.[1]);
  return Number.isSafeInteger(idx) ? idx : null;
}

export type CancelRefundOutcome =
  | { ok: true; refunded: number }
  | { ok: false; inDoubt: boolean; message: string; refunded: number };

/**
 * Refunds an approved request's amount through the payments module, part by part (see
 * `refundPartsOf`), stopping at the first part that is refused or in doubt. The parts are fixed on the
 * first approval and every part has its own key, so approving again after a failure asks only what is
 * not refunded yet (a done key answers done without paying twice). Records on the request what was
 * refunded so far, whatever happens.
 */
export async function refundCancelRequest(options: {
  db: Db;
  payments: Pick<Payments, 'refund' | 'attemptsOf'>;
  request: CancelRequest;
}): Promise<CancelRefundOutcome> {
  const { db, payments, request } = options;
  const parts =
    request.refundParts ?? (await refundPartsOf(db, payments, request.registrationIdx, request.price));
  if (!request.refundParts)
    await db
      .update(registrationCancels)
      .set({ refundParts: parts })
      .where(and(eq(registrationCancels.idx, request.idx), isNull(registrationCancels.refundParts)));
  const refundAccount = refundAccountOfRow(request);
  let refunded = 0;
  let failure: { inDoubt: boolean; message: string } | null = null;
  for (const part of parts) {
    const refund = await payments.refund({
      key: partRefundKey(request, part),
      purpose: 'conference',
      referenceIdx: part.registrationIdx,
      amount: part.amount,
      reason: `컨퍼런스 ${request.type} 취소`,
      ...(refundAccount && { refundAccount }),
    });
    if (!refund.ok) {
      failure = { inDoubt: Boolean(refund.inDoubt), message: refund.message };
      break;
    }
    refunded += part.amount;
  }
  await db
    .update(registrationCancels)
    .set({ refundedAmount: refunded })
    .where(eq(registrationCancels.idx, request.idx));
  return failure ? { ok: false, ...failure, refunded } : { ok: true, refunded };
}

/**
 * Where a request's refund stands across its parts, for the repair job: done when every part is done;
 * requesting when one is in doubt (the provider is being asked); otherwise that of the first part not
 * done (refused, or never asked: null). Also answers the won its done parts refunded.
 */
export async function cancelRefundState(
  payments: Pick<Payments, 'refundState'>,
  request: CancelRequest,
): Promise<{ state: RefundState | null; refunded: number }> {
  if (request.price <= 0) return { state: 'done', refunded: 0 };
  // No parts recorded: an approval cut off before it fixed them, which could only have asked the key of
  // the registration's own payment (as every approval did before refunds came in parts).
  const parts = request.refundParts ?? [{ registrationIdx: request.registrationIdx, amount: request.price }];
  let refunded = 0;
  let state: RefundState | null = 'done';
  for (const part of parts) {
    const partState = await payments.refundState(partRefundKey(request, part));
    if (partState === 'done') refunded += part.amount;
    else if (partState === 'requesting') state = 'requesting';
    else if (state === 'done') state = partState;
  }
  return { state, refunded };
}
