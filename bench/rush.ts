// The registration rush (issue: conference registration): many members register at once for one
// small department. Measured against the Fastify hello-world route driven by the same client in the
// same run; afterwards the database must show exactly the limit taken, counters equal to rows, no
// duplicate and no server error.
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

type RushReady = { tokens: string[]; detailIdx: number };
type RushChecked = { registered: number; limit: number; attendees: number; duplicates: number };

function ask<T>(server: ChildProcess, message: object, replyType: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (reply: { type?: string }) => {
      if (reply.type !== replyType) return;
      server.off('message', listen);
      resolve(reply as T);
    };
    server.on('message', listen);
    server.send(message);
  });
}

/**
 * Sends exactly `total` requests over `concurrency` connections (autocannon, the client of the other
 * benchmarks); `body(i)` and `headers(i)` vary each request. Answers requests per second, p99 and the statuses.
 */
async function drive(options: {
  url: string;
  total: number;
  concurrency: number;
  method?: 'GET' | 'POST';
  headers?: (i: number) => Record<string, string>;
  body?: (i: number) => string;
}) {
  let i = 0;
  const started = performance.now();
  const result = await autocannon({
    url: options.url,
    connections: options.concurrency,
    amount: options.total,
    requests: [
      {
        method: options.method ?? 'GET',
        setupRequest: (request) => {
          const n = i++;
          return {
            ...request,
            headers: { ...request.headers, 'content-type': 'application/json', ...options.headers?.(n) },
            ...(options.body && { body: options.body(n) }),
          };
        },
      },
    ],
  });
  const statuses = new Map<number, number>(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
      Number(code),
      (stat as { count: number }).count,
    ]),
  );
  // Wall-clock time of the whole batch (autocannon's own duration is rounded to whole seconds).
  const seconds = (performance.now() - started) / 1000;
  return {
    rps: result.requests.total / seconds,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
  };
}

export async function runRush(options: {
  server: ChildProcess;
  port: number;
  database: string;
  rounds: number;
}) {
  const total = Number(process.env.BENCH_RUSH_REQUESTS ?? 1500);
  const concurrency = Number(process.env.BENCH_RUSH_CONCURRENCY ?? 50);
  const limit = Math.floor(total * 0.75);
  const members = Math.ceil(total / 20); // each member stays well under its 60 registrations a minute
  const base = `http://127.0.0.1:${options.port}`;
  console.log(
    `\nregistration rush: ${options.rounds} rounds of ${total} registrations (1 attendee each, ${concurrency} at a time, ${members} members) for ${limit} seats`,
  );

  const hello: number[] = [];
  const rush: { rps: number; p99: number }[] = [];
  let problems = 0;
  for (let round = 1; round <= options.rounds; round += 1) {
    hello.push((await drive({ url: `${base}/bench/hello`, total: total * 10, concurrency })).rps);
    const { tokens, detailIdx } = await ask<RushReady>(
      options.server,
      { type: 'rush-setup', count: members, limit },
      'rush-ready',
    );
    const result = await drive({
      url: `${base}/api/register/conference/${detailIdx}`,
      total,
      concurrency,
      method: 'POST',
      headers: (i) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` }),
      body: (i) =>
        JSON.stringify({
          requestKey: `rush-${round}-${i}`,
          registerConference: { name: '러시', phone: '01012345678', church: '하나교회' },
          registerMemberList: [{ name: `참석${i}`, church: '하나교회' }],
          agree: 'Y',
        }),
    });
    rush.push(result);
    const check = await ask<RushChecked>(options.server, { type: 'rush-check', detailIdx }, 'rush-checked');
    const ok = result.statuses.get(200) ?? 0;
    const full = result.statuses.get(403) ?? 0;
    const other = total - ok - full + result.errors;
    const fine =
      ok === limit &&
      full === total - limit &&
      other === 0 &&
      check.registered === limit &&
      check.attendees === limit &&
      check.duplicates === 0;
    if (!fine) problems += 1;
    console.log(
      `  round ${round}: ${ok} registered, ${full} refused as full, ${other} other answers; seats ${check.registered}/${check.limit}, attendee rows ${check.attendees}, duplicates ${check.duplicates} ${fine ? '✓' : '✗'}`,
    );
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rps = median(rush.map((r) => r.rps));
  const p99 = median(rush.map((r) => r.p99));
  const target = options.database === 'postgres' ? 500 : 150;
  console.log(`  hello-world (same client): ${median(hello).toFixed(0)} req/s`);
  console.log(
    `  registrations: ${rps.toFixed(0)} /s (target ≥ ${target} on ${options.database}), p99 ${p99.toFixed(0)} ms (target < 500), ratio to hello-world ${(rps / median(hello)).toFixed(3)}`,
  );
  if (problems > 0) console.log(`  ✗ ${problems} round(s) broke the seat invariant or answered errors`);
  return problems === 0;
}
