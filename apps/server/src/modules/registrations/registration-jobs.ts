import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { ConferenceCatalog } from '../conferences';
import { expireHolds } from './expire-holds';

const expireQueue = 'registrations.expire-holds';

/** Every minute, unpaid registrations whose hold ran out give their seats back. */
export function registerRegistrationJobs(
  jobs: JobQueue,
  options: { db: Db; catalog: ConferenceCatalog; log: Pick<FastifyBaseLogger, 'info'> },
) {
  jobs.work(expireQueue, async () => {
    const expired = await expireHolds(options.db);
    if (expired > 0) {
      options.catalog.invalidate();
      options.log.info({ expired }, 'registration holds expired');
    }
  });
  jobs.schedule(expireQueue, '* * * * *');
}
