import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppServices, buildApp } from '../app';
import { type AppConfig, loadConfig } from '../platform/config';
import type { Db } from '../platform/db/database';
import { cloneTestDatabase } from './database-template';
import { injectFetch } from './inject-fetch';
import { type AuditEntry, auditRows, type OutboxFilter, type OutboxRow, outboxRows } from './recorded-rows';

/** The app and what its tests read beside the answers: the database, the messages, the audit log. */
export type TestApp = FastifyInstance & {
  /** The app's own database. */
  db: Db;
  /** The messages queued so far, newest last; only those matching `filter` when given. */
  outbox: (filter?: OutboxFilter) => Promise<OutboxRow[]>;
  /** The audit log, oldest first; only the lines about `target` (e.g. `cancel:3`) when given. */
  auditEntries: (target?: string) => Promise<AuditEntry[]>;
  /** The simulated payment provider; fails the test when the app was given a real one. */
  paymentSimulator: () => NonNullable<AppServices['payments']['simulator']>;
  dispose: () => Promise<void>;
};

/**
 * The real app on a fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), for
 * `app.inject` tests. Demo data, jobs and overload admission are off unless a test asks for them.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    /** Wraps the outbound fetch (into the app's own simulators), e.g. to make a provider stop answering. */
    wrapFetch?: (toSimulators: typeof fetch) => typeof fetch;
    /** Where log lines go (with `logLevel` set in the overrides), for tests that read the log. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edu-test-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    jobsEnabled: false,
    seedDemoData: false,
    // Off: two test files share two busy cores, and a stalled loop would refuse their calls (its own test turns it on).
    overloadMaxWaitMs: 0,
    ...overrides,
  };
  const { database, dispose: disposeDatabase } = await cloneTestDatabase();
  // Outbound calls to the providers land in the app's own simulators.
  const toSimulators = injectFetch(() => app);
  const app: FastifyInstance = await buildApp(config, {
    database,
    ...(options.logStream && { logStream: options.logStream }),
    fetch: options.wrapFetch ? options.wrapFetch(toSimulators) : toSimulators,
  });
  await app.ready();
  const db = app.services.database.db;
  return Object.assign(app, {
    db,
    outbox: (filter?: OutboxFilter) => outboxRows(db, filter),
    auditEntries: (target?: string) => auditRows(db, target),
    paymentSimulator: () => {
      const simulator = app.services.payments.simulator;
      if (!simulator) throw new Error('this test app pays through a real provider, not the simulator');
      return simulator;
    },
    dispose: async () => {
      await app.close();
      await disposeDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
