import type { Db } from '../../platform/db/database';
import { settleAcceptedOffer, takeOfferedSeats } from '../waiting-list';

type Take = { idx: number | null; seated: boolean; earlier: number | null; seatsLeft: number | null };

/** Rolls the offer's transaction back while answering what the registering statement saw. */
class NotRegistered extends Error {
  constructor(readonly result: Take) {
    super('not registered on the offer');
  }
}

/**
 * Registers through a waiting-list offer's private link, in one transaction: the offer's held seats
 * are given back to the counter and taken at once by the registration (the department's row stays
 * locked, so nobody else can take them in between), and seats the group did not use go to the next
 * entry. When the registration is refused, nothing changes and the offer keeps its seats. `take` is
 * the registering statement (register.ts hands in its own).
 */
export async function registerOnOffer<
  V extends { registration: { conferenceDetailIdx: number; headcount: number } },
>(
  db: Db,
  options: {
    token: string;
    memberIdx: number;
    now: Date;
    values: V;
    take: (tx: Db, values: V) => Promise<Take>;
  },
): Promise<Take> {
  const { registration } = options.values;
  try {
    return await db.transaction(async (tx) => {
      const offer = await takeOfferedSeats(tx, {
        token: options.token,
        memberIdx: options.memberIdx,
        detailIdx: registration.conferenceDetailIdx,
        headcount: registration.headcount,
        now: options.now,
      });
      if ('registeredAs' in offer)
        throw new NotRegistered({ idx: null, seated: false, earlier: offer.registeredAs, seatsLeft: null });
      const taken = await options.take(tx, options.values);
      // Seats taken without a row cannot stay: the rollback gives them back, so say none were taken.
      if (taken.idx === null) throw new NotRegistered({ ...taken, seated: false });
      await settleAcceptedOffer(tx, {
        offerIdx: offer.offerIdx,
        registrationIdx: taken.idx,
        detailIdx: registration.conferenceDetailIdx,
        unused: offer.seats - registration.headcount,
        now: options.now,
      });
      return taken;
    });
  } catch (error) {
    if (error instanceof NotRegistered) return error.result;
    throw error;
  }
}
