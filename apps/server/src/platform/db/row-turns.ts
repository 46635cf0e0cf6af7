/**
 * Turns on hot rows, inside this process: at most `perRow` callers writing the same row run at once;
 * the others wait here, in memory, holding nothing — not a pooled connection, as they would waiting for
 * the row's lock inside PostgreSQL. Used by hot-rows.ts, which says why and what was measured. The
 * database still guarantees the stock (its constraint); these turns only decide who waits where, and
 * several server processes each keep their own. No library fitted: the keyed semaphores on npm either
 * lock one key at a time (an order may claim several rows) or bring a Redis lock with them.
 */
export type RowTurns = <T>(rows: readonly string[], work: () => Promise<T>) => Promise<T>;

type Turn = { running: number; waiting: (() => void)[] };

export function createRowTurns(perRow = 2): RowTurns {
  const turns = new Map<string, Turn>();

  const take = (row: string) => {
    const turn = turns.get(row) ?? { running: 0, waiting: [] };
    turns.set(row, turn);
    if (turn.running < perRow) {
      turn.running += 1;
      return Promise.resolve();
    }
    // The place is handed over by `give`, so `running` never drops while someone waits.
    return new Promise<void>((resolve) => turn.waiting.push(resolve));
  };

  const give = (row: string) => {
    const turn = turns.get(row);
    if (!turn) return;
    const next = turn.waiting.shift();
    if (next) next();
    else if (--turn.running === 0) turns.delete(row);
  };

  return async (rows, work) => {
    // Always in the same order, so two callers of the same rows never wait on each other in a circle.
    const ordered = [...new Set(rows)].sort();
    const taken: string[] = [];
    try {
      for (const row of ordered) {
        await take(row);
        taken.push(row);
      }
      return await work();
    } finally {
      for (const row of taken.reverse()) give(row);
    }
  };
}
