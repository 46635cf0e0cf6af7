import type { Socket } from 'node:net';
import { messages } from '@edu/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { countHotRowWaits, type HotRowWaits, hotRowStatementsMs } from '../db/hot-row-waits';
import { pacedWaitOf } from './address-pacing';
import { sendRefusal } from './envelope';

/**
 * Admission under overload (issue 20): a call that would wait longer than `maxWaitMs` is refused at
 * once with 503 and Retry-After instead of joining a queue where every caller waits. A refused call
 * did nothing, so the page may send it again (it does, with jitter). Three signs, because the queue sits
 * in different places (the first two measured in the burst of 2000, bench/rush.ts):
 *
 * - **A standing queue in the process** (PostgreSQL: calls wait for a pooled connection). As in CoDel,
 *   when even the quickest call answered in the last quarter-second took longer than half of
 *   `maxWaitMs`, new calls are refused (one slow export does not count: it is never the quickest) until
 *   a window shows a quick answer or the calls in flight are done. Below `minInFlight` calls in flight
 *   every call is let in. An estimate by Little's law (in flight ÷ answers per second) was tried
 *   first: after a quiet spell the rate is near 0, and it refused most of a 200-connection storm that
 *   PostgreSQL answers with a p50 of 146 ms (the seats were then left unsold). A call's time in a hot
 *   row's queue (a drop's buyers taking turns on its one stock row: platform/db/hot-row-waits.ts) is
 *   left out: that queue is the row's, and the process answers everything else quickly meanwhile. The
 *   windows age by the clock, so a burst's slow tail is forgotten by the next burst.
 * - **A stalled event loop** (PGlite: the database runs on the main thread and its promises settle
 *   without yielding, so a call runs from parse to answer in one go and at most one is ever in flight;
 *   the queue is the sockets waiting to be read). What shows it is how long ago the loop last ran its
 *   timers: the calls read in this turn have waited at least that long (and maybe through the end of
 *   the turn before), so while it is over half of `maxWaitMs` they are refused, cheaply, and the next
 *   turn starts afresh.
 * - **A burst over the bound of one route family** (issue 31: 2,000 cart edits arriving at once over
 *   1,000 connections). Both signs above need time to show: the whole burst was read and let in before
 *   the first quarter-second window closed, and then queued for the pool, so its p99 of every answer
 *   was 1.5–3.6 s. So the calls of one family (`new_api/customer/cart`, `api/register/conference`: the
 *   route's first two fixed path segments) in flight at once are bounded too, and a call past the bound
 *   is refused at once. The bound is `maxInFlightPerFamily` (OVERLOAD_MAX_IN_FLIGHT); see
 *   `defaultMaxInFlightPerFamily` for how its default was chosen.
 */
export type AdmissionOptions = {
  maxWaitMs: number;
  minInFlight?: number;
  /** Calls of one route family in flight at once; past it a call is refused at once. 0: no bound. */
  maxInFlightPerFamily?: number;
  now?: () => number;
};

export type Admission = {
  /**
   * True when the call may go on; it must then call `done` exactly once with the same family.
   * `stalledMs`: the loop's stall; `family`: the route family it belongs to.
   */
  admit(stalledMs?: number, family?: string): boolean;
  /**
   * A call let in is answered (or its caller went away) after `durationMs`, `hotRowWaitMs` of which it
   * spent in hot rows' queues (not counted as waiting in the process).
   */
  done(durationMs: number, family?: string, hotRowWaitMs?: number): void;
  figures(): { inFlight: number; refused: number; overloaded: boolean };
};

/**
 * Calls of one route family in flight at once in one process, by default. A call let in behind N
 * others of its family waits about N ÷ (answers a second); past the bound it is refused at once.
 * Measured with the cart-edit burst (npm run bench, BENCH_ONLY=cart: 2,000 edits at once over 1,000
 * connections, PostgreSQL 15, pool of 10, one process; the 2-core machine shared with other work, load
 * average 3–8, runs of 5 bursts interleaved): median burst p99 of every answer, unbounded 4.5 and 5.3 s;
 * 512: 3.5 and 3.1 s; 256: 2.0 and 2.4 s; 128: 1.9 and 2.0 s (hello-world, same burst: 0.7 s). But
 * 128 also refused 229–303 of the 480 attempts of every registration-rush storm (200 connections,
 * BENCH_ONLY=rush), where 256 refused no more than no bound did: 256 is the smallest bound that lets
 * the rush's 200 connections all in.
 */
export const defaultMaxInFlightPerFamily = 256;

const windowMs = 250;

export function createAdmission(options: AdmissionOptions): Admission {
  const now = options.now ?? (() => performance.now());
  const minInFlight = options.minInFlight ?? 32;
  const perFamily = options.maxInFlightPerFamily ?? defaultMaxInFlightPerFamily;
  const slowMs = options.maxWaitMs / 2;
  /** Calls in flight by family; a family leaves the map when its last call is done. */
  const families = new Map<string, number>();
  let inFlight = 0;
  let refused = 0;
  let overloaded = false;
  let windowStart = now();
  let quickestInWindow = Infinity;

  /**
   * At the end of each window: a standing queue if even its quickest answer was slow; a window with no
   * answer keeps the verdict while calls are in flight (none of them was quick enough to answer).
   * Windows age by the clock, not by calls: when the windows that passed since the last call saw no
   * answer and nothing in flight, the verdict goes with them. Judged only when asked, which is exact:
   * nothing changes between calls. Before, a burst's slow tail stayed the latest evidence until the next
   * call, a minute later, and the next burst found the process "overloaded": 32 of 200 let in.
   */
  const roll = () => {
    const elapsed = now() - windowStart;
    if (elapsed < windowMs) return;
    overloaded = quickestInWindow === Infinity ? overloaded && inFlight > 0 : quickestInWindow > slowMs;
    // The windows since: no call answered or arrived in them (either would have rolled).
    if (elapsed >= 2 * windowMs) overloaded &&= inFlight > 0;
    quickestInWindow = Infinity;
    windowStart = now();
  };

  return {
    admit(stalledMs = 0, family = '') {
      roll();
      const ofFamily = families.get(family) ?? 0;
      if (
        stalledMs > slowMs ||
        (overloaded && inFlight >= minInFlight) ||
        (perFamily > 0 && ofFamily >= perFamily)
      ) {
        refused += 1;
        return false;
      }
      inFlight += 1;
      families.set(family, ofFamily + 1);
      return true;
    },
    done(durationMs, family = '', hotRowWaitMs = 0) {
      inFlight -= 1;
      const ofFamily = (families.get(family) ?? 1) - 1;
      if (ofFamily > 0) families.set(family, ofFamily);
      else families.delete(family);
      quickestInWindow = Math.min(quickestInWindow, durationMs - hotRowWaitMs);
      roll();
    },
    figures() {
      roll();
      return { inFlight, refused, overloaded };
    },
  };
}

/**
 * The calls admission watches: the site's API. Pages, files, health, metrics, the simulators and the
 * providers' form posts (a payment's return, a deposit notice) are never refused.
 */
function isAdmitted(url: string, config: { providerForm?: boolean } | undefined): boolean {
  if (!url.startsWith('/api/') && !url.startsWith('/new_api/')) return false;
  return !config?.providerForm;
}

/**
 * The route family of a call: the first two fixed segments of its route after the API prefix
 * (`/new_api/customer/cart/v2/edit` → `new_api/customer/cart`, `/api/register/conference/:idx` →
 * `api/register/conference`). Taken from the route's pattern, never the URL, so ids in paths and
 * unknown addresses cannot make new families.
 */
export function routeFamily(routePattern: string | undefined): string {
  if (!routePattern) return '(no route)';
  const [prefix, ...rest] = routePattern.split('/').filter(Boolean);
  const fixed = [];
  for (const segment of rest) {
    if (segment.startsWith(':') || segment.includes('*') || fixed.length === 2) break;
    fixed.push(segment);
  }
  return [prefix, ...fixed].join('/');
}

/**
 * How long the event loop has gone without running its timers (0 while it turns freely), less the time
 * it ran hot rows' statements meanwhile (PGlite: a drop's turns on its stock row): the calls read after
 * those waited for the row's turns, not for an overloaded process (hot-row-waits.ts).
 */
function loopStallClock(app: FastifyInstance): () => number {
  const tickMs = 20;
  let lastTick = performance.now();
  let statementsAtTick = hotRowStatementsMs();
  const ticker = setInterval(() => {
    lastTick = performance.now();
    statementsAtTick = hotRowStatementsMs();
  }, tickMs);
  ticker.unref();
  app.addHook('onClose', async () => clearInterval(ticker));
  return () => Math.max(0, performance.now() - lastTick - tickMs - (hotRowStatementsMs() - statementsAtTick));
}

/**
 * What a route may tell admission in its `config`. `whenRefused`: a call of the route that admission
 * refuses is read first (its body parsed and checked) and given to it, and the route may throw the
 * answer the call would have had anyway — a sold-out drop's late buyer is told 품절 (409), as an admitted
 * one is, not "접속자가 많아" to come back for the same 품절 — or answer `admit` to let it in after all
 * (a drop's buyer while units remain: its wait is a turn on the stock row, not the process's queue).
 * Otherwise the call is refused with 503.
 */
export type AdmissionRouteConfig = {
  providerForm?: boolean;
  whenRefused?: (request: FastifyRequest) => Promise<'admit' | undefined>;
};

/** Each admitted call's time in hot rows' queues, counted while it runs. */
const hotRowWaitsOf = new WeakMap<FastifyRequest, HotRowWaits>();
/** Refused calls of routes with `whenRefused`, answered once their body is read. */
const refusedOnceRead = new WeakSet<FastifyRequest>();

/** Puts admission in front of every API call of the app. */
export function registerAdmission(app: FastifyInstance, admission: Admission, retryAfterSeconds = 1): void {
  const stalledMs = loopStallClock(app);
  const refuse = (reply: FastifyReply) => {
    reply.header('retry-after', String(retryAfterSeconds));
    return sendRefusal(reply, 503, messages.overloaded);
  };
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config as AdmissionRouteConfig | undefined;
    if (!isAdmitted(request.url, config)) return;
    const family = routeFamily(request.routeOptions.url);
    if (!admission.admit(stalledMs(), family)) {
      if (!config?.whenRefused) return refuse(reply);
      refusedOnceRead.add(request);
      return;
    }
    const waits: HotRowWaits = { ms: 0 };
    hotRowWaitsOf.set(request, waits);
    // Done once: when the answer's 'close' comes (it went out, or the caller went away), or when its
    // connection closes first. A call pipelined behind others on one connection never gets its own
    // 'close' when the connection is dropped (a load generator stopping, a browser closing): counted
    // as in flight for ever, such calls (196 after one run of bench/run.ts's public reads) made
    // admission see a queue that was not there and refuse calls one at a time.
    const admitted = performance.now();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      forget();
      // A paced call's wait for its slot (address-pacing.ts) is idle time on purpose, not a queue.
      admission.done(performance.now() - admitted - pacedWaitOf(request.raw), family, waits.ms);
    };
    const forget = onConnectionClose(request.raw.socket, finish);
    reply.raw.once('close', finish);
  });
  // A callback hook: the rest of the call (its handler and what it awaits) runs inside it. After the
  // body is read, because the body's stream events do not carry a context set before them.
  app.addHook('preValidation', (request, _reply, done) => {
    const waits = hotRowWaitsOf.get(request);
    if (waits) countHotRowWaits(waits, done);
    else done();
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!refusedOnceRead.has(request)) return;
    // Throws the route's own answer when it has one for this call, or lets it in.
    const verdict = await (request.routeOptions.config as AdmissionRouteConfig).whenRefused?.(request);
    if (verdict === 'admit') return;
    return refuse(reply);
  });
}

/** Calls waiting for their connection's end, by connection: one 'close' listener per connection. */
const pendingByConnection = new WeakMap<Socket, Set<() => void>>();

/** Runs `callback` when `socket` closes; answers how to take it back. */
function onConnectionClose(socket: Socket | undefined, callback: () => void): () => void {
  // app.inject has no real connection: its answers always close.
  if (!socket || typeof socket.once !== 'function') return () => {};
  let pending = pendingByConnection.get(socket);
  if (!pending) {
    const calls = new Set<() => void>();
    pendingByConnection.set(socket, calls);
    socket.once('close', () => {
      pendingByConnection.delete(socket);
      for (const call of calls) call();
    });
    pending = calls;
  }
  pending.add(callback);
  const calls = pending;
  return () => calls.delete(callback);
}
