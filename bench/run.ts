// npm run bench — throughput of the public reads against references measured in the same run:
// raw Node HTTP and a Fastify hello-world route on the same server; then the registration rush (rush.ts). Rounds are interleaved and the
// medians compared, because these 2-core machines vary by up to 40 % between runs.
// BENCH_DATABASE_URL runs it on PostgreSQL (BENCH_PROCESSES=2: two server processes behind one port);
// BENCH_SECONDS and BENCH_ROUNDS tune the length.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { defaultMaxInFlightPerFamily } from '../apps/server/src/platform/http/admission';
import { runCartBurst } from './cart-burst';
import { runCatalogueSearch } from './catalogue-search';
import { runRush } from './rush';
import { runStockDrop } from './stock-drop';
import { runZipMemory } from './zip-memory';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * BENCH_ONLY=search (catalogue search), drop (the limited-stock drop), zip (the streamed zip), rush (the
 * registration rush) or cart (the cart-edit burst) measures that alone; several, comma-separated
 * (BENCH_ONLY=zip,search), measure those in the usual order.
 */
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const skips = (name: string) => only !== undefined && !only.includes(name);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

type Ports = { fastifyPort: number; rawPort: number; database: string; processes: number; itemId: number };
const server = fork(new URL('./bench-server.ts', import.meta.url), {
  execArgv: [
    '--import',
    'tsx',
    ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=.test-artifacts/profiles'] : []),
  ],
  stdio: 'inherit',
});
const ports = await new Promise<Ports>((resolve, reject) => {
  server.once('message', (message) => resolve(message as Ports));
  server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});

type Target = { name: string; url: string };
const targets: Target[] = [
  { name: 'raw node http', url: `http://127.0.0.1:${ports.rawPort}/` },
  { name: 'fastify hello-world', url: `http://127.0.0.1:${ports.fastifyPort}/bench/hello` },
  { name: 'GET /api/conferences', url: `http://127.0.0.1:${ports.fastifyPort}/api/conferences` },
  // A board list as a visitor reads it (issue 5; quality: public reads).
  {
    name: 'GET /new_api/post/list',
    url: `http://127.0.0.1:${ports.fastifyPort}/new_api/post/list?boardId=2&page=1`,
  },
  // The mall (issue 13): an item page (a product with options and reviews) and a category list.
  {
    name: 'GET mall item page',
    url: `http://127.0.0.1:${ports.fastifyPort}/new_api/customer/item/${ports.itemId}`,
  },
  {
    name: 'GET mall category list',
    url: `http://127.0.0.1:${ports.fastifyPort}/new_api/customer/item/list?categoryId=170`,
  },
];

/**
 * Connections, and requests pipelined on each: at most as many calls of one route family in flight as
 * admission lets in (defaultMaxInFlightPerFamily, 256; issue 31), so every call is answered. With 10
 * pipelined on 100 connections (1,000 in flight) the calls past 256 were refused at once, by design,
 * and their quick 503s counted as throughput.
 */
const connections = 100;
const pipelining = Math.max(1, Math.floor(defaultMaxInFlightPerFamily / connections));

/** Throughput of one target; answers that are not 2xx (a 503 of admission) and errors are counted, not thrown, so every figure is printed. */
async function measure(url: string, duration: number) {
  const result = await autocannon({ url, connections, pipelining, duration });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

console.log(
  `database: ${ports.database}; ${rounds} interleaved rounds of ${seconds} s per target (${connections} connections, pipelining ${pipelining})`,
);
if (only !== undefined) targets.length = 2;
for (const target of targets) await measure(target.url, 1); // warm up

const samples = new Map<string, { rps: number[]; p99: number[]; failed: number }>(
  targets.map((t) => [t.name, { rps: [], p99: [], failed: 0 }]),
);
for (let round = 1; round <= rounds; round += 1) {
  for (const target of targets) {
    const { rps, p99, failed } = await measure(target.url, seconds);
    const sample = samples.get(target.name);
    sample?.rps.push(rps);
    sample?.p99.push(p99);
    if (sample) sample.failed += failed;
  }
}

const medianRps = (name: string) => median(samples.get(name)?.rps ?? []);
const hello = medianRps('fastify hello-world');
const rawNode = medianRps('raw node http');
console.log(
  '\ntarget                     req/s (median)   p99 ms   ratio to hello-world   not 2xx (all rounds)',
);
for (const target of targets) {
  const rps = medianRps(target.name);
  const p99 = median(samples.get(target.name)?.p99 ?? []);
  const failed = samples.get(target.name)?.failed ?? 0;
  console.log(
    `${target.name.padEnd(26)} ${rps.toFixed(0).padStart(14)} ${p99.toFixed(0).padStart(8)} ${(rps / hello).toFixed(3).padStart(10)} ${String(failed).padStart(22)}${failed > 0 ? ' ✗' : ''}`,
  );
}
const readsHeld = [...samples.values()].every((sample) => sample.failed === 0);
console.log(`\nfastify hello-world / raw node: ${(hello / rawNode).toFixed(3)}`);
for (const name of ['GET /api/conferences', 'GET /new_api/post/list'])
  console.log(
    `${name} / fastify hello-world: ${(medianRps(name) / hello).toFixed(3)} (target ≥ 0.25 on PostgreSQL)`,
  );
for (const name of ['GET mall item page', 'GET mall category list'])
  console.log(
    `${name} / fastify hello-world: ${(medianRps(name) / hello).toFixed(3)} (target ≥ 0.25 on PostgreSQL, 0.20 on PGlite)`,
  );

const zipHeld = skips('zip') || (await runZipMemory({ server, port: ports.fastifyPort }));
const searchHeld =
  skips('search') ||
  (await runCatalogueSearch({ server, port: ports.fastifyPort, database: ports.database }));
const dropHeld =
  skips('drop') ||
  (await runStockDrop({ server, port: ports.fastifyPort, database: ports.database, rounds }));
const rushHeld =
  skips('rush') ||
  (await runRush({
    server,
    port: ports.fastifyPort,
    database: ports.database,
    processes: ports.processes,
    rounds,
  }));
const cartHeld =
  skips('cart') || (await runCartBurst({ server, port: ports.fastifyPort, database: ports.database }));
server.disconnect();
if (!readsHeld || !rushHeld || !searchHeld || !dropHeld || !zipHeld || !cartHeld) process.exitCode = 1;
