/**
 * Keeps the result of an expensive read for a short time and shares one load between concurrent
 * callers. For public lists that every visitor asks for: a burst of a thousand requests costs one
 * query, and what they see is at most `ttlMs` old (writers in this process call `invalidate`).
 */
export type MicroCache<T> = {
  get(): Promise<T>;
  invalidate(): void;
};

export function createMicroCache<T>(options: {
  ttlMs: number;
  load: () => Promise<T>;
  now?: () => number;
}): MicroCache<T> {
  const now = options.now ?? Date.now;
  let value: { data: T; loadedAt: number } | undefined;
  let inFlight: Promise<T> | undefined;
  let generation = 0;

  const load = () => {
    const startedGeneration = generation;
    const startedAt = now();
    const promise = options.load().then(
      (data) => {
        // A load that began before an invalidation must not put old data back.
        if (startedGeneration === generation) value = { data, loadedAt: startedAt };
        if (inFlight === promise) inFlight = undefined;
        return data;
      },
      (error: unknown) => {
        if (inFlight === promise) inFlight = undefined;
        throw error;
      },
    );
    inFlight = promise;
    return promise;
  };

  return {
    get() {
      if (value && now() - value.loadedAt < options.ttlMs) return Promise.resolve(value.data);
      return inFlight ?? load();
    },
    invalidate() {
      generation += 1;
      value = undefined;
      inFlight = undefined;
    },
  };
}

/**
 * A micro cache per key (e.g. per page of a public list), holding at most `maxKeys` keys: when full,
 * the oldest key is dropped. `invalidate` empties every key at once (any write to the list).
 */
export type KeyedMicroCache<T> = {
  get(key: string): Promise<T>;
  invalidate(): void;
};

export function createKeyedMicroCache<T>(options: {
  ttlMs: number;
  maxKeys: number;
  load: (key: string) => Promise<T>;
  now?: () => number;
}): KeyedMicroCache<T> {
  const caches = new Map<string, MicroCache<T>>();
  return {
    get(key) {
      let cache = caches.get(key);
      if (!cache) {
        if (caches.size >= options.maxKeys) {
          const oldest = caches.keys().next().value;
          if (oldest !== undefined) caches.delete(oldest);
        }
        cache = createMicroCache({
          ttlMs: options.ttlMs,
          load: () => options.load(key),
          ...(options.now && { now: options.now }),
        });
        caches.set(key, cache);
      }
      return cache.get();
    },
    invalidate() {
      for (const cache of caches.values()) cache.invalidate();
      caches.clear();
    },
  };
}
