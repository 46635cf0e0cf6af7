/** Tasks for the tests of `runInWorker`: one that answers, one that never ends, one that eats its heap. */

/** Doubles a number (and proves the task's TypeScript ran). */
export const double = (input: { n: number }): { doubled: number } => ({ doubled: input.n * 2 });

/** Throws, as a task that meets bad input does. */
export const fail = (): never => {
  throw new Error('the task failed');
};

/** Never answers. */
export const spin = (): never => {
  for (;;) {
    // A busy loop: only terminating the thread stops it.
  }
};

/** Keeps every string it makes until its heap is exhausted. */
export const fillHeap = (): string[] => {
  const kept: string[] = [];
  for (let i = 0; ; i += 1) kept.push(`${i}`.repeat(64) + Math.random());
};
