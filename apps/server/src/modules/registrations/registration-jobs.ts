import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { ConferenceCatalog } from '../conferences';
import type { Messaging } from '../messaging';
import type { Payments } from '../payments';
import { expireHolds } from './expire-holds';
import { repairInterruptedCancels } from './repair-interrupted-cancels';

const expireQueue = 'registrations.expire-holds';
const repairCancelsQueue = 'registrations.repair-cancels';

/**
 * Every minute, unpaid registrations whose hold ran out give their seats back, and cancel approvals a
 * crash cut off are finished or undone.
 */
export function registerRegistrationJobs(
  jobs: JobQueue,
  options: {
    db: Db;
    catalog: ConferenceCatalog;
    payments: Payments;
    messaging: Messaging;
    log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  },
) {
  jobs.work(repairCancelsQueue, async () => {
    const settled = await repairInterruptedCancels(options);
    if (settled > 0) {
      options.catalog.invalidate();
      options.log.info({ settled }, 'interrupted cancel approvals settled');
    }
  });
  jobs.schedule(repairCancelsQueue, '* * * * *');
  jobs.work(expireQueue, async () => {
    const expired = await expireHolds(options.db);
    if (expired > 0) {
      options.catalog.invalidate();
      options.log.info({ expired }, 'registration holds expired');
    }
  });
  jobs.schedule(expireQueue, '* * * * *');
}
