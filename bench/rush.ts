// The registration rush: members already logged in (password hashing is not what is measured) storm a
// hot department of a few hundred seats — 200 connections each registering 1–4 attendees until
// everything is taken, then a burst of thousands of attempts at once on a fresh department. Hard
// gates: exactly the seats taken (0 over, 0 under), 0 duplicates, 0 server errors, counters equal to
// rows. Figures: registrations per second, p50 and p99, and two ratios from the same run — against
// the same registering statement run directly on the database with the same concurrency, and
// against a hello-world route of the same server.
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { attendeesOf } from './rush-fixtures';

const seats = Number(process.env.BENCH_RUSH_SEATS ?? 300);
const connections = Number(process.env.BENCH_RUSH_CONNECTIONS ?? 200);
const burstAttempts = Number(process.env.BENCH_RUSH_BURST ?? 2000);

let messageId = 0;
/** Asks the server process to do one step of the rush (make data, check, run the SQL reference). */
export function ask<T>(server: ChildProcess, message: object): Promise<T> {
  const id = ++messageId;
  return new Promise((resolve) => {
    const listen = (reply: { type?: string; id?: number }) => {
      if (reply.type !== 'answer' || reply.id !== id) return;
      server.off('message', listen);
      resolve(reply as T);
    };
    server.on('message', listen);
    server.send({ ...message, id });
  });
}

type Attempts = { rps: number; p50: number; p99: number; statuses: Map<number, number>; errors: number };

/** Sends exactly `total` requests over `connections` connections; `attempt(i)` shapes the i-th. */
export async function drive(options: {
  url: string;
  total: number;
  connections: number;
  /** Seconds a request may wait for its answer before it counts as an error (30 unless told). */
  timeout?: number;
  /** The i-th request's headers and body, and its path when it is not the url's (one cart each). */
  attempt?: (i: number) => { headers: Record<string, string>; body: string; path?: string };
}): Promise<Attempts> {
  let i = 0;
  // autocannon notices the end on its one-second tick: the rate is taken to the last answer instead.
  let lastAnswer = 0;
  const started = performance.now();
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    amount: options.total,
    timeout: options.timeout ?? 30,
    requests: [
      {
        method: options.attempt ? 'POST' : 'GET',
        onResponse: () => {
          lastAnswer = performance.now();
        },
        setupRequest: (request) => {
          if (!options.attempt) return request;
          const { headers, body, path } = options.attempt(i++);
          return {
            ...request,
            ...(path ? { path } : {}),
            headers: { ...request.headers, 'content-type': 'application/json', ...headers },
            body,
          };
        },
      },
    ],
  });
  const seconds = ((lastAnswer || performance.now()) - started) / 1000;
  const statuses = new Map<number, number>(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [
      Number(code),
      (stat as { count: number }).count,
    ]),
  );
  return {
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
  };
}

const registration = (i: number, key: string) =>
  JSON.stringify({
    requestKey: `${key}-${i}`,
    registerConference: { name: '러시', phone: '01012345678', church: '하나교회' },
    registerMemberList: Array.from({ length: attendeesOf(i) }, (_, n) => ({
      name: `참석${i}-${n}`,
      church: '하나교회',
    })),
    agree: 'Y',
  });

/**
 * Takes what the storm left (a few seats no one's group fitted into) with single attendees, one at a
 * time, until the server says the department is closed.
 */
async function mopUp(base: string, detailIdx: number, token: string, key: string) {
  for (let i = 0; i < seats; i += 1) {
    const response = await fetch(`${base}/api/register/conference/${detailIdx}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        requestKey: `${key}-mop-${i}`,
        registerConference: { name: '러시', phone: '01012345678', church: '하나교회' },
        registerMemberList: [{ name: `마감${i}`, church: '하나교회' }],
        agree: 'Y',
      }),
    });
    const answer = (await response.json()) as { err_msg?: string };
    if (response.status === 403 && answer.err_msg === '접수가 마감되었습니다.') return;
  }
}

type Checked = { registered: number; limit: number; attendees: number; duplicates: number };

/** One storm on a fresh department, with the gates checked; answers the attempts' figures. */
async function storm(options: {
  server: ChildProcess;
  base: string;
  tokens: string[];
  label: string;
  attempts: number;
  connections: number;
}) {
  const { detailIdx } = await ask<{ detailIdx: number }>(options.server, {
    type: 'department',
    limit: seats,
  });
  const key = `${options.label}-${detailIdx}`;
  const result = await drive({
    url: `${options.base}/api/register/conference/${detailIdx}`,
    total: options.attempts,
    connections: options.connections,
    attempt: (i) => ({
      headers: { authorization: `Bearer ${options.tokens[i % options.tokens.length]}` },
      body: registration(i, key),
    }),
  });
  await mopUp(options.base, detailIdx, options.tokens[0] ?? '', key);
  const check = await ask<Checked>(options.server, { type: 'check', detailIdx });
  // 503 is admission refusing at once under overload (Retry-After): by design, counted apart.
  const serverErrors = [...result.statuses]
    .filter(([code]) => code >= 500 && code !== 503)
    .reduce((sum, [, n]) => sum + n, 0);
  const answered = [...result.statuses].map(([code, n]) => `${n}×${code}`).join(', ');
  const held =
    check.registered === seats &&
    check.attendees === seats &&
    check.duplicates === 0 &&
    serverErrors === 0 &&
    result.errors === 0;
  console.log(
    `  ${options.label}: ${options.attempts} attempts over ${options.connections} connections → ${answered}; seats ${check.registered}/${check.limit}, attendee rows ${check.attendees}, duplicates ${check.duplicates}, server errors ${serverErrors}, connection errors ${result.errors} ${held ? '✓' : '✗'}`,
  );
  return { result, held };
}

export async function runRush(options: {
  server: ChildProcess;
  port: number;
  database: string;
  processes: number;
  rounds: number;
}) {
  const base = `http://127.0.0.1:${options.port}`;
  // Enough members that none nears its limit of 60 registrations a minute.
  const { tokens, memberIdxs } = await ask<{ tokens: string[]; memberIdxs: number[] }>(options.server, {
    type: 'members',
    count: 300,
  });
  const rushAttempts = Math.ceil((seats / 2.5) * 4); // four times the seats in demand
  console.log(
    `\nregistration rush on ${options.database}, ${options.processes === 1 ? 'one server process' : `${options.processes} server processes behind one port`}: ${seats} seats a department; ${options.rounds} storms of ${rushAttempts} attempts (1–4 attendees each) over ${connections} connections, then a burst of ${burstAttempts} at once`,
  );

  const hello: number[] = [];
  const sqlRates: number[] = [];
  const storms: Attempts[] = [];
  let broken = 0;
  for (let round = 1; round <= options.rounds; round += 1) {
    hello.push((await drive({ url: `${base}/bench/hello`, total: 20_000, connections })).rps);
    sqlRates.push(
      (
        await ask<{ perSecond: number }>(options.server, {
          type: 'sql',
          memberIdxs,
          count: rushAttempts,
          concurrency: connections,
        })
      ).perSecond,
    );
    const { result, held } = await storm({
      server: options.server,
      base,
      tokens,
      label: `storm ${round}`,
      attempts: rushAttempts,
      connections,
    });
    storms.push(result);
    if (!held) broken += 1;
  }
  const burst = await storm({
    server: options.server,
    base,
    tokens,
    label: 'burst',
    attempts: burstAttempts,
    connections: Math.min(burstAttempts, 1000),
  });
  if (!burst.held) broken += 1;

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const rps = median(storms.map((s) => s.rps));
  const target = options.database === 'postgres' ? 500 : 150;
  console.log(`  hello-world, same client and connections: ${median(hello).toFixed(0)} req/s`);
  console.log(
    `  the registering statement run directly (${connections} at a time): ${median(sqlRates).toFixed(0)} /s`,
  );
  const madePerSecond = median(
    storms.map((s) => (s.rps * (s.statuses.get(200) ?? 0)) / Math.max(rushAttempts, 1)),
  );
  console.log(
    `  registration attempts answered: ${rps.toFixed(0)} /s (target ≥ ${target} on ${options.database}; ${madePerSecond.toFixed(0)} /s of them made a registration, the rest were told it is full), p50 ${median(storms.map((s) => s.p50)).toFixed(0)} ms, p99 ${median(storms.map((s) => s.p99)).toFixed(0)} ms${options.database === 'postgres' ? ' (target < 500)' : ''}`,
  );
  console.log(
    `  ratios: against the direct statement ${(rps / median(sqlRates)).toFixed(3)}, against hello-world ${(rps / median(hello)).toFixed(3)}; burst ${burst.result.rps.toFixed(0)} /s, p99 ${burst.result.p99.toFixed(0)} ms of every answer (target < 2000; ${burst.result.statuses.get(503) ?? 0} refused at once with 503)`,
  );
  if (broken > 0) console.log(`  ✗ ${broken} storm(s) broke a gate`);
  return broken === 0;
}
