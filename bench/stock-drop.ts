// The limited-stock drop (quality.md): 1,000 logged-in buyers, over 200 connections, order the last 100
// units of one option combination at once, each with that unit in their cart. Hard gates: exactly 100
// units sold, 0 oversold, 0 server errors, the stock left plus the units on orders equal to what there
// was. Figures: order attempts answered per second and p99, and two ratios from the same run — against
// a hello-world route of the same server with the same client, and against the bare conditional stock
// statement run directly on the database with the same concurrency.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ask, drive } from './rush';

export const buyers = Number(process.env.BENCH_DROP_BUYERS ?? 1000);
export const units = Number(process.env.BENCH_DROP_UNITS ?? 100);
export const connections = Number(process.env.BENCH_DROP_CONNECTIONS ?? 200);

const order = (cartId: number) =>
  JSON.stringify({
    orderKey: randomUUID(),
    cartIdSet: [cartId],
    buyerName: '한정판',
    buyerTel: '01012345678',
    buyerEmail: 'drop@example.com',
    shippingName: '한정판',
    shippingPhone: '01012345678',
    zipCode: '06236',
    address: '서울 강남구 테헤란로 123',
    detailedAddress: '4층',
    gopaymethod: 'Card',
  });

type Checked = { stock: number; orders: number; units: number };

/** One drop on a fresh product: every buyer orders the unit in their cart at once. */
export async function drop(server: ChildProcess, base: string, tokens: string[], memberIdxs: number[]) {
  const { combinationId, cartIds } = await ask<{ combinationId: number; cartIds: number[] }>(server, {
    type: 'drop',
    units,
    memberIdxs,
  });
  const result = await drive({
    url: `${base}/new_api/customer/order/v2/pay/pc`,
    total: buyers,
    connections,
    attempt: (i) => ({
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: order(cartIds[i % cartIds.length] ?? 0),
    }),
  });
  return { result, check: await ask<Checked>(server, { type: 'checkDrop', combinationId }) };
}

export async function runStockDrop(options: {
  server: ChildProcess;
  port: number;
  database: string;
  rounds: number;
}) {
  const base = `http://127.0.0.1:${options.port}`;
  const { tokens, memberIdxs } = await ask<{ tokens: string[]; memberIdxs: number[] }>(options.server, {
    type: 'members',
    count: buyers,
  });
  console.log(
    `\nlimited-stock drop: ${buyers} buyers order the last ${units} units of one option at once over ${connections} connections; ${options.rounds} drops`,
  );
  const hello: number[] = [];
  const bare: number[] = [];
  const drops: { rps: number; p99: number }[] = [];
  let broken = 0;
  // One drop first, not counted, so the rounds measure a warm server as the other targets do.
  await drop(options.server, base, tokens, memberIdxs);
  for (let round = 1; round <= options.rounds; round += 1) {
    hello.push((await drive({ url: `${base}/bench/hello`, total: 20_000, connections })).rps);
    bare.push(
      (
        await ask<{ perSecond: number }>(options.server, {
          type: 'bareStock',
          count: buyers,
          concurrency: connections,
        })
      ).perSecond,
    );
    const { result, check } = await drop(options.server, base, tokens, memberIdxs);
    const placed = result.statuses.get(200) ?? 0;
    const serverErrors = [...result.statuses]
      .filter(([code]) => code >= 500)
      .reduce((sum, [, n]) => sum + n, 0);
    const held =
      placed === units &&
      check.units === units &&
      check.orders === units &&
      check.stock === 0 &&
      check.stock + check.units === units &&
      serverErrors === 0 &&
      result.errors === 0;
    if (!held) broken += 1;
    drops.push({ rps: result.rps, p99: result.p99 });
    const answered = [...result.statuses].map(([code, n]) => `${n}×${code}`).join(', ');
    console.log(
      `  drop ${round}: ${buyers} attempts → ${answered}; units sold ${check.units} on ${check.orders} orders, stock left ${check.stock}, oversold ${Math.max(check.units - units, 0)}, server errors ${serverErrors}, connection errors ${result.errors}; ${result.rps.toFixed(0)} /s, p99 ${result.p99.toFixed(0)} ms ${held ? '✓' : '✗'}`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rps = median(drops.map((d) => d.rps));
  const p99 = median(drops.map((d) => d.p99));
  const postgres = options.database === 'postgres';
  console.log(`  hello-world, same client and connections: ${median(hello).toFixed(0)} req/s`);
  console.log(
    `  the bare conditional stock statement run directly (${connections} at a time): ${median(bare).toFixed(0)} /s`,
  );
  console.log(
    `  order attempts answered: ${rps.toFixed(0)} /s (target ≥ ${postgres ? 400 : 120} on ${options.database}), p99 ${p99.toFixed(0)} ms${postgres ? ' (target < 500)' : ''}`,
  );
  console.log(
    `  ratios: against hello-world ${(rps / median(hello)).toFixed(3)}, against the bare statement ${(rps / median(bare)).toFixed(3)}`,
  );
  if (broken > 0) console.log(`  ✗ ${broken} drop(s) broke a gate`);
  return broken === 0;
}
