import { createHash } from 'node:crypto';
import { createMicroCache } from '../../platform/cache/micro-cache';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { getBusinessDetails } from './business-details';

/**
 * The footer's details as ready JSON with its ETag, read again at most every 10 s: every page of every
 * visitor asks for them, so a crowd costs one read. Saving them empties it in this process; other
 * server processes show the change within the 10 s.
 */
export function createBusinessDetailsCache(db: Db) {
  return createMicroCache({
    ttlMs: 10_000,
    load: async () => {
      const json = JSON.stringify(ok(await getBusinessDetails(db)));
      return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    },
  });
}
export type BusinessDetailsCache = ReturnType<typeof createBusinessDetailsCache>;
