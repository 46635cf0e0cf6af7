import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database';
import { currentRequestId, runInJobScope } from './log-context';

/** Where a job keeps the id of the request that sent it (see log-context.ts). */
const requestIdKey = '_reqId';

export type JobHandler<T> = (data: T) => Promise<void>;

/** Background jobs on the app's own database (pg-boss), the same on PGlite and PostgreSQL. */
export type JobQueue = {
  /** Registers the worker of a queue (creating the queue); call before start. */
  work<T extends object>(name: string, handler: JobHandler<T>): void;
  /** Runs a queue's job on a cron schedule (in Asia/Seoul). */
  schedule(name: string, cron: string): void;
  /** Adds a job; `singletonKey` keeps one waiting job per key. */
  send<T extends object>(name: string, data: T, options?: { singletonKey?: string }): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Jobs waiting in each queue this process works (for /metrics). */
  depths(): Promise<{ name: string; waiting: number }[]>;
};

/** pg-boss through the app's database connection (PGlite has only one). */
export function createJobQueue(database: Database, log: FastifyBaseLogger): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    // Maintenance and monitoring every few minutes are plenty for this site.
    monitorStateIntervalSeconds: 120,
    maintenanceIntervalSeconds: 300,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  const workers: { name: string; handler: JobHandler<object> }[] = [];
  const schedules: { name: string; cron: string }[] = [];
  let started = false;

  return {
    work(name, handler) {
      workers.push({ name, handler: handler as JobHandler<object> });
    },
    schedule(name, cron) {
      schedules.push({ name, cron });
    },
    async send(name, data, options = {}) {
      if (!started) throw new Error(`job queue not started; cannot send ${name}`);
      const reqId = currentRequestId();
      await boss.send(name, reqId ? { ...data, [requestIdKey]: reqId } : data, {
        retryLimit: 3,
        retryDelay: 10,
        retryBackoff: true,
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      });
    },
    async start() {
      await boss.start();
      started = true;
      for (const { name, handler } of workers) {
        await boss.createQueue(name);
        await boss.work<object>(name, { pollingIntervalSeconds: 1, batchSize: 5 }, async (jobs) => {
          for (const job of jobs) {
            const { [requestIdKey]: reqId, ...data } = job.data as Record<string, unknown>;
            const scope = typeof reqId === 'string' ? { job: name, reqId } : { job: name };
            await runInJobScope(scope, async () => {
              const started = performance.now();
              await handler(data);
              log.debug({ ms: Math.round(performance.now() - started) }, 'job done');
            });
          }
        });
      }
      for (const { name, cron } of schedules) {
        await boss.createQueue(name);
        await boss.schedule(name, cron, {}, { tz: 'Asia/Seoul', singletonKey: name });
      }
    },
    async depths() {
      if (!started) return [];
      return Promise.all(workers.map(async ({ name }) => ({ name, waiting: await boss.getQueueSize(name) })));
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    },
  };
}
