// The server under benchmark, in its own process so the load generator does not share its core:
// the real app (demo data, a Fastify hello-world route beside the real ones) and a raw Node server.
// BENCH_PROCESSES=N (PostgreSQL only) serves the app from N processes behind one port (Node's cluster),
// as the site is deployed for a rush; this process then only makes the data and checks it.
import { type ChildProcess, fork } from 'node:child_process';
import cluster from 'node:cluster';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp, listenBacklog } from '../apps/server/src/app';
import { mallItems } from '../apps/server/src/modules/mall/catalog/catalog.tables';
import { loadConfig } from '../apps/server/src/platform/config';
import { databaseSteps, type StepMessage, type Steps } from './fixture-steps';
import { runDirectSql } from './rush-fixtures';
import { runBareStockStatement } from './stock-drop-fixtures';
import { createLargeContent, startMemorySampling, stopMemorySampling } from './zip-memory-fixtures';

const config = {
  ...loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'edu-bench-')),
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    OVERLOAD_MAX_IN_FLIGHT: process.env.OVERLOAD_MAX_IN_FLIGHT,
    OVERLOAD_MAX_WAIT_MS: process.env.OVERLOAD_MAX_WAIT_MS,
    ADMIN_PASSWORD: 'bench-admin-password',
  }),
  jobsEnabled: false,
};
const processes = Number(process.env.BENCH_PROCESSES ?? 1);
if (processes > 1 && !process.env.BENCH_DATABASE_URL) {
  console.error('BENCH_PROCESSES needs BENCH_DATABASE_URL: PGlite is one process’s own database.');
  process.exit(1);
}

const app = await buildApp(config, {
  plugins: [
    async (instance) => {
      instance.get('/bench/hello', async () => ({ hello: 'world' }));
    },
  ],
});
// Request logs would measure pino, not the route.
app.log.level = 'warn';

if (cluster.isWorker) {
  // One of the N: serves the shared port until the measuring process goes.
  await app.listen({
    port: Number(process.env.BENCH_SHARED_PORT),
    host: '127.0.0.1',
    backlog: listenBacklog,
  });
  process.send?.({ type: 'listening' });
  process.on('disconnect', () => process.exit(0));
} else {
  await servePrimary();
}

/** A port no one listens on now, for the workers to share. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the N server processes on one port; answers that port once they all listen. */
async function startWorkers(count: number): Promise<number> {
  const port = await freePort();
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = cluster.fork({ BENCH_SHARED_PORT: String(port) });
          worker.on('message', (message: { type?: string }) => message.type === 'listening' && resolve());
          worker.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)));
        }),
    ),
  );
  return port;
}

async function servePrimary() {
  await app.listen({ port: 0, host: '127.0.0.1', backlog: listenBacklog });

  const raw = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"hello":"world"}');
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));

  const fastifyPort =
    processes > 1 ? await startWorkers(processes) : (app.server.address() as { port: number }).port;
  const rawPort = (raw.address() as { port: number }).port;
  // The demo catalogue's textbook set: the item page the bench reads (a product with options and reviews).
  const [item] = await app.services.database.db
    .select({ id: mallItems.id })
    .from(mallItems)
    .where(eq(mallItems.code, 'P2001'));
  process.send?.({
    fastifyPort,
    rawPort,
    database: app.services.database.kind,
    processes,
    itemId: item?.id ?? 1,
  });
  // The runner asks for its data, its checks and its references through messages. The data steps run
  // in a process of their own on PostgreSQL (fixture-steps.ts says why); on PGlite, here.
  const db = app.services.database.db;
  const fixtures = app.services.database.kind === 'postgres' ? await startFixtureProcess() : null;
  const steps: Steps = {
    ...(fixtures ? relayedSteps(fixtures) : databaseSteps(db)),
    bareStock: (m) =>
      runBareStockStatement(db, {
        count: m.count ?? 1000,
        concurrency: m.concurrency ?? 10,
      }),
    largeContent: (m) =>
      createLargeContent(db, app.services.storage, {
        files: m.files ?? 3,
        megabytes: m.megabytes ?? 100,
      }),
    memStart: async () => startMemorySampling(),
    memStop: async () => stopMemorySampling(),
    sql: (m) =>
      runDirectSql(db, {
        memberIdxs: m.memberIdxs ?? [],
        count: m.count ?? 100,
        concurrency: m.concurrency ?? 10,
      }),
  };
  process.on('message', async (message: StepMessage) => {
    const step = steps[message.type];
    if (!step) return;
    const answer = await step(message);
    // A step run here may have held the event loop (PGlite runs on it): answer once the loop has
    // turned and run its timers, so the runner's next call is not read in the stalled turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.send?.({ type: 'answer', id: message.id, ...answer });
  });
  process.on('disconnect', async () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    fixtures?.disconnect();
    raw.close();
    await app.close();
    process.exit(0);
  });
}

/** Forks the process that runs the data steps on PostgreSQL; answers it once it is connected. */
async function startFixtureProcess(): Promise<ChildProcess> {
  const child = fork(new URL('./fixture-process.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: process.env.BENCH_DATABASE_URL },
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`fixture process exited with ${code}`)));
  });
  return child;
}

/** The database steps, each sent to the fixture process and its answer awaited. */
function relayedSteps(child: ChildProcess): Steps {
  let nextId = 0;
  const relay = (message: StepMessage) =>
    new Promise<object>((resolve) => {
      const id = ++nextId;
      const listen = (reply: { type?: string; id?: number }) => {
        if (reply.type !== 'answer' || reply.id !== id) return;
        child.off('message', listen);
        const { type: _type, id: _id, ...answer } = reply;
        resolve(answer);
      };
      child.on('message', listen);
      child.send({ ...message, id });
    });
  return Object.fromEntries(Object.keys(databaseSteps({} as never)).map((name) => [name, relay]));
}
