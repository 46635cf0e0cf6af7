// npm run bench:peers — the same work measured side by side on a reference open-source shop, Medusa v2
// from the npm registry (bench/peers/medusa), and on ours, same machine, same PostgreSQL, same client
// (autocannon, as bench/run.ts and bench/stock-drop.ts use it): a product page read, and the last 100
// units of one item bought by 1,000 buyers at once. Prints both systems' figures and ours ÷ Medusa.
// The peer is installed (once), built, migrated and seeded on a fresh database each run; README.md beside
// this file says what each figure covers. BENCH_SECONDS / BENCH_ROUNDS tune the reads (as for `npm run
// bench`), BENCH_PEERS_DROPS the number of measured drops, BENCH_PEERS_POSTGRES the server.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { ask, drive } from '../rush';
import { buyers, connections, drop, units } from '../stock-drop';

const postgres = process.env.BENCH_PEERS_POSTGRES ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const drops = Number(process.env.BENCH_PEERS_DROPS ?? 1);
const medusaPort = Number(process.env.BENCH_PEERS_MEDUSA_PORT ?? 9187);
/** Medusa's storefront sample and warm-up: this many buyers check out at once, on a product of their own. */
const warmUpBuyers = 50;

const dir = fileURLToPath(new URL('./medusa/', import.meta.url));
const medusaBin = join(dir, 'node_modules/.bin/medusa');
const logPath = join(dir, 'bench.log');
const medusaDatabase = `${postgres}/medusa_bench`;
const ourDatabase = `${postgres}/edu_peers_bench`;
const medusaEnv = {
  ...process.env,
  DATABASE_URL: medusaDatabase,
  MEDUSA_DISABLE_TELEMETRY: 'true',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? 0;
const logTail = () => readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n');

/** Runs one of the peer's own commands, its output appended to bench/peers/medusa/bench.log. */
async function step(
  label: string,
  command: string,
  args: string[],
  cwd = dir,
  env: NodeJS.ProcessEnv = medusaEnv,
) {
  const started = performance.now();
  const log = openSync(logPath, 'a');
  const code = await new Promise<number | null>((resolve) =>
    spawn(command, args, { cwd, env, stdio: ['ignore', log, log] }).once('exit', resolve),
  );
  if (code !== 0) throw new Error(`${label} failed (exit ${code}); the end of ${logPath}:\n${logTail()}`);
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** A fresh, empty database of that name. */
async function recreateDatabase(name: string) {
  const client = new pg.Client({ connectionString: `${postgres}/postgres` });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
}

/** The build is redone when the configuration or the seed changed after it. */
function buildIsStale() {
  const built = join(dir, '.medusa/server/medusa-config.js');
  if (!existsSync(built)) return true;
  const sources = ['medusa-config.ts', 'package.json', 'src/scripts/seed.ts'].map((f) => join(dir, f));
  return sources.some((source) => statSync(source).mtimeMs > statSync(built).mtimeMs);
}

type Seed = {
  publishableKey: string;
  regionId: string;
  shippingOptionId: string;
  productId: string;
  drops: { productId: string; variantId: string; inventoryItemId: string }[];
};

/** Installs (once), builds, migrates a fresh database, seeds it; answers the seeded ids. */
async function prepareMedusa(): Promise<Seed> {
  console.log(`Medusa (bench/peers/medusa; its output goes to ${logPath}):`);
  writeFileSync(logPath, '');
  if (!existsSync(join(dir, 'node_modules/@medusajs/medusa/package.json')))
    await step('npm install', 'npm', ['install', '--no-audit', '--no-fund']);
  if (buildIsStale()) await step('medusa build', medusaBin, ['build']);
  await recreateDatabase('medusa_bench');
  await step('medusa db:migrate (fresh database medusa_bench)', medusaBin, ['db:migrate']);
  const seedPath = join(dir, '.medusa/seed.json');
  await step('seed (src/scripts/seed.ts)', medusaBin, ['exec', './src/scripts/seed.ts'], dir, {
    ...medusaEnv,
    SEED_OUT: seedPath,
    SEED_DROPS: String(drops + 1),
    SEED_UNITS: String(units),
  });
  return JSON.parse(readFileSync(seedPath, 'utf8')) as Seed;
}

/** `medusa start` in production mode from the build; answers once /health says OK. */
async function startMedusa(): Promise<ChildProcess> {
  const log = openSync(logPath, 'a');
  const child = spawn(medusaBin, ['start'], {
    cwd: join(dir, '.medusa/server'),
    env: { ...medusaEnv, NODE_ENV: 'production', PORT: String(medusaPort) },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let tries = 0; tries < 240; tries += 1) {
    if (exited) throw new Error(`medusa start exited; the end of ${logPath}:\n${logTail()}`);
    const ok = await fetch(`http://127.0.0.1:${medusaPort}/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`medusa start did not answer /health in 2 minutes; the end of ${logPath}:\n${logTail()}`);
}

type Ports = { fastifyPort: number; itemId: number; database: string };

/** Ours as bench/run.ts starts it (bench/bench-server.ts), on a fresh database of the same PostgreSQL. */
async function startOurs(): Promise<{ server: ChildProcess; ports: Ports }> {
  await recreateDatabase('edu_peers_bench');
  const started = performance.now();
  const server = fork(new URL('../bench-server.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: ourDatabase, BENCH_PROCESSES: '1' },
    stdio: 'inherit',
  });
  const ports = await new Promise<Ports>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ports));
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  console.log(
    `ours (bench/bench-server.ts, fresh database edu_peers_bench, migrated, demo data): ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { server, ports };
}

// ——— the product page read ———

/**
 * 10 connections, one request at a time on each, for both. Not bench/run.ts's 100 connections with 2
 * pipelined: Medusa answers its product page some 10–25 times a second here, so 200 calls in flight wait
 * 10–20 s each and a 4 s round ends before the first is answered (autocannon counts none).
 */
const readConnections = Number(process.env.BENCH_PEERS_READ_CONNECTIONS ?? 10);

type Read = { name: string; url: string; headers?: Record<string, string> };

async function read(target: Read, duration: number) {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: readConnections,
    duration,
    timeout: 30,
  });
  return {
    rps: result.requests.total / duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

type ReadFigures = { rps: number; p50: number; p99: number; failed: number };

async function measureReads(targets: Read[]): Promise<Map<string, ReadFigures>> {
  for (const target of targets) await read(target, 1); // warm up
  const samples = new Map(
    targets.map((t) => [
      t.name,
      { rps: [] as number[], p50: [] as number[], p99: [] as number[], failed: 0 },
    ]),
  );
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      const result = await read(target, seconds);
      const sample = samples.get(target.name);
      if (!sample) continue;
      sample.rps.push(result.rps);
      sample.p50.push(result.p50);
      sample.p99.push(result.p99);
      sample.failed += result.failed;
    }
  }
  return new Map(
    [...samples].map(([name, s]) => [
      name,
      { rps: median(s.rps), p50: median(s.p50), p99: median(s.p99), failed: s.failed },
    ]),
  );
}

// ——— Medusa's checkout ———

/** The storefront's calls before the buying one, in the order Medusa's Next.js starter makes them. */
const prepSteps = [
  'create cart',
  'add line item',
  'set email and address',
  'add shipping method',
  'create payment collection',
  'create payment session',
] as const;

type Prepared = {
  cartIds: (string | null)[];
  latencies: Map<string, number[]>;
  endToEnd: number[];
  failures: Map<string, number>;
  seconds: number;
};

/** `count` buyers at once each make a cart ready to complete through the store API, every call timed. */
async function prepareCarts(seed: Seed, variantId: string, count: number): Promise<Prepared> {
  const base = `http://127.0.0.1:${medusaPort}`;
  const headers = { 'content-type': 'application/json', 'x-publishable-api-key': seed.publishableKey };
  const latencies = new Map<string, number[]>(prepSteps.map((name) => [name, []]));
  const failures = new Map<string, number>();
  const endToEnd: number[] = [];
  const cartIds: (string | null)[] = Array.from({ length: count }, () => null);
  const call = async (name: string, path: string, body: object) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const answer = (await response.json()) as Record<string, { id?: string } | undefined>;
    latencies.get(name)?.push(performance.now() - started);
    if (!response.ok) {
      const key = `${name}: ${response.status} ${JSON.stringify(answer).slice(0, 120)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
      throw new Error(key);
    }
    return answer;
  };
  const buy = async (i: number) => {
    const started = performance.now();
    const { cart } = await call('create cart', '/store/carts', { region_id: seed.regionId });
    const id = cart?.id ?? '';
    await call('add line item', `/store/carts/${id}/line-items`, { variant_id: variantId, quantity: 1 });
    await call('set email and address', `/store/carts/${id}`, {
      email: `drop${i}@example.com`,
      shipping_address: {
        first_name: '한정판',
        last_name: `구매자${i}`,
        address_1: '서울 강남구 테헤란로 123',
        address_2: '4층',
        city: '서울',
        country_code: 'kr',
        postal_code: '06236',
        phone: '01012345678',
      },
    });
    await call('add shipping method', `/store/carts/${id}/shipping-methods`, {
      option_id: seed.shippingOptionId,
    });
    const { payment_collection } = await call('create payment collection', '/store/payment-collections', {
      cart_id: id,
    });
    await call(
      'create payment session',
      `/store/payment-collections/${payment_collection?.id}/payment-sessions`,
      { provider_id: 'pp_system_default' },
    );
    endToEnd.push(performance.now() - started);
    cartIds[i] = id;
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: count }, (_, i) => buy(i).catch(() => {})));
  return { cartIds, latencies, endToEnd, failures, seconds: (performance.now() - started) / 1000 };
}

/**
 * The drop's carts, as ours gets its cart rows from the fixtures: `count` copies of one cart the store
 * API made ready to complete (its address, line item, shipping method, payment collection and session,
 * and the links between them), new ids, straight in Medusa's tables.
 */
async function cloneCarts(templateId: string, count: number, tag: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: medusaDatabase });
  await client.connect();
  const one = async (text: string) =>
    (await client.query(text, [templateId])).rows[0] as Record<string, string>;
  const cart = await one('select id, shipping_address_id from cart where id = $1');
  const link = await one('select id, payment_collection_id from cart_payment_collection where cart_id = $1');
  const extras = await one(
    `select (select count(*) from cart_line_item_tax_line t join cart_line_item l on l.id = t.item_id where l.cart_id = $1)
          + (select count(*) from cart_line_item_adjustment a join cart_line_item l on l.id = a.item_id where l.cart_id = $1)
          + (select count(*) from cart_promotion where cart_id = $1) as n`,
  );
  if (!cart?.shipping_address_id || !link?.payment_collection_id || Number(extras?.n) !== 0)
    throw new Error(`cart ${templateId} is not the plain ready cart the clones are made of`);
  const id = (prefix: string) => `'${prefix}_${tag}_' || g`;
  /** Copies the rows whose `column` is `value`, `count` times, with the columns given new values. */
  const copy = async (table: string, column: string, value: string, columns: Record<string, string>) => {
    const changes = Object.entries(columns)
      .map(([name, expression]) => `'${name}', ${expression}`)
      .join(', ');
    await client.query(
      `insert into ${table}
       select (jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object(${changes}))).*
         from ${table} t, generate_series(1, ${count}) g where t.${column} = $1`,
      [value],
    );
  };
  const collection = link.payment_collection_id;
  await client.query('begin');
  await copy('cart_address', 'id', cart.shipping_address_id, { id: id('caaddr') });
  await copy('cart', 'id', templateId, { id: id('cart'), shipping_address_id: id('caaddr') });
  await copy('cart_line_item', 'cart_id', templateId, { id: id('cali'), cart_id: id('cart') });
  await copy('cart_shipping_method', 'cart_id', templateId, { id: id('casm'), cart_id: id('cart') });
  await copy('payment_collection', 'id', collection, { id: id('pay_col') });
  await copy('payment_collection_payment_providers', 'payment_collection_id', collection, {
    payment_collection_id: id('pay_col'),
  });
  await copy('payment_session', 'payment_collection_id', collection, {
    id: id('payses'),
    payment_collection_id: id('pay_col'),
  });
  await copy('cart_payment_collection', 'cart_id', templateId, {
    id: id('capaycol'),
    cart_id: id('cart'),
    payment_collection_id: id('pay_col'),
  });
  await client.query('commit');
  await client.end();
  return Array.from({ length: count }, (_, g) => `cart_${tag}_${g + 1}`);
}

/** Every cart completed at once over the drop's connections (the buying step), as ours orders. */
async function completeCarts(seed: Seed, cartIds: (string | null)[]) {
  const ready = cartIds.filter((id): id is string => id !== null);
  const started = performance.now();
  const result = await drive({
    url: `http://127.0.0.1:${medusaPort}/store/carts/none/complete`,
    total: ready.length,
    connections: Math.min(connections, ready.length),
    // Medusa completes a few carts a second here: 200 in flight wait minutes, not the usual 30 s.
    timeout: 900,
    attempt: (i) => ({
      path: `/store/carts/${ready[i]}/complete`,
      headers: { 'x-publishable-api-key': seed.publishableKey },
      body: '{}',
    }),
  });
  return { result, seconds: (performance.now() - started) / 1000 };
}

/**
 * What a drop left in Medusa's tables: orders holding the variant and their units; of them, the orders
 * whose line has a reservation of the stock (what Medusa counts as sold: the level's reserved quantity);
 * and the stock level.
 */
async function checkMedusa(variantId: string, inventoryItemId: string) {
  const client = new pg.Client({ connectionString: medusaDatabase });
  await client.connect();
  const held = await client.query(
    `select count(distinct oi.order_id)::int as orders, coalesce(sum(oi.quantity), 0)::int as units,
            count(distinct oi.order_id) filter (where exists (
              select 1 from reservation_item r where r.line_item_id = li.id and r.deleted_at is null))::int as reserved_orders
       from order_item oi join order_line_item li on li.id = oi.item_id
       join "order" o on o.id = oi.order_id
      where li.variant_id = $1 and oi.deleted_at is null and li.deleted_at is null and o.deleted_at is null`,
    [variantId],
  );
  const level = await client.query(
    `select stocked_quantity::int as stocked, reserved_quantity::int as reserved
       from inventory_level where inventory_item_id = $1 and deleted_at is null`,
    [inventoryItemId],
  );
  await client.end();
  const row = held.rows[0] ?? {};
  return {
    orders: row.orders as number,
    units: row.units as number,
    reservedOrders: row.reserved_orders as number,
    stocked: level.rows[0]?.stocked as number,
    reserved: level.rows[0]?.reserved as number,
  };
}

const statusLine = (statuses: Map<number, number>) =>
  [...statuses].map(([code, n]) => `${n}×${code}`).join(', ');
const serverErrorsOf = (statuses: Map<number, number>) =>
  [...statuses].filter(([code]) => code >= 500).reduce((sum, [, n]) => sum + n, 0);

// ——— the run ———

const seed = await prepareMedusa();
const { server, ports } = await startOurs();
const medusa = await startMedusa();
// However the run ends, the peer goes with it.
process.on('exit', () => medusa.kill('SIGTERM'));
console.log(`Medusa started (medusa start, NODE_ENV=production, port ${medusaPort})`);
const ourBase = `http://127.0.0.1:${ports.fastifyPort}`;
const medusaBase = `http://127.0.0.1:${medusaPort}`;
const keyHeader = { 'x-publishable-api-key': seed.publishableKey };

type Drop = {
  told: number;
  refused: number;
  rps: number;
  p50: number;
  p99: number;
  sold: number;
  orders: number;
  withoutStock: number;
  oversold: number;
  overReserved: number;
  left: number;
  serverErrors: number;
  connectionErrors: number;
};

try {
  console.log(
    `\nproduct page read: ${rounds} interleaved rounds of ${seconds} s per target, ${readConnections} connections`,
  );
  const reads = await measureReads([
    { name: 'ours item page', url: `${ourBase}/new_api/customer/item/${ports.itemId}` },
    {
      name: 'medusa product page',
      url: `${medusaBase}/store/products/${seed.productId}?region_id=${seed.regionId}&fields=*variants.calculated_price,+variants.inventory_quantity`,
      headers: keyHeader,
    },
    { name: 'ours hello', url: `${ourBase}/bench/hello` },
    { name: 'medusa health', url: `${medusaBase}/health` },
  ]);

  console.log(
    `\nMedusa's storefront checkout: ${warmUpBuyers} buyers at once, each ${prepSteps.length} calls then complete (also the warm-up)`,
  );
  const [sample, ...measured] = seed.drops;
  if (!sample) throw new Error('the seed made no limited product');
  const storefront = await prepareCarts(seed, sample.variantId, warmUpBuyers);
  const storefrontComplete = await completeCarts(seed, storefront.cartIds);
  console.log(
    `  ${storefront.cartIds.filter((id) => id !== null).length} carts ready in ${storefront.seconds.toFixed(1)} s; complete → ${statusLine(storefrontComplete.result.statuses)} in ${storefrontComplete.seconds.toFixed(1)} s`,
  );
  for (const [failure, n] of storefront.failures) console.log(`    refused ${n}× — ${failure}`);

  console.log(
    `\nlimited stock: ${buyers} buyers, the last ${units} units of one item, ${connections} connections; ${drops} measured drop(s) each, ours after a warm-up drop`,
  );
  const buyersOf = await ask<{ tokens: string[]; memberIdxs: number[] }>(server, {
    type: 'members',
    count: buyers,
  });
  // Both systems on connections opened as the drop starts, as the peer's drops are driven.
  await drop(server, ourBase, buyersOf, true); // warm-up, as bench/stock-drop.ts does
  const ours: Drop[] = [];
  const theirs: Drop[] = [];
  for (let round = 0; round < drops; round += 1) {
    const { result, check } = await drop(server, ourBase, buyersOf, true);
    ours.push({
      told: result.statuses.get(200) ?? 0,
      refused: result.statuses.get(503) ?? 0,
      rps: result.rps,
      p50: result.p50,
      p99: result.p99,
      sold: check.units,
      orders: check.orders,
      withoutStock: 0,
      oversold: Math.max(check.units - units, 0),
      overReserved: Math.max(-check.stock, 0),
      left: check.stock,
      serverErrors: serverErrorsOf(result.statuses),
      connectionErrors: result.errors,
    });
    console.log(
      `  ours drop ${round + 1}: ${buyers} order calls → ${statusLine(result.statuses)}; units sold ${check.units} on ${check.orders} orders, stock left ${check.stock}; ${result.rps.toFixed(0)} /s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms`,
    );

    const target = measured[round];
    if (!target) break;
    const template = (await prepareCarts(seed, target.variantId, 1)).cartIds[0];
    if (!template) throw new Error('the store API did not make the template cart');
    const cartIds = await cloneCarts(template, buyers, `d${round + 1}`);
    const complete = await completeCarts(seed, cartIds);
    const left = await checkMedusa(target.variantId, target.inventoryItemId);
    theirs.push({
      told: complete.result.statuses.get(200) ?? 0,
      refused: complete.result.statuses.get(503) ?? 0,
      rps: complete.result.rps,
      p50: complete.result.p50,
      p99: complete.result.p99,
      sold: left.reserved,
      orders: left.orders,
      withoutStock: left.orders - left.reservedOrders,
      oversold: Math.max(left.units - units, 0),
      overReserved: Math.max(left.reserved - left.stocked, 0),
      left: left.stocked - left.reserved,
      serverErrors: serverErrorsOf(complete.result.statuses),
      connectionErrors: complete.result.errors,
    });
    console.log(
      `  Medusa drop ${round + 1}: ${cartIds.length} complete calls → ${statusLine(complete.result.statuses)}, connection errors ${complete.result.errors}; orders ${left.orders} holding ${left.units} units, ${left.reservedOrders} of them with stock reserved; inventory level stocked ${left.stocked}, reserved ${left.reserved}; ${complete.result.rps.toFixed(1)} /s, p50 ${complete.result.p50.toFixed(0)} ms, p99 ${complete.result.p99.toFixed(0)} ms`,
    );
  }

  // ——— the table ———
  const rows: [string, number | string, number | string, string][] = [];
  const add = (figure: string, a: number | string, b: number | string, showRatio = true) =>
    rows.push([
      figure,
      a,
      b,
      showRatio && typeof a === 'number' && typeof b === 'number' && b !== 0
        ? a / b >= 0.1
          ? (a / b).toFixed(2)
          : (a / b).toPrecision(2)
        : '',
    ]);
  const figures = (name: string) => reads.get(name) ?? { rps: 0, p50: 0, p99: 0, failed: 0 };
  const [ourRead, theirRead] = [figures('ours item page'), figures('medusa product page')];
  const [ourHello, theirHealth] = [figures('ours hello'), figures('medusa health')];
  add('product page read: req/s (median of rounds)', ourRead.rps, theirRead.rps);
  add('product page read: p50 ms', ourRead.p50, theirRead.p50);
  add('product page read: p99 ms', ourRead.p99, theirRead.p99);
  add('product page read: not 2xx, errors, timeouts', ourRead.failed, theirRead.failed, false);
  add('trivial route req/s (/bench/hello, /health)', ourHello.rps, theirHealth.rps);
  add('product page read ÷ its trivial route', ourRead.rps / ourHello.rps, theirRead.rps / theirHealth.rps);
  const pick = (list: Drop[], key: keyof Drop) => median(list.map((d) => d[key]));
  add('buying step: attempts answered /s', pick(ours, 'rps'), pick(theirs, 'rps'));
  add('buying step: p50 ms', pick(ours, 'p50'), pick(theirs, 'p50'));
  add('buying step: p99 ms', pick(ours, 'p99'), pick(theirs, 'p99'));
  add('buyers told their order is placed (200)', pick(ours, 'told'), pick(theirs, 'told'), false);
  add('refused at once (503, admission)', pick(ours, 'refused'), pick(theirs, 'refused'), false);
  add(`units sold (Medusa: reserved) of ${units}`, pick(ours, 'sold'), pick(theirs, 'sold'), false);
  add('orders created', pick(ours, 'orders'), pick(theirs, 'orders'), false);
  add('  of them without stock taken', pick(ours, 'withoutStock'), pick(theirs, 'withoutStock'), false);
  add('oversold: units on orders beyond the stock', pick(ours, 'oversold'), pick(theirs, 'oversold'), false);
  add(
    'oversold: stock taken beyond what there was',
    pick(ours, 'overReserved'),
    pick(theirs, 'overReserved'),
    false,
  );
  add('stock left (Medusa: stocked − reserved)', pick(ours, 'left'), pick(theirs, 'left'), false);
  add('server errors (5xx, 503 included)', pick(ours, 'serverErrors'), pick(theirs, 'serverErrors'), false);
  add('connection errors, timeouts', pick(ours, 'connectionErrors'), pick(theirs, 'connectionErrors'), false);
  const ms = (values: number[]) =>
    `${percentile(values, 50).toFixed(0)} / ${percentile(values, 99).toFixed(0)}`;
  for (const name of prepSteps)
    add(
      `storefront ${warmUpBuyers} at once: ${name} p50/p99 ms`,
      '—',
      ms(storefront.latencies.get(name) ?? []),
      false,
    );
  add(
    `storefront ${warmUpBuyers} at once: the ${prepSteps.length} calls, per buyer`,
    '—',
    ms(storefront.endToEnd),
    false,
  );
  add(
    `storefront ${warmUpBuyers} at once: complete p50/p99 ms`,
    '—',
    `${storefrontComplete.result.p50.toFixed(0)} / ${storefrontComplete.result.p99.toFixed(0)}`,
    false,
  );

  const format = (value: number | string) =>
    typeof value === 'string'
      ? value
      : Number.isInteger(value)
        ? String(value)
        : value.toFixed(value < 10 ? 2 : 0);
  // The first column as wide as its longest figure, so no row pushes its numbers out of their columns.
  const width = Math.max(...rows.map(([figure]) => figure.length));
  console.log(
    `\n${'figure'.padEnd(width)} ${'ours'.padStart(10)} ${'Medusa'.padStart(12)} ${'ours ÷ Medusa'.padStart(14)}`,
  );
  for (const [figure, a, b, r] of rows)
    console.log(
      `${figure.padEnd(width)} ${format(a).padStart(10)} ${format(b).padStart(12)} ${r.padStart(14)}`,
    );
  // The run fails on ours' gates only (the peer's figures are what they are).
  if (ours.some((d) => d.oversold > 0 || d.sold !== units)) process.exitCode = 1;
} finally {
  server.disconnect();
  medusa.kill('SIGTERM');
}
