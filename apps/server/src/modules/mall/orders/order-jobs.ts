import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import { expireOrderHolds } from './expire-order-holds';

const expireQueue = 'mall.expire-order-holds';

/** Every minute: unpaid orders whose hold ran out give their stock back. */
export function registerOrderJobs(jobs: JobQueue, options: { db: Db; log: Pick<FastifyBaseLogger, 'info'> }) {
  jobs.work(expireQueue, async () => {
    const expired = await expireOrderHolds(options.db);
    if (expired > 0) options.log.info({ expired }, 'mall order holds expired');
  });
  jobs.schedule(expireQueue, '* * * * *');
}
