import { bibleBooks, type ContentType, type ItemType, passageName, type Understood } from '@edu/shared';
import { splitWords } from './korean-words';
import { lookupKey, questionWords } from './question-words';

/** A category as the question reader knows it: its id, name and parent. */
export type CategoryName = { id: number; name: string; parentId: number | null };

/** A word understood, as said back (label) and as an item may spell it (forms, the one asked first). */
export type WordGroup = { label: string; forms: string[] };

/** What a question asks for: the filters it names, and the words to find and rank by. */
export type ReadQuestion = {
  understood: Understood;
  categoryIds: number[] | undefined;
  itemKind: string | undefined;
  bookId: number | undefined;
  /** The church-year day's names: an item naming one counts even when not tagged with the day. */
  solarTermForms: string[];
  /** Topics an item should be about (departments, events, any other word), in the question's order. */
  topicWords: WordGroup[];
  /** Every word understood, the filters' words too, in the question's order: results rank by them. */
  rankWords: WordGroup[];
  /** Whether the question names a kind of item (a passage, day, category or type), not only topics. */
  namesKind: boolean;
  /** What was understood, in order, as said back: ["요한복음 3장", "설교"], ["유아부", "교재"]. */
  phrase: string[];
};

/** At most this many words are looked for and ranked by. */
const maxWords = 12;

const booksLongestFirst = [...bibleBooks].sort((a, b) => b.name.length - a.name.length);
const shortsLongestFirst = [...bibleBooks].sort((a, b) => b.short.length - a.short.length);
/** What may follow a book's name in the same word: a particle, or nothing ("아가페" is not 아가). */
const afterName = '(?=$|[^가-힣]|(?:을|를|은|는|이|가|의|에|에서|으로|로|과|와|도|만|부터|까지)(?![가-힣]))';
const chapterPattern = '\\s*(?:(\\d{1,3})\\s*(?:장|편)?(?::\\d+(?:-\\d+)?)?)?';

/** Won in Korean writing: 20000, 20,000, 2만, 2.5만, 5천, 1만5천; 만 or 천 alone is one of them. */
function wonOf(text: string): number | undefined {
  const compact = text.replace(/[,\s]/g, '');
  if (compact === '만' || compact === '천') return compact === '만' ? 10_000 : 1000;
  const match = /^(?:(\d+(?:\.\d+)?)만)?(?:(\d+)천)?(\d+)?$/.exec(compact);
  if (!match || (!match[1] && !match[2] && !match[3])) return undefined;
  const tenThousands = match[1] ? Number(match[1]) * 10_000 : 0;
  const thousands = match[2] ? Number(match[2]) * 1000 : 0;
  const rest = match[3] ? Number(match[3]) : 0;
  return Math.round(tenThousands + thousands + rest);
}

const pricePattern =
  /((?:\d+(?:\.\d+)?\s*)?만(?:\s*\d+\s*천)?|\d+\s*천|\d[\d,]*)\s*원?\s*(이하|미만|까지|이내|안쪽|이상|부터|초과|넘는|넘게)/;

/** Takes text out of the question as it is read: the matched text, gone from what is left. */
type Take = (pattern: RegExp) => RegExpExecArray | null;

/** Price limits, two at most ("5천원 이상 2만원 이하"): "미만" and "초과" exclude the amount. */
function takePrices(take: Take): { minPrice: number | null; maxPrice: number | null } {
  let minPrice: number | null = null;
  let maxPrice: number | null = null;
  for (let limit = 0; limit < 2; limit += 1) {
    const price = take(pricePattern);
    const amount = price && wonOf(price[1] ?? '');
    if (!price || amount === undefined || amount === null) break;
    const word = price[2] ?? '';
    if (['이상', '부터'].includes(word)) minPrice = amount;
    else if (['초과', '넘는', '넘게'].includes(word)) minPrice = amount + 1;
    else maxPrice = word === '미만' ? amount - 1 : amount;
  }
  return { minPrice, maxPrice };
}

/** A bible book, by full name ("요한복음", "요나서") or by abbreviation with a chapter ("롬 8장"). */
function takePassage(take: Take): { book: (typeof bibleBooks)[number] | undefined; chapter: number | null } {
  for (const candidate of booksLongestFirst) {
    const match = take(new RegExp(`(?<![가-힣])${candidate.name}(?:서)?${chapterPattern}${afterName}`));
    if (match) return { book: candidate, chapter: match[1] ? Number(match[1]) : null };
  }
  // An abbreviation only counts with a chapter after it ("요 3장", "롬8:28"): alone it is a syllable.
  for (const candidate of shortsLongestFirst) {
    const match = take(
      new RegExp(
        `(?<![가-힣])${candidate.short}\\s*(\\d{1,3})\\s*(?:장|편)?(?::\\d+(?:-\\d+)?)?${afterName}`,
      ),
    );
    if (match) return { book: candidate, chapter: Number(match[1]) };
  }
  return { book: undefined, chapter: null };
}

/**
 * Reads a question in plain Korean as catalogue filters and words (issue 13): a bible book, by full
 * name or abbreviation with a chapter ("요한복음 3장", "롬 8"), prices ("2만원 이하", "5천원 이상"),
 * then word by word, without particles: a church-year day ("성탄절", "크리스마스"), a category
 * ("설교", "서식"), a kind of content ("영상", "사진"), textbooks and goods, free or paid, and topics
 * (a department such as 유아부, an event such as 여름성경학교, any other word).
 */
export function understandQuestion(question: string, categories: readonly CategoryName[]): ReadQuestion {
  let rest = ` ${question.normalize('NFC')} `;
  const take: Take = (pattern) => {
    const match = pattern.exec(rest);
    if (match) rest = `${rest.slice(0, match.index)} ${rest.slice(match.index + match[0].length)}`;
    return match;
  };

  const { minPrice, maxPrice } = takePrices(take);
  const { book, chapter } = takePassage(take);

  // A category whose name has a space ("교사 자료") is read as one word, where it was said.
  for (const { name } of categories) rest = rest.replaceAll(name, name.replace(/\s+/g, ''));
  const vocabulary = questionWords(categories.map((candidate) => candidate.name));
  const words = splitWords(rest, (word) => vocabulary.has(lookupKey(word)));

  let solarTerm: string | null = null;
  let solarTermForms: string[] = [];
  let contentType: ContentType | null = null;
  let itemType: ItemType | null = null;
  let itemKind: string | undefined;
  let free: boolean | null = null;
  let category: CategoryName | undefined;
  const topicWords: WordGroup[] = [];
  const rankWords: WordGroup[] = [];
  for (const word of words) {
    const meaning = vocabulary.get(lookupKey(word)) ?? { role: 'topic', label: word, forms: [word] };
    switch (meaning.role) {
      case 'filler':
        break;
      case 'free':
        free = meaning.free;
        break;
      case 'season':
        solarTerm ??= meaning.solarTerm;
        if (solarTerm === meaning.solarTerm) solarTermForms = meaning.forms;
        rankWords.push({ label: meaning.solarTerm, forms: [word, ...meaning.forms] });
        break;
      case 'category': {
        const { categoryName } = meaning;
        category ??= categories.find((candidate) => candidate.name === categoryName);
        const saidAsName = lookupKey(word) === lookupKey(categoryName.replace(/\s+/g, ''));
        rankWords.push({ label: saidAsName ? categoryName : word, forms: [word, categoryName] });
        break;
      }
      case 'content':
        contentType ??= meaning.contentType;
        rankWords.push({ label: word, forms: meaning.forms });
        break;
      case 'product':
        itemType = 'PRODUCT';
        itemKind ??= meaning.itemKind ?? undefined;
        rankWords.push({ label: word, forms: [word] });
        break;
      case 'topic': {
        const group = { label: meaning.label, forms: [word, ...meaning.forms] };
        topicWords.push(group);
        rankWords.push(group);
        break;
      }
    }
  }
  if (contentType) itemType = 'CONTENT';
  const categoryIds = category
    ? [category.id, ...categories.filter((child) => child.parentId === category?.id).map((child) => child.id)]
    : undefined;

  const unique = (groups: WordGroup[]) =>
    groups
      .filter((group, index) => groups.findIndex((other) => other.label === group.label) === index)
      .map((group) => ({ label: group.label, forms: [...new Set(group.forms)] }));
  const passage = book ? passageName(book.name, chapter) : null;
  // A long message is not a longer search: the first words asked are enough, and keep the query small.
  const rankedWords = unique(rankWords).slice(0, maxWords);
  const topics = unique(topicWords).slice(0, maxWords);
  return {
    understood: {
      bibleBook: book?.name ?? null,
      chapter,
      solarTerm,
      itemType,
      contentType,
      categoryName: category?.name ?? null,
      free,
      minPrice,
      maxPrice,
      keywords: topics.map((group) => group.label),
    },
    categoryIds,
    itemKind,
    bookId: book?.id,
    solarTermForms,
    topicWords: topics,
    rankWords: rankedWords,
    namesKind: Boolean(book || solarTerm || category || contentType || itemType),
    phrase: [...(passage ? [passage] : []), ...rankedWords.map((group) => group.label)],
  };
}
