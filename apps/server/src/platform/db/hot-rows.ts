import { asHotRowStatementsOnThisThread, asHotRowWait } from './hot-row-waits';
import { createRowTurns } from './row-turns';

/**
 * Writes to hot rows (a limited drop's stock), on connections of their own.
 *
 * Why: in a drop, hundreds of orders update one stock row. Run on the shared pool, each waits for the
 * row's lock holding one of its connections, and every other call of the process — a late buyer's
 * "sold out", a page read — queues behind them (measured: 610–735 of 1,000 drop attempts refused with
 * 503). Turns in the process (row-turns.ts, 2 a row on the shared pool) removed the refusals, but each
 * turn's statement then waited 13–39 ms for a shared connection behind the other buyers' reads, and a
 * row passed at most 2 statements per wait: 214–380 attempts/s, p99 2–3.6 s.
 *
 * Here the writers have their own few connections, as many as the turns a row gives: a turn never waits
 * for a connection, the statements of one row queue on its lock inside PostgreSQL (handed over there,
 * without a round trip to this busy process), and the shared pool stays free for reads. Measured with
 * `npm run bench` (BENCH_ONLY=drop, PostgreSQL 15, one process, this 2-core machine, 3 drops a run):
 * 8 writers gave 391–695 attempts/s where 4 gave 285–445, but the shared pool's queue then refused
 * 143–759 of 1,000 attempts with 503 in 8 of 9 drops; the pool that serves the oldest call first
 * (oldest-first-pool.ts) removed those refusals.
 *
 * The time a call spends here is its hot rows' queue, not the process's: admission does not count it
 * (hot-row-waits.ts).
 */
export type HotRows<Writer> = {
  /** Runs `work` on a writer connection once the caller has a turn on every row it names. */
  write<T>(rows: readonly string[], work: (writer: Writer) => Promise<T>): Promise<T>;
};

/**
 * Hot-row writes through `writer` (a pool of `perRow` connections on PostgreSQL, or PGlite itself:
 * `onThisThread`, its statements hold this thread while they run).
 */
export function createHotRows<Writer>(
  writer: Writer,
  perRow: number,
  options: { onThisThread?: boolean } = {},
): HotRows<Writer> {
  const turns = createRowTurns(perRow);
  const run = options.onThisThread ? asHotRowStatementsOnThisThread : <T>(work: () => Promise<T>) => work();
  return { write: (rows, work) => asHotRowWait(() => turns(rows, () => run(() => work(writer)))) };
}
