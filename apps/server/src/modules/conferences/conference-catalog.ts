import { apiEnvelope, conferenceListSchema, conferenceSchema } from '@edu/shared';
import { createMicroCache } from '../../platform/cache/micro-cache';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { listPublishedConferences } from './list-conferences';

const listAnswerSchema = apiEnvelope(conferenceListSchema);
const oneAnswerSchema = apiEnvelope(conferenceSchema);

/** How stale the public list may be when another server process changed it (seat counts included). */
export const publicListTtlMs = 2_000;

export type ConferenceCatalog = {
  /** The public conference list answer, already validated and serialised. */
  publishedListJson(): Promise<string>;
  /** One published conference's answer, serialised; undefined when there is none with that idx. */
  publishedConferenceJson(idx: number): Promise<string | undefined>;
  /** One published conference's pictures (its page's largest paint); undefined when there is none. */
  publishedPictures(idx: number): Promise<{ banners: string[]; thumbnail: string | null } | undefined>;
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
    load: async () => {
      const list = await listPublishedConferences({ db: options.db });
      const byIdx = new Map(list.map((conference) => [conference.idx, conference]));
      return {
        json: JSON.stringify(listAnswerSchema.parse(ok(list))),
        byIdx,
        oneJson: new Map<number, string>(),
      };
    },
  });
  return {
    publishedListJson: async () => (await cache.get()).json,
    async publishedConferenceJson(idx) {
      const { byIdx, oneJson } = await cache.get();
      const conference = byIdx.get(idx);
      if (!conference) return undefined;
      // Serialised on first ask, then kept with the list it came from (dropped together with it).
      let json = oneJson.get(idx);
      if (!json) {
        json = JSON.stringify(oneAnswerSchema.parse(ok(conference)));
        oneJson.set(idx, json);
      }
      return json;
    },
    async publishedPictures(idx) {
      const conference = (await cache.get()).byIdx.get(idx);
      return conference && { banners: conference.banners, thumbnail: conference.thumbnail };
    },
    invalidate: cache.invalidate,
  };
}
