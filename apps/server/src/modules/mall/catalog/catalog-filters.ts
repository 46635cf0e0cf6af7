import type { ContentType, ItemType } from '@edu/shared';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../../platform/db/like-pattern';
import { mallItemBibles, mallItems } from './catalog.tables';

/** What a list or a chatbot question narrows the catalogue to. */
export type CatalogFilters = {
  categoryIds?: number[];
  itemType?: ItemType;
  contentType?: ContentType;
  itemKind?: string;
  bookId?: number;
  chapter?: number;
  solarTerm?: string;
  free?: boolean;
  minPrice?: number;
  maxPrice?: number;
  /** Words that must each be found in the item's title, tags, brand or kind (substring or a close spelling). */
  keywords?: string[];
};

/**
 * How close a word must be to some word of an item's text to count as a match (pg_trgm's
 * word_similarity): a typo or a missing space still finds "요한복음" (0.6 for "요한복움").
 */
export const wordSimilarityThreshold = 0.4;

/**
 * One keyword: found as written, or — from three letters on — spelled closely enough (trigram word
 * similarity). Both read the trigram index; a word of one or two letters has no trigram to look up and
 * no typo worth forgiving, so it is matched as written only (a cheap scan instead of a costly one).
 */
export function keywordCondition(keyword: string): SQL {
  const asWritten = sql`${mallItems.searchText} ilike ${containsPattern(keyword)}`;
  if ([...keyword].length < 3) return asWritten;
  return sql`(${asWritten} or ${keyword} <% ${mallItems.searchText})`;
}

/** The SQL conditions of the filters, every one of which an item must meet. */
export function filterConditions(filters: CatalogFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.categoryIds?.length) conditions.push(inArray(mallItems.categoryId, filters.categoryIds));
  if (filters.itemType) conditions.push(eq(mallItems.itemType, filters.itemType));
  if (filters.contentType) conditions.push(eq(mallItems.contentType, filters.contentType));
  if (filters.itemKind) conditions.push(eq(mallItems.itemKind, filters.itemKind));
  if (filters.solarTerm) conditions.push(eq(mallItems.solarTerm, filters.solarTerm));
  if (filters.free !== undefined) conditions.push(eq(mallItems.isFree, filters.free));
  if (filters.minPrice !== undefined) conditions.push(gte(mallItems.sellingPrice, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(mallItems.sellingPrice, filters.maxPrice));
  if (filters.bookId !== undefined) {
    // An item about the whole book counts for any of its chapters.
    const chapter =
      filters.chapter === undefined
        ? undefined
        : or(eq(mallItemBibles.chapter, filters.chapter), sql`${mallItemBibles.chapter} is null`);
    conditions.push(
      sql`exists (select 1 from ${mallItemBibles} where ${and(
        eq(mallItemBibles.itemId, mallItems.id),
        eq(mallItemBibles.bookId, filters.bookId),
        chapter,
      )})`,
    );
  }
  for (const keyword of filters.keywords ?? []) conditions.push(keywordCondition(keyword));
  return conditions;
}

/** Relevance of the keywords (at least one) to an item, for ordering search results (best first). */
export function keywordRelevance(keywords: readonly string[]): SQL {
  return sql.join(
    keywords.map((keyword) => sql`word_similarity(${keyword}, ${mallItems.searchText})`),
    sql` + `,
  );
}

/**
 * A cheap relevance for long lists: how many of the words stand in the item's text as written (found
 * by close spelling only ranks after). Word similarity for every match costs more than the search.
 */
export function exactWordCount(keywords: readonly string[]): SQL {
  return sql.join(
    keywords.map((keyword) => sql`(${mallItems.searchText} ilike ${containsPattern(keyword)})::int`),
    sql` + `,
  );
}
