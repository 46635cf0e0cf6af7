import { waitingListMessages as texts } from '@edu/shared';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { releaseSeats } from '../conferences';
import { offerFreedSeats } from './offer-seats';
import { waitingEntries, waitingOffers } from './waiting-list.tables';

/** Gives the seats of ended offers back and offers them to the next entries, in department order. */
async function releaseAndOfferOn(tx: Db, ended: { detailIdx: number; seats: number }[], now: Date) {
  const byDetail = new Map<number, number>();
  for (const row of ended) byDetail.set(row.detailIdx, (byDetail.get(row.detailIdx) ?? 0) + row.seats);
  for (const [detailIdx, seats] of [...byDetail].sort(([a], [b]) => a - b))
    await releaseSeats(tx, detailIdx, seats);
  return offerFreedSeats(tx, byDetail.keys(), now);
}

/**
 * Offers whose time ran out (the member neither registered nor let them pass) lapse: the offer 만료, its
 * entry 기회만료, its seats back and offered to the next entry, in one transaction. Run every minute by
 * the job queue; safe in several processes (an offer is updated by one of them only). Answers how many
 * lapsed and the outbox ids to dispatch.
 */
export async function expireOffers(db: Db, now = new Date()) {
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(waitingOffers)
      .set({ status: '만료', decidedAt: now })
      .where(and(eq(waitingOffers.status, '제안중'), lt(waitingOffers.expiresAt, now)))
      .returning({
        entryIdx: waitingOffers.entryIdx,
        detailIdx: waitingOffers.conferenceDetailIdx,
        seats: waitingOffers.seats,
      });
    if (lapsed.length === 0) return { lapsed: 0, messageIds: [] as number[] };
    await tx
      .update(waitingEntries)
      .set({ status: '기회만료', updatedAt: now })
      .where(
        and(
          inArray(
            waitingEntries.idx,
            lapsed.map((row) => row.entryIdx),
          ),
          eq(waitingEntries.status, '제안중'),
        ),
      );
    return { lapsed: lapsed.length, messageIds: await releaseAndOfferOn(tx, lapsed, now) };
  });
}

/**
 * The member lets an offer pass (양보): the offer and its entry end, the seats go to the next entry at
 * once. Only the member the offer was made to may; answers the outbox ids to dispatch.
 */
export async function declineOffer(db: Db, options: { token: string; memberIdx: number; now?: Date }) {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select()
      .from(waitingOffers)
      .where(eq(waitingOffers.token, options.token))
      .for('update');
    if (!offer || offer.memberIdx !== options.memberIdx) throw notFound(texts.offerNotFound);
    if (offer.status !== '제안중') throw conflict(texts.offerUsed);
    await tx
      .update(waitingOffers)
      .set({ status: '양보', decidedAt: now })
      .where(eq(waitingOffers.idx, offer.idx));
    await tx
      .update(waitingEntries)
      .set({ status: '양보', updatedAt: now })
      .where(eq(waitingEntries.idx, offer.entryIdx));
    return releaseAndOfferOn(tx, [{ detailIdx: offer.conferenceDetailIdx, seats: offer.seats }], now);
  });
}

/**
 * Ends a live entry (the member withdraws it: 취소; an administrator removes it: 삭제) in the caller's
 * transaction: a live offer of it is cancelled and its seats go to the next entry. Answers the entry as
 * it was and the outbox ids, or undefined when it was not live.
 */
export async function endEntry(
  tx: Db,
  options: { entryIdx: number; status: '취소' | '삭제'; memberIdx?: number; now: Date },
) {
  // The offer first, then the entry: the order the lapsing job locks them in.
  await tx
    .select({ idx: waitingOffers.idx })
    .from(waitingOffers)
    .where(and(eq(waitingOffers.entryIdx, options.entryIdx), eq(waitingOffers.status, '제안중')))
    .for('update');
  const [entry] = await tx
    .update(waitingEntries)
    .set({ status: options.status, updatedAt: options.now })
    .where(
      and(
        eq(waitingEntries.idx, options.entryIdx),
        inArray(waitingEntries.status, ['대기', '제안중']),
        ...(options.memberIdx === undefined ? [] : [eq(waitingEntries.memberIdx, options.memberIdx)]),
      ),
    )
    .returning();
  if (!entry) return undefined;
  const offers = await tx
    .update(waitingOffers)
    .set({ status: '취소', decidedAt: options.now })
    .where(and(eq(waitingOffers.entryIdx, entry.idx), eq(waitingOffers.status, '제안중')))
    .returning({ detailIdx: waitingOffers.conferenceDetailIdx, seats: waitingOffers.seats });
  const messageIds = offers.length > 0 ? await releaseAndOfferOn(tx, offers, options.now) : [];
  return { entry, heldSeats: offers.reduce((sum, row) => sum + row.seats, 0), messageIds };
}
