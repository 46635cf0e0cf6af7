import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import { getPurchaseConfirmationSetting } from '../../site-settings';
import { autoConfirmPurchases } from './auto-confirm-purchases';
import { expireOrderHolds } from './expire-order-holds';

const expireQueue = 'mall.expire-order-holds';
const autoConfirmQueue = 'mall.auto-confirm-purchases';

/**
 * Every minute: unpaid orders whose hold ran out give their stock back. Every day just after midnight
 * (Korean time): goods delivered the set number of days ago confirm themselves (구매확정).
 */
export function registerOrderJobs(jobs: JobQueue, options: { db: Db; log: Pick<FastifyBaseLogger, 'info'> }) {
  jobs.work(expireQueue, async () => {
    const expired = await expireOrderHolds(options.db);
    if (expired > 0) options.log.info({ expired }, 'mall order holds expired');
  });
  jobs.schedule(expireQueue, '* * * * *');
  jobs.work(autoConfirmQueue, async () => {
    const { autoConfirmDays } = await getPurchaseConfirmationSetting(options.db);
    const confirmed = await autoConfirmPurchases(options.db, autoConfirmDays);
    if (confirmed > 0) options.log.info({ confirmed }, 'mall purchases confirmed automatically');
  });
  jobs.schedule(autoConfirmQueue, '5 0 * * *');
}
