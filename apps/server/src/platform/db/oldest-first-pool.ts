import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/** When the call being served arrived (performance.now()), for the pool's order; unset outside calls. */
export const callArrival = new AsyncLocalStorage<number>();

/** Waiters for a connection, oldest call first. */
export class OldestFirstQueue {
  private readonly waiting: { arrival: number; go: () => void }[] = [];
  private free: number;

  constructor(size: number) {
    this.free = size;
  }

  take(arrival: number): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((go) => {
      // Binary search for the place: after every waiter that arrived earlier or at the same time.
      let low = 0;
      let high = this.waiting.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((this.waiting[middle]?.arrival ?? 0) <= arrival) low = middle + 1;
        else high = middle;
      }
      this.waiting.splice(low, 0, { arrival, go });
    });
  }

  get waitingCount(): number {
    return this.waiting.length;
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next.go();
    else this.free += 1;
  }
}

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;

/**
 * A pool that hands its connections to the oldest call first, not to the first query that asked.
 *
 * Why: under load every call makes a few queries one after another, and a pool that serves queries as
 * they come makes each of them queue behind every other call's: 200 buyers of a drop, 3–4 queries
 * each on 10 connections, all finished late together, and the first buyers — the ones who got the
 * stock, with the most queries to make — last of all (their queries waited 90–450 ms each, p99 over a
 * second). Oldest first, a call that started goes on to its end before newer ones start, as at a
 * counter: the quickest answers come first and the tail is the queue's length, not a multiple of it.
 * A query made outside a call (a job) counts as arriving when it asks. Measured with `npm run bench`
 * (PostgreSQL 15, one process, this 2-core machine), against the commit before: the drop's 503
 * refusals (143–759 of 1,000 in 8 of 9 drops) went to none in 33 drops (357–783 attempts/s; only two
 * drops slowed by the CPU profiler still had some); the registration rush went from 419 to 522
 * attempts/s, p99 864 to 562 ms (one run each); a steady cart-edit stream had 758 edits of 2,000 let in
 * where it had 531. pg-pool has no order but its own, so the queue is here, in front of it.
 */
export class OldestFirstPool extends pg.Pool {
  private readonly queue: OldestFirstQueue;

  constructor(config: pg.PoolConfig & { max: number }) {
    super(config);
    this.queue = new OldestFirstQueue(config.max);
  }

  /** Calls waiting for a connection: in this queue, and (rarely) in the pool's own behind it. */
  get callsWaiting(): number {
    return this.queue.waitingCount + this.waitingCount;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const arrival = callArrival.getStore() ?? performance.now();
    const checkout = this.queue.take(arrival).then(() =>
      super.connect().then(
        (client) => {
          const release = client.release.bind(client);
          let released = false;
          client.release = (error?: Error | boolean) => {
            if (!released) {
              released = true;
              this.queue.give();
            }
            return release(error);
          };
          return client;
        },
        (error: unknown) => {
          this.queue.give();
          throw error;
        },
      ),
    );
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error),
    );
    return undefined;
  }
}
