import { describe, expect, it } from 'vitest';
import { memoryPaceStore } from './address-pacing';

const rule = { ceiling: 3, windowMs: 60_000, spacingMs: 5_000, maxWaitMs: 15_000 };

describe('pacing per address past a ceiling', () => {
  it('lets the ceiling through at once, then spaces the calls and refuses only past the longest wait', async () => {
    let now = 1_000_000;
    const store = memoryPaceStore(() => now);
    for (let i = 0; i < 3; i += 1) expect(await store.reserve('church', rule)).toBe(0);
    // Three arriving together past the ceiling wait 5, 10 and 15 s: one call per spacing.
    expect(await store.reserve('church', rule)).toBe(5_000);
    expect(await store.reserve('church', rule)).toBe(10_000);
    expect(await store.reserve('church', rule)).toBe(15_000);
    // A fourth would wait 20 s: the queue is full, so it is refused (and does not count).
    expect(await store.reserve('church', rule)).toBe('full');
    // Another address is not held up by the church's queue.
    expect(await store.reserve('home', rule)).toBe(0);
    // Once the queue has drained, a late call waits only one spacing again.
    now += 30_000;
    expect(await store.reserve('church', rule)).toBe(5_000);
    // A new window starts afresh.
    now += 60_000;
    expect(await store.reserve('church', rule)).toBe(0);
  });
});
