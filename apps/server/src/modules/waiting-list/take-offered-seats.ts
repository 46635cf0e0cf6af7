import { waitingListMessages as texts } from '@edu/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';
import { releaseSeats } from '../conferences';
import { offerFreedSeats } from './offer-seats';
import { waitingEntries, waitingOffers } from './waiting-list.tables';

/**
 * The first step of registering through an offer's private link, inside the registration's
 * transaction: checks the offer is this member's, for this department, still live and large enough,
 * marks it 수락 (its entry 신청함) and gives its held seats back to the counter, so that the registration
 * taking them next in the same transaction (the department's row stays locked) is the only one that
 * can. Answers the registration an earlier identical submission made through it, if any.
 */
export async function takeOfferedSeats(
  tx: Db,
  options: { token: string; memberIdx: number; detailIdx: number; headcount: number; now: Date },
): Promise<{ offerIdx: number; seats: number } | { registeredAs: number }> {
  const [offer] = await tx
    .select()
    .from(waitingOffers)
    .where(eq(waitingOffers.token, options.token))
    .for('update');
  if (!offer || offer.memberIdx !== options.memberIdx) throw notFound(texts.offerNotFound);
  if (offer.conferenceDetailIdx !== options.detailIdx) throw badRequest(texts.offerOtherDepartment);
  if (offer.status === '수락' && offer.registrationIdx !== null)
    return { registeredAs: offer.registrationIdx };
  if (offer.status !== '제안중') throw conflict(texts.offerUsed);
  if (offer.expiresAt.getTime() <= options.now.getTime()) throw conflict(texts.offerExpired);
  if (options.headcount > offer.seats) throw badRequest(texts.offerTooMany(offer.seats));
  await tx
    .update(waitingOffers)
    .set({ status: '수락', decidedAt: options.now })
    .where(eq(waitingOffers.idx, offer.idx));
  await tx
    .update(waitingEntries)
    .set({ status: '신청함', updatedAt: options.now })
    .where(and(eq(waitingEntries.idx, offer.entryIdx), eq(waitingEntries.status, '제안중')));
  await releaseSeats(tx, offer.conferenceDetailIdx, offer.seats);
  return { offerIdx: offer.idx, seats: offer.seats };
}

/**
 * The last step, once the registration is written in the same transaction: the offer remembers it, and
 * seats the group did not use (fewer attendees than offered) go to the next entry that fits. Answers the
 * outbox ids to dispatch.
 */
export async function settleAcceptedOffer(
  tx: Db,
  options: { offerIdx: number; registrationIdx: number; detailIdx: number; unused: number; now: Date },
): Promise<number[]> {
  await tx
    .update(waitingOffers)
    .set({ registrationIdx: options.registrationIdx })
    .where(eq(waitingOffers.idx, options.offerIdx));
  return options.unused > 0 ? offerFreedSeats(tx, [options.detailIdx], options.now) : [];
}
