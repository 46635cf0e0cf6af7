import { apiEnvelope, conferenceListSchema } from '@edu/shared';
import { createMicroCache } from '../../platform/cache/micro-cache';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { listPublishedConferences } from './list-conferences';

const listAnswerSchema = apiEnvelope(conferenceListSchema);

/** How stale the public list may be when another server process changed it (seat counts included). */
export const publicListTtlMs = 2_000;

export type ConferenceCatalog = {
  /** The public conference list answer, already validated and serialised. */
  publishedListJson(): Promise<string>;
  /** Call after any change to conferences, sessions or seat counts made by this process. */
  invalidate(): void;
};

/**
 * The public conference list is the most read answer of the site and changes rarely: it is built
 * at most once per `publicListTtlMs` and served as ready JSON, so a registration rush's page loads
 * do not queue on the database. Registration itself always checks seats in the database.
 */
export function createConferenceCatalog(options: { db: Db }): ConferenceCatalog {
  const cache = createMicroCache({
    ttlMs: publicListTtlMs,
    load: async () =>
      JSON.stringify(listAnswerSchema.parse(ok(await listPublishedConferences({ db: options.db })))),
  });
  return { publishedListJson: cache.get, invalidate: cache.invalidate };
}
