// Data and measurement for the streamed-zip benchmark, inside the server process: a free content of
// large private files, and the process's resident memory sampled while a download runs.
import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../apps/server/src/modules/storage';
import type { Db } from '../apps/server/src/platform/db/database';
import { addContentFiles, createContent } from '../apps/server/src/test/mall-factories';

/** A free content of `files` files of `megabytes` MB each (random bytes: nothing to gain by compressing). */
export async function createLargeContent(
  db: Db,
  storage: FileStorage,
  options: { files: number; megabytes: number },
) {
  const content = await createContent(db, { price: 0, isFree: true });
  const chunk = randomBytes(options.megabytes * 1024 * 1024);
  await addContentFiles(
    db,
    storage,
    content.itemId,
    Array.from({ length: options.files }, (_, i) => ({ name: `대용량 자료 ${i + 1}.bin`, data: chunk })),
  );
  return { itemId: content.itemId };
}

let sampler: { timer: NodeJS.Timeout; baseline: number; peak: number } | null = null;

/** Starts sampling the resident memory every 10 ms (after a garbage collection when exposed). */
export function startMemorySampling() {
  (globalThis as { gc?: () => void }).gc?.();
  const baseline = process.memoryUsage().rss;
  const state = {
    baseline,
    peak: baseline,
    timer: setInterval(() => {
      state.peak = Math.max(state.peak, process.memoryUsage().rss);
    }, 10),
  };
  sampler = state;
  return { baselineMb: baseline / 1024 / 1024 };
}

/** Stops sampling; answers how far the resident memory rose above where it started. */
export function stopMemorySampling() {
  if (!sampler) return { growthMb: 0 };
  clearInterval(sampler.timer);
  const growthMb = (sampler.peak - sampler.baseline) / 1024 / 1024;
  sampler = null;
  return { growthMb };
}
