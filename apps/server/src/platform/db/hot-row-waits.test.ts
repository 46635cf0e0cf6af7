import { afterEach, describe, expect, it, vi } from 'vitest';
import { countHotRowWaits, type HotRowWaits, hotRowStatementsMs } from './hot-row-waits';
import { createHotRows } from './hot-rows';

afterEach(() => {
  vi.useRealTimers();
});

/** Runs `work` as a call whose hot-row waits are counted in `waits`. */
const asCall = <T>(waits: HotRowWaits, work: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => countHotRowWaits(waits, () => work().then(resolve, reject)));

describe('a call’s time in hot rows’ queues', () => {
  it('counts the wait for a turn on the row and the write there, and nothing else of the call', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const hotRows = createHotRows('writer', 1);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const first: HotRowWaits = { ms: 0 };
    const second: HotRowWaits = { ms: 0 };
    const firstCall = asCall(first, () => hotRows.write(['combination:1'], () => held));
    const secondCall = asCall(second, async () => {
      await hotRows.write(['combination:1'], async () => {
        await new Promise((resolve) => setTimeout(resolve, 0)); // the first call has handed its turn over
        vi.advanceTimersByTime(20); // its own statement
      });
      vi.advanceTimersByTime(300); // the rest of the call (its payment window): not the row's
    });
    // The first holds the row's one turn for 700 ms; the second waits for it.
    vi.advanceTimersByTime(700);
    release();
    await Promise.all([firstCall, secondCall]);
    expect(first.ms).toBe(700);
    expect(second.ms).toBe(720);
  });

  it('counts nothing for a write outside a counted call', async () => {
    const hotRows = createHotRows('writer', 1);
    await expect(hotRows.write(['combination:1'], async (writer) => writer)).resolves.toBe('writer');
  });

  it('counts the time this thread runs an embedded database’s hot-row statements once, however many run', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const embedded = createHotRows('pglite', 2, { onThisThread: true });
    const elsewhere = createHotRows('postgres', 2);
    const before = hotRowStatementsMs();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Two turns on the row at once for 400 ms: 400 ms of this thread, not 800.
    const both = Promise.all([
      embedded.write(['stock:1'], () => held),
      embedded.write(['stock:1'], () => held),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0)); // both have their turn
    vi.advanceTimersByTime(400);
    release();
    await both;
    // A statement PostgreSQL runs, off this thread, is not counted.
    await elsewhere.write(['stock:1'], async () => {
      vi.advanceTimersByTime(300);
    });
    expect(hotRowStatementsMs() - before).toBe(400);
  });
});
