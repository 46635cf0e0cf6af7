import { apiEnvelope, conferenceListSchema, conferenceSchema } from '@edu/shared';
import { createMicroCache } from '../../platform/cache/micro-cache';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { plainTextOf } from '../community';
import { listPublishedConferences } from './list-conferences';

const listAnswerSchema = apiEnvelope(conferenceListSchema);
const oneAnswerSchema = apiEnvelope(conferenceSchema);

/** How stale the public list may be when another server process changed it (seat counts included). */
export const publicListTtlMs = 2_000;

/** A published conference's pictures (its page's largest paint) and the text of its description. */
export type PublishedPage = { title: string; text: string; banners: string[]; thumbnail: string | null };

export type ConferenceCatalog = {
  /** The public conference list answer, already validated and serialised. */
  publishedListJson(): Promise<string>;
  /** One published conference's answer, serialised; undefined when there is none with that idx. */
  publishedConferenceJson(idx: number): Promise<string | undefined>;
  /** What one published conference's page names in its head; undefined when there is none. */
  publishedPage(idx: number): Promise<PublishedPage | undefined>;
  /** Call after any change to conferences, sessions or seat counts made by this process. */
  invalidate(): void;
};

/** What `make` answers for `key`, made on first ask and then kept with the list it came from (dropped together with it). */
function keptIn<V>(kept: Map<number, V>, key: number, make: () => V): V {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    kept.set(key, value);
  }
  return value;
}

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
        pages: new Map<number, PublishedPage>(),
      };
    },
  });
  return {
    publishedListJson: async () => (await cache.get()).json,
    async publishedConferenceJson(idx) {
      const { byIdx, oneJson } = await cache.get();
      const conference = byIdx.get(idx);
      return conference && keptIn(oneJson, idx, () => JSON.stringify(oneAnswerSchema.parse(ok(conference))));
    },
    async publishedPage(idx) {
      const { byIdx, pages } = await cache.get();
      const conference = byIdx.get(idx);
      return (
        conference &&
        keptIn(pages, idx, () => {
          const { title, banners, thumbnail } = conference;
          return { title, text: plainTextOf(conference.contents), banners, thumbnail };
        })
      );
    },
    invalidate: cache.invalidate,
  };
}
