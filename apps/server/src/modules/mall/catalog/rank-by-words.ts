import { desc, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../../platform/db/like-pattern';
import { mallItems } from './catalog.tables';
import { keywordCondition, keywordRelevance } from './catalog-filters';
import type { WordGroup } from './understand-question';

/** Whether the column holds one of the word's forms as written. */
const holds = (column: AnyPgColumn | SQL, group: WordGroup) =>
  sql`(${or(...group.forms.map((form) => sql`${column} ilike ${containsPattern(form)}`))})`;

/** How many of the words the columns hold, each word counted once. */
const countHeld = (columns: (AnyPgColumn | SQL)[], groups: readonly WordGroup[]) =>
  sql.join(
    groups.map((group) => sql`(${or(...columns.map((column) => holds(column, group)))})::int`),
    sql` + `,
  );

/**
 * Whether an item's text holds the word: as asked, written or closely spelled (a typo), or in one of
 * its other forms as written — a close spelling of "성경학교" would be any "성경".
 */
export function wordCondition(group: WordGroup): SQL {
  const [asked = group.label, ...others] = group.forms;
  return sql`(${or(
    keywordCondition(asked),
    ...others.map((form) => sql`${mallItems.searchText} ilike ${containsPattern(form)}`),
  )})`;
}

/**
 * A church-year day: the items tagged with it, and those naming it in their title or tags without
 * the tag ("오순절 성령강림 설교" is about 성령강림절).
 */
export function solarTermCondition(solarTerm: string, forms: readonly string[]): SQL {
  return sql`(${or(
    sql`${mallItems.solarTerm} = ${solarTerm}`,
    ...forms.map((form) => sql`${mallItems.searchText} ilike ${containsPattern(form)}`),
  )})`;
}

/**
 * The chatbot's order, by every word understood: the words as a phrase in the title first, then the
 * number of words in the title, then in the tags, category, kind or description, then by close
 * spelling; best sellers last break ties.
 */
export function rankByWords(groups: readonly WordGroup[]): SQL[] {
  if (groups.length === 0) return [];
  const phrase = groups.map((group) => group.forms[0] ?? group.label).join('');
  const title = sql`replace(${mallItems.title}, ' ', '')`;
  return [
    ...(groups.length > 1 ? [desc(sql`(${title} ilike ${containsPattern(phrase)})`)] : []),
    desc(countHeld([mallItems.title], groups)),
    desc(countHeld([mallItems.searchText, mallItems.description], groups)),
    desc(keywordRelevance(groups.map((group) => group.forms[0] ?? group.label))),
  ];
}
