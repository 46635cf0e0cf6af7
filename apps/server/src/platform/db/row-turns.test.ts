import { describe, expect, it } from 'vitest';
import { createRowTurns } from './row-turns';

/** A piece of work that records how many ran at once and finishes when told. */
function gate() {
  let running = 0;
  let most = 0;
  const releases: (() => void)[] = [];
  const work = () => {
    running += 1;
    most = Math.max(most, running);
    return new Promise<void>((resolve) =>
      releases.push(() => {
        running -= 1;
        resolve();
      }),
    );
  };
  const releaseAll = () => {
    for (const release of releases.splice(0)) release();
  };
  return { work, most: () => most, releaseAll };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('turns on hot rows', () => {
  it('lets at most the given number write one row at once, and the rest in the order they came', async () => {
    const turns = createRowTurns(2);
    const order: number[] = [];
    const { work, most, releaseAll } = gate();
    const all = [1, 2, 3, 4, 5].map((n) =>
      turns(['stock:7'], async () => {
        order.push(n);
        await work();
      }),
    );
    await tick();
    expect(order).toEqual([1, 2]);
    while (order.length < 5) {
      releaseAll();
      await tick();
    }
    releaseAll();
    await Promise.all(all);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(most()).toBe(2);
  });

  it('does not hold up work on other rows, and frees the turn when the work fails', async () => {
    const turns = createRowTurns(1);
    const { work, releaseAll } = gate();
    const first = turns(['stock:1'], work);
    await tick();
    // Another row goes at once; a failure on it gives its turn back.
    await expect(turns(['stock:2'], async () => Promise.reject(new Error('short')))).rejects.toThrow('short');
    expect(await turns(['stock:2'], async () => 'again')).toBe('again');
    releaseAll();
    await first;
  });

  it('takes several rows in one order, so two orders of the same rows never wait on each other', async () => {
    const turns = createRowTurns(1);
    const done: string[] = [];
    await Promise.all([
      turns(['b', 'a'], async () => {
        await tick();
        done.push('first');
      }),
      turns(['a', 'b'], async () => {
        done.push('second');
      }),
    ]);
    expect(done).toEqual(['first', 'second']);
  });
});
