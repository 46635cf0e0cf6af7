import { timingSafeEqual } from 'node:crypto';
import { messages } from '@edu/shared';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { Admission } from './admission';
import { sendRefusal } from './envelope';

/**
 * GET /metrics in Prometheus' text format (issue 20): requests by route and status with their time,
 * the database pool, the job queues, payments and messages by state, admission refusals, and the
 * process's own figures. Closed unless METRICS_TOKEN is set, and then only with that bearer token:
 * the figures say how busy the site is and how much money moves.
 */
export type MetricsOptions = {
  token: string | undefined;
  database: Database;
  jobs: () => JobQueue | null;
  admission: Admission | null;
};

/** Buckets around the quality bar's figures (p99 500 ms for a registration, 2 s under overload). */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Counts by a text column, e.g. payments by status; answers [] when the table is not there yet. */
async function countsBy(database: Database, table: string, column: string) {
  const { rows } = await database.executeSql(
    `select ${column} as state, count(*)::int as n from ${table} group by ${column}`,
  );
  return rows.map((row) => ({ state: String(row.state), n: Number(row.n) }));
}

export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { token } = options;
  if (!token) {
    // Closed: answered as if the address did not exist, and nothing is counted on the way.
    app.get('/metrics', { schema: { hide: true } }, (_request, reply) =>
      sendRefusal(reply, 404, messages.notFoundApi),
    );
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const byState = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['state'] as const, registers: [registry] });
  const pool = byState(
    'db_pool_connections',
    'Database connections in use and calls waiting for one (PostgreSQL; PGlite has no pool and reports 0)',
  );
  const paymentStates = byState('payments_by_state', 'Payments by status');
  const messageStates = byState('messages_by_state', 'Outgoing KakaoTalk/SMS messages by status');
  const queueDepth = new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const refused = new Gauge({
    name: 'admission_refused_total',
    help: 'API calls refused at once with 503 because the process was overloaded',
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids and queries would make a series per visitor.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const readFigures = async () => {
    const stats = options.database.poolStats();
    pool.set({ state: 'in_use' }, stats.inUse);
    pool.set({ state: 'waiting' }, stats.waiting);
    queueDepth.reset();
    const jobs = options.jobs();
    if (jobs) for (const { name, waiting } of await jobs.depths()) queueDepth.set({ queue: name }, waiting);
    paymentStates.reset();
    for (const { state, n } of await countsBy(options.database, 'payments', 'status'))
      paymentStates.set({ state }, n);
    messageStates.reset();
    for (const { state, n } of await countsBy(options.database, 'message_outbox', 'status'))
      messageStates.set({ state }, n);
    refused.set(options.admission?.figures().refused ?? 0);
  };

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    // A wrong token: answered as if the address did not exist, so it is not advertised.
    if (!sameToken(given, token)) return sendRefusal(reply, 404, messages.notFoundApi);
    await readFigures();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
