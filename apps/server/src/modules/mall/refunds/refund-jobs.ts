import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { Messaging } from '../../messaging';
import type { Payments } from '../../payments';
import { repairInterruptedRefunds } from './repair-interrupted-refunds';

const repairQueue = 'mall.repair-refunds';

/** Every minute: approvals of mall refunds cut off by a crash are finished or handed back. */
export function registerRefundJobs(
  jobs: JobQueue,
  ctx: {
    db: Db;
    payments: Payments;
    messaging: Messaging;
    log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  },
) {
  jobs.work(repairQueue, async () => {
    const settled = await repairInterruptedRefunds(ctx);
    if (settled > 0) ctx.log.info({ settled }, 'interrupted mall refund approvals settled');
  });
  jobs.schedule(repairQueue, '* * * * *');
}
