import { messages } from '@edu/shared';
import type { FastifyInstance } from 'fastify';
import { sendRefusal } from './envelope';

/**
 * Admission under overload (issue 20): a call that would wait longer than `maxWaitMs` is refused at
 * once with 503 and Retry-After instead of joining a queue where every caller waits. A refused call
 * did nothing, so the page may send it again (it does, with jitter). Two signs, because the queue sits
 * in different places (both measured in the burst of 2000, bench/rush.ts):
 *
 * - **A standing queue in the process** (PostgreSQL: calls wait for a pooled connection). As in CoDel,
 *   when even the quickest call answered in the last quarter-second took longer than half of
 *   `maxWaitMs`, new calls are refused (one slow export does not count: it is never the quickest) until
 *   a window shows a quick answer or the calls in flight are done. Below `minInFlight` calls in flight
 *   every call is let in. An estimate by Little's law (in flight ÷ answers per second) was tried
 *   first: after a quiet spell the rate is near 0, and it refused most of a 200-connection storm that
 *   PostgreSQL answers with a p50 of 146 ms (the seats were then left unsold).
 * - **A stalled event loop** (PGlite: the database runs on the main thread and its promises settle
 *   without yielding, so a call runs from parse to answer in one go and at most one is ever in flight;
 *   the queue is the sockets waiting to be read). What shows it is how long ago the loop last ran its
 *   timers: the calls read in this turn have waited at least that long (and maybe through the end of
 *   the turn before), so while it is over half of `maxWaitMs` they are refused, cheaply, and the next
 *   turn starts afresh.
 */
export type AdmissionOptions = {
  maxWaitMs: number;
  minInFlight?: number;
  now?: () => number;
};

export type Admission = {
  /** True when the call may go on; it must then call `done` exactly once. `stalledMs`: the loop's stall. */
  admit(stalledMs?: number): boolean;
  /** A call let in is answered (or its caller went away) after `durationMs`. */
  done(durationMs: number): void;
  figures(): { inFlight: number; refused: number; overloaded: boolean };
};

const windowMs = 250;

export function createAdmission(options: AdmissionOptions): Admission {
  const now = options.now ?? (() => performance.now());
  const minInFlight = options.minInFlight ?? 32;
  const slowMs = options.maxWaitMs / 2;
  let inFlight = 0;
  let refused = 0;
  let overloaded = false;
  let windowStart = now();
  let quickestInWindow = Infinity;

  /** At the end of each window: a standing queue if even its quickest answer was slow. */
  const roll = () => {
    if (now() - windowStart < windowMs) return;
    overloaded = quickestInWindow === Infinity ? overloaded && inFlight > 0 : quickestInWindow > slowMs;
    quickestInWindow = Infinity;
    windowStart = now();
  };

  return {
    admit(stalledMs = 0) {
      roll();
      if (stalledMs > slowMs || (overloaded && inFlight >= minInFlight)) {
        refused += 1;
        return false;
      }
      inFlight += 1;
      return true;
    },
    done(durationMs) {
      inFlight -= 1;
      quickestInWindow = Math.min(quickestInWindow, durationMs);
      roll();
    },
    figures: () => ({ inFlight, refused, overloaded }),
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

/** How long the event loop has gone without running its timers (0 while it turns freely). */
function loopStallClock(app: FastifyInstance): () => number {
  const tickMs = 20;
  let lastTick = performance.now();
  const ticker = setInterval(() => {
    lastTick = performance.now();
  }, tickMs);
  ticker.unref();
  app.addHook('onClose', async () => clearInterval(ticker));
  return () => Math.max(0, performance.now() - lastTick - tickMs);
}

/** Puts admission in front of every API call of the app. */
export function registerAdmission(app: FastifyInstance, admission: Admission, retryAfterSeconds = 1): void {
  const stalledMs = loopStallClock(app);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config as { providerForm?: boolean } | undefined;
    if (!isAdmitted(request.url, config)) return;
    if (!admission.admit(stalledMs())) {
      reply.header('retry-after', String(retryAfterSeconds));
      return sendRefusal(reply, 503, messages.overloaded);
    }
    // 'close' comes once, whether the answer went out or the caller went away.
    const admitted = performance.now();
    reply.raw.once('close', () => admission.done(performance.now() - admitted));
  });
}
