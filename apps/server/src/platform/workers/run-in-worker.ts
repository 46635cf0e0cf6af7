import { Worker } from 'node:worker_threads';

/** Why a task was stopped: it ran past its time, or its heap reached its limit. */
export class WorkerLimitError extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(limit === 'time' ? 'worker ran out of time' : 'worker ran out of memory');
    this.name = 'WorkerLimitError';
  }
}

export type WorkerTask<Input> = {
  /** The module (`new URL('./x.ts', import.meta.url)`) and its exported function of `input`. */
  module: URL;
  exportName: string;
  /** Copied to the worker (structured clone); the function's answer comes back the same way. */
  input: Input;
  timeoutMs: number;
  /** The worker's heap ceiling: past it the worker dies, not the server. */
  maxHeapMb: number;
};

/**
 * Runs one exported function in a thread of its own and answers its result: parsing an untrusted file
 * there keeps the server answering, and a file that slips past the checks exhausts the worker's heap
 * or time, not the server's. Rejects with `WorkerLimitError` when a limit stopped it, or with what the
 * function threw.
 */
export function runInWorker<Input, Output>(task: WorkerTask<Input>): Promise<Output> {
  return new Promise<Output>((resolve, reject) => {
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: { module: task.module.href, exportName: task.exportName, input: task.input },
      // The entry registers tsx itself; the parent's flags (--import tsx, --watch) are not for it.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: task.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new WorkerLimitError('time'))), task.timeoutMs);
    worker.once('message', (result: Output) => settle(() => resolve(result)));
    worker.once('error', (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory') : error),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`worker exited with code ${code} before answering`))),
    );
  });
}
