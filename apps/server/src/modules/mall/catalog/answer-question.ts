import { type ChatbotAnswer, chatbotSuggestions, mallLimits, mallMessages } from '@edu/shared';
import { and, desc, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallBrands, mallCategories, mallItems } from './catalog.tables';
import { type CatalogFilters, filterConditions, keywordCondition, keywordRelevance } from './catalog-filters';
import { brandJoin, itemCardColumns, toItemCard } from './item-cards';
import { summaryOf, understandQuestion } from './understand-question';

/** Broader questions to try: the same question without its narrowest part, then the usual examples. */
function broaderQuestions(answer: ReturnType<typeof understandQuestion>['understood']): string[] {
  const broader: string[] = [];
  if (answer.bibleBook && answer.chapter) broader.push(`${answer.bibleBook} 자료`);
  if (answer.solarTerm) broader.push(`${answer.solarTerm} 자료`);
  if (answer.categoryName) broader.push(`${answer.categoryName} 자료`);
  return [...new Set([...broader, ...chatbotSuggestions])].slice(0, 4);
}

/**
 * The chatbot's reply, from the catalogue (issue 13; the old site answered with canned text): the
 * question read as filters, the items on sale meeting them — with any department it names, and, when it
 * names nothing else, at least one of its words — best matches first, and what was understood.
 */
export async function answerQuestion(db: Db, question: string): Promise<ChatbotAnswer> {
  const categories = await db
    .select({ id: mallCategories.id, name: mallCategories.name, parentId: mallCategories.parentId })
    .from(mallCategories);
  const read = understandQuestion(question, categories);
  const { understood } = read;
  const filters: CatalogFilters = {
    ...(read.categoryIds && { categoryIds: read.categoryIds }),
    ...(understood.itemType && { itemType: understood.itemType }),
    ...(understood.contentType && { contentType: understood.contentType }),
    ...(read.itemKind && { itemKind: read.itemKind }),
    ...(read.bookId !== undefined && { bookId: read.bookId }),
    ...(understood.chapter !== null && { chapter: understood.chapter }),
    ...(understood.solarTerm && { solarTerm: understood.solarTerm }),
    ...(understood.free !== null && { free: understood.free }),
    ...(understood.minPrice !== null && { minPrice: understood.minPrice }),
    ...(understood.maxPrice !== null && { maxPrice: understood.maxPrice }),
    keywords: read.requiredWords,
  };
  const structured = Object.keys(filters).length > 1 || read.requiredWords.length > 0;
  // With nothing else to go by, the words themselves are the question: at least one must be found.
  const anyWord =
    !structured && read.rankWords.length > 0
      ? or(...read.rankWords.map((word) => keywordCondition(word)))
      : undefined;
  const conditions = [
    ...filterConditions(filters),
    sql`${mallItems.itemStatus} = 'SALE'`,
    ...(anyWord ? [anyWord] : []),
  ];
  const words = [...read.requiredWords, ...read.rankWords];
  const ranking = [
    ...(words.length > 0 ? [desc(keywordRelevance(words))] : []),
    desc(mallItems.salesCount),
    desc(mallItems.id),
  ];
  const rows =
    structured || anyWord
      ? await db
          .select(itemCardColumns)
          .from(mallItems)
          .leftJoin(mallBrands, brandJoin)
          .where(and(...conditions))
          .orderBy(...ranking)
          .limit(mallLimits.chatbotResults)
      : [];
  const itemList = rows.map(toItemCard);
  const summary = summaryOf(understood);
  return {
    question,
    understood,
    summary,
    message:
      itemList.length > 0
        ? `${summary ? `${summary}(으)로 찾아보았어요. ` : ''}맞는 자료 ${itemList.length}개를 찾았습니다.`
        : mallMessages.chatbotNothingFound,
    itemList,
    suggestions: itemList.length > 0 ? [] : broaderQuestions(understood),
  };
}
