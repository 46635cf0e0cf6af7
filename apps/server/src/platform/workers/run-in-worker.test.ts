import { describe, expect, it } from 'vitest';
import { runInWorker, WorkerLimitError } from './run-in-worker';

const fixtures = new URL('./run-in-worker.fixtures.ts', import.meta.url);
const task = (exportName: string, limits = { timeoutMs: 10_000, maxHeapMb: 64 }) =>
  runInWorker({ module: fixtures, exportName, input: { n: 21 }, ...limits });

describe('a task run in a worker thread', () => {
  it('answers what the TypeScript function returns', async () => {
    expect(await task('double')).toEqual({ doubled: 42 });
  });

  it('rejects with what the function threw', async () => {
    await expect(task('fail')).rejects.toThrow('the task failed');
  });

  it('is stopped at its time limit while the server keeps answering', async () => {
    const started = Date.now();
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 50);
    const stopped = (await task('spin', { timeoutMs: 1_500, maxHeapMb: 64 }).catch(
      (error: unknown) => error,
    )) as WorkerLimitError;
    clearInterval(ticking);
    expect(stopped).toBeInstanceOf(WorkerLimitError);
    expect(stopped.limit).toBe('time');
    expect(Date.now() - started).toBeLessThan(5_000);
    // The main thread kept running its timers all along.
    expect(ticks).toBeGreaterThan(10);
  });

  it('dies at its heap limit, and the server lives on', async () => {
    const stopped = (await task('fillHeap', { timeoutMs: 30_000, maxHeapMb: 32 }).catch(
      (error: unknown) => error,
    )) as WorkerLimitError;
    expect(stopped).toBeInstanceOf(WorkerLimitError);
    expect(stopped.limit).toBe('memory');
    expect(await task('double')).toEqual({ doubled: 42 });
  });
});
