import { type ChatbotAnswer, mallLimits, mallMessages } from '@edu/shared';
import { and, desc, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallBrands, mallCategories, mallItems } from './catalog.tables';
import { filterConditions } from './catalog-filters';
import { broaderQuestions, messageOf, summaryOf } from './chatbot-reply';
import { brandJoin, itemCardColumns, toItemCard } from './item-cards';
import { rankByWords, solarTermCondition, wordCondition } from './rank-by-words';
import { type ReadQuestion, understandQuestion } from './understand-question';

/**
 * The searches to try, strictest first: items with every topic word; then with any of them (a
 * department the catalogue has nothing for must not hide the event asked about); then, when the
 * question names a kind of item, that kind whatever its words. A question with no topic is its filters.
 */
function searchSteps(read: ReadQuestion): (SQL | undefined)[] {
  const topics = read.topicWords.map(wordCondition);
  if (topics.length === 0) return [undefined];
  return [
    and(...topics),
    ...(topics.length > 1 ? [or(...topics)] : []),
    ...(read.namesKind ? [undefined] : []),
  ];
}

/** Whether the question asks for anything the catalogue can be narrowed by. */
function asksAnything(read: ReadQuestion): boolean {
  const { understood } = read;
  return (
    read.namesKind ||
    read.topicWords.length > 0 ||
    understood.free !== null ||
    understood.minPrice !== null ||
    understood.maxPrice !== null
  );
}

/**
 * The chatbot's reply, from the catalogue (issue 13; the old site answered with canned text): the
 * question read as filters and words, the items on sale meeting the filters and about its topics —
 * best matches first, by every word understood — and what was understood, said back in Korean.
 */
export async function answerQuestion(db: Db, question: string): Promise<ChatbotAnswer> {
  const categories = await db
    .select({ id: mallCategories.id, name: mallCategories.name, parentId: mallCategories.parentId })
    .from(mallCategories);
  const read = understandQuestion(question, categories);
  const { understood } = read;
  const filters = [
    ...filterConditions({
      ...(read.categoryIds && { categoryIds: read.categoryIds }),
      ...(understood.itemType && { itemType: understood.itemType }),
      ...(understood.contentType && { contentType: understood.contentType }),
      ...(read.itemKind && { itemKind: read.itemKind }),
      ...(read.bookId !== undefined && { bookId: read.bookId }),
      ...(understood.chapter !== null && { chapter: understood.chapter }),
      ...(understood.free !== null && { free: understood.free }),
      ...(understood.minPrice !== null && { minPrice: understood.minPrice }),
      ...(understood.maxPrice !== null && { maxPrice: understood.maxPrice }),
    }),
    ...(understood.solarTerm ? [solarTermCondition(understood.solarTerm, read.solarTermForms)] : []),
    sql`${mallItems.itemStatus} = 'SALE'`,
  ];
  const ranking = [...rankByWords(read.rankWords), desc(mallItems.salesCount), desc(mallItems.id)];

  let rows: Awaited<ReturnType<typeof findItems>> = [];
  let everyWord = true;
  if (asksAnything(read)) {
    for (const [index, step] of searchSteps(read).entries()) {
      rows = await findItems(db, [...filters, ...(step ? [step] : [])], ranking);
      everyWord = index === 0;
      if (rows.length > 0) break;
    }
  }
  const itemList = rows.map(toItemCard);
  const summary = summaryOf(read);
  return {
    question,
    understood,
    summary,
    message:
      itemList.length > 0 ? messageOf(summary, itemList.length, everyWord) : mallMessages.chatbotNothingFound,
    itemList,
    suggestions: itemList.length > 0 ? [] : broaderQuestions(read),
  };
}

/** The first cards meeting the conditions, in the given order. */
function findItems(db: Db, conditions: SQL[], ranking: SQL[]) {
  return db
    .select(itemCardColumns)
    .from(mallItems)
    .leftJoin(mallBrands, brandJoin)
    .where(and(...conditions))
    .orderBy(...ranking)
    .limit(mallLimits.chatbotResults);
}
