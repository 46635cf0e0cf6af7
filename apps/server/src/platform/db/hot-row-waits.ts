import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long the call being served has spent in hot rows' queues (hot-rows.ts): waiting for its turn on a
 * row and running its statement there, which waits on the row's lock behind the turns before it.
 * Admission (platform/http/admission.ts) takes it out of the call's time: a drop's buyers queued on its
 * one stock row are that row's queue, not the process overloaded, and refusing them told late buyers
 * "접속자가 많아" where a quick 품절 was waiting (issue 41: 966 of 1,000 refused while units remained).
 */
export type HotRowWaits = { ms: number };

const waitsOfCall = new AsyncLocalStorage<HotRowWaits>();

/** Runs the rest of a call (`next` and what it awaits) counting its time in hot rows' queues in `waits`. */
export const countHotRowWaits = (waits: HotRowWaits, next: () => void): void => waitsOfCall.run(waits, next);

/** Runs `work` (a turn on hot rows and its statement), adding its time to the call's waits, if counted. */
export async function asHotRowWait<T>(work: () => Promise<T>): Promise<T> {
  const waits = waitsOfCall.getStore();
  if (!waits) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    waits.ms += performance.now() - started;
  }
}

/**
 * How long this thread has run hot rows' statements of a database on this thread (PGlite), in all: the
 * time while at least one runs. There the loop is held while the statements run, so the calls read in
 * the next turn waited for the row's turns, not for a process overloaded; admission's loop-stall sign
 * leaves that time out. A database of its own process (PostgreSQL) runs them off this thread: not counted.
 */
let statementsRunning = 0;
let runningSince = 0;
let ranMs = 0;

export const hotRowStatementsMs = (): number =>
  ranMs + (statementsRunning > 0 ? performance.now() - runningSince : 0);

/** Runs `work` (hot rows' statements on this thread), counting its time in `hotRowStatementsMs`. */
export async function asHotRowStatementsOnThisThread<T>(work: () => Promise<T>): Promise<T> {
  if (statementsRunning++ === 0) runningSince = performance.now();
  try {
    return await work();
  } finally {
    if (--statementsRunning === 0) ranMs += performance.now() - runningSince;
  }
}
