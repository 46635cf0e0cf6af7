import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';

export type PooledTask<Input> = {
  /** The module (`new URL('./x.ts', import.meta.url)`) and its exported function of `input`. */
  module: URL;
  exportName: string;
  /** Copied to the thread (structured clone); the function's answer comes back the same way. */
  input: Input;
};

/**
 * Threads for CPU work of our own making (building a workbook of 20,000 rows takes seconds): on the
 * main thread it would stall the event loop, and admission (platform/http/admission.ts) would refuse
 * every call that arrives meanwhile, even with a single call in flight. One core is left to the main
 * thread; tasks beyond the threads wait their turn in the pool's queue, not in the event loop.
 * Untrusted input (an uploaded sheet) is not for this pool: `runInWorker` gives each such task a thread
 * of its own, with its own heap and time limits.
 */
let pool: Piscina | null = null;

function threads(): Piscina {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./pool-entry.mjs', import.meta.url)),
    minThreads: 0,
    maxThreads: Math.max(1, availableParallelism() - 1),
    // A thread costs about 40 MB and its start (tsx) a fraction of a second: keep it a while, not forever.
    idleTimeout: 30_000,
    // The entry registers tsx itself; the parent's flags (--import tsx, --watch) are not for it.
    execArgv: [],
  });
  return pool;
}

/** Runs one exported function of a module on a thread of the pool and answers its result. */
export function runPooled<Input, Output>(task: PooledTask<Input>): Promise<Output> {
  return threads().run({ module: task.module.href, exportName: task.exportName, input: task.input });
}

/** Stops the pool's threads (when the app closes); the next task starts it again. */
export async function closePool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
