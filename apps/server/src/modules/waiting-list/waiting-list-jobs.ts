import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { findSessionsOfConferences } from '../conferences';
import type { Messaging } from '../messaging';
import { expireOffers } from './end-offers';
import { offerFreedSeats } from './offer-seats';
import { waitingEntries } from './waiting-list.tables';

const offersQueue = 'waiting-list.offers';

/**
 * Offers free seats of departments with a waiting list (after a limit was raised, or anything else
 * that freed seats without offering them), one transaction per department. Answers the outbox ids.
 */
export async function offerWaitingSeats(db: Db, options: { detailIdxs?: number[]; now?: Date } = {}) {
  const now = options.now ?? new Date();
  const detailIdxs =
    options.detailIdxs ??
    (
      await db
        .selectDistinct({ idx: waitingEntries.conferenceDetailIdx })
        .from(waitingEntries)
        .where(eq(waitingEntries.status, '대기'))
    ).map((row) => row.idx);
  const ids: number[] = [];
  for (const detailIdx of [...new Set(detailIdxs)].sort((a, b) => a - b))
    ids.push(...(await db.transaction((tx) => offerFreedSeats(tx, [detailIdx], now))));
  return ids;
}

/** After a conference was saved: seats its departments now have free (a raised limit) are offered at once. */
export async function offerWaitingSeatsOfConference(db: Db, messaging: Messaging, conferenceIdx: number) {
  const departments = await findSessionsOfConferences(db, [conferenceIdx]);
  const ids = await offerWaitingSeats(db, { detailIdxs: departments.map((row) => row.detailIdx) });
  await messaging.dispatch(ids);
}

/**
 * Every minute: offers whose time ran out lapse and their seats go to the next entry; seats left free
 * in a department with a waiting list are offered.
 */
export function registerWaitingListJobs(
  jobs: JobQueue,
  options: {
    db: Db;
    messaging: Messaging;
    onSeatsChanged: () => void;
    log: Pick<FastifyBaseLogger, 'info'>;
  },
) {
  jobs.work(offersQueue, async () => {
    const { lapsed, messageIds } = await expireOffers(options.db);
    const offered = await offerWaitingSeats(options.db);
    await options.messaging.dispatch([...messageIds, ...offered]);
    if (lapsed > 0 || messageIds.length > 0 || offered.length > 0) {
      options.onSeatsChanged();
      options.log.info({ lapsed, offered: messageIds.length + offered.length }, 'waiting list offers');
    }
  });
  jobs.schedule(offersQueue, '* * * * *');
}
