import { describe, expect, it } from 'vitest';
import { createKeyedMicroCache, createMicroCache } from './micro-cache';

describe('micro cache', () => {
  it('shares one load between concurrent callers and reloads after the time to live', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createMicroCache({ ttlMs: 1000, now: () => clock, load: async () => ++loads });
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache.get()).toBe(1);
    clock = 1000;
    expect(await cache.get()).toBe(2);
  });

  it('loads again at once after invalidate, and a load started before it does not win', async () => {
    let release: (value: string) => void = () => {};
    let calls = 0;
    const cache = createMicroCache({
      ttlMs: 60_000,
      load: () => {
        calls += 1;
        return calls === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('fresh');
      },
    });
    const stale = cache.get();
    cache.invalidate();
    expect(await cache.get()).toBe('fresh');
    release('stale');
    expect(await stale).toBe('stale');
    expect(await cache.get()).toBe('fresh');
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const cache = createMicroCache({
      ttlMs: 60_000,
      load: async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      },
    });
    await expect(cache.get()).rejects.toThrow('database down');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });
});

describe('keyed micro cache', () => {
  it('keeps one load per key, drops the oldest key when full, and empties every key on invalidate', async () => {
    const loads: string[] = [];
    const cache = createKeyedMicroCache({
      ttlMs: 60_000,
      maxKeys: 2,
      load: async (key) => {
        loads.push(key);
        return `${key}:${loads.length}`;
      },
    });
    expect(await Promise.all([cache.get('a'), cache.get('a'), cache.get('b')])).toEqual([
      'a:1',
      'a:1',
      'b:2',
    ]);
    expect(await cache.get('a')).toBe('a:1');
    await cache.get('c'); // full: 'a', the oldest, is dropped
    expect(await cache.get('b')).toBe('b:2');
    expect(await cache.get('a')).toBe('a:4');
    cache.invalidate();
    expect(await cache.get('b')).toBe('b:5');
  });
});
