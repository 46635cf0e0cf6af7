// A load on connections that are already open: each connection first loads a page (not counted), as a
// buyer's browser does before the sale opens, then all of them send their attempts at once.
//
// Why not autocannon here: it opens its connections when the load starts. A Node process that is busy
// accepts them slowly — measured on a bare Node http server (20 and 24) doing 1 ms of work a request:
// of 200 connections opened at once, 111 waited in the listening socket's queue (ss) and were accepted
// over the next second, one per turn of the event loop (strace), so the first request of the last
// ones waited up to a second before the server saw it, whatever the route did. A limited drop's
// buyers are on the product page when the sale opens: their browsers hold the page's connection
// (keep-alive), and in production the load balancer holds its own to the processes (docs/deploy.md).
import http from 'node:http';

export type Answered = {
  rps: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  errors: number;
  /** Every answer's status in the order the answers came (0 for a connection error), when known. */
  inOrder?: number[];
};

type Request = { method: string; path: string; headers?: Record<string, string>; body?: string };

/** One request on the agent: its status, once the whole answer has arrived. */
function send(agent: http.Agent, base: URL, request: Request): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: request.body
          ? { 'content-type': 'application/json', ...request.headers }
          : (request.headers ?? {}),
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;

/**
 * Opens `connections` connections with one `opening` request each, then sends exactly `total`
 * requests over them, each connection sending its next as soon as its last is answered.
 */
export async function driveOnOpenConnections(options: {
  base: string;
  connections: number;
  total: number;
  opening: Request;
  attempt: (i: number) => Request;
}): Promise<Answered> {
  const base = new URL(options.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  try {
    // All at once, so each takes a connection of its own.
    await Promise.all(Array.from({ length: options.connections }, () => send(agent, base, options.opening)));
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const inOrder: number[] = [];
    let errors = 0;
    let next = 0;
    const started = performance.now();
    let lastAnswer = started;
    const connection = async () => {
      for (let i = next++; i < options.total; i = next++) {
        const sent = performance.now();
        try {
          const status = await send(agent, base, options.attempt(i));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          inOrder.push(status);
        } catch {
          errors += 1;
          inOrder.push(0);
        }
        lastAnswer = performance.now();
        latencies.push(lastAnswer - sent);
      }
    };
    await Promise.all(Array.from({ length: options.connections }, connection));
    latencies.sort((a, b) => a - b);
    return {
      rps: options.total / ((lastAnswer - started) / 1000),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      statuses,
      errors,
      inOrder,
    };
  } finally {
    agent.destroy();
  }
}
