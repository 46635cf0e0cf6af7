import {
  bibleBooks,
  type ContentType,
  formatWon,
  type ItemType,
  solarTerms,
  type Understood,
} from '@edu/shared';

/** A category as the question reader knows it: its id, name and parent. */
export type CategoryName = { id: number; name: string; parentId: number | null };

/** What a question asks for: the filters it names, and words to find or to rank by. */
export type ReadQuestion = {
  understood: Understood;
  categoryIds: number[] | undefined;
  itemKind: string | undefined;
  bookId: number | undefined;
  /** Words every result must contain (a department such as 유아부), or, with no other filter, any of. */
  requiredWords: string[];
  /** Other words: they order the results by similarity. */
  rankWords: string[];
};

const booksLongestFirst = [...bibleBooks].sort((a, b) => b.name.length - a.name.length);
const shortsLongestFirst = [...bibleBooks].sort((a, b) => b.short.length - a.short.length);

/** Other names people use for the church year's days. */
const solarTermSynonyms: [RegExp, string][] = [
  [/크리스마스|성탄/, '성탄절'],
  [/부활주일|부활/, '부활절'],
  [/추수감사/, '추수감사절'],
  [/맥추/, '맥추감사절'],
  [/성령강림|오순절/, '성령강림절'],
  [/대림/, '대림절'],
  [/사순/, '사순절'],
  [/고난/, '고난주간'],
  [/종려/, '종려주일'],
  [/송구영신|새해|신년/, '신년'],
  [/종교개혁/, '종교개혁주일'],
];

/** Words that name a kind of content. */
const contentTypeWords: [RegExp, ContentType][] = [
  [/동영상|영상|비디오/, 'VIDEO'],
  [/음원|노래|mp3|MR/i, 'MUSIC'],
  [/사진|배경\s*이미지/, 'IMAGE'],
];

/** Words that name a category, besides the categories' own names. */
const categorySynonyms: [RegExp, string][] = [
  [/서식|양식/, '행정서식'],
  [/강의/, '강의영상'],
  [/활동/, '활동자료'],
];

/** Departments of a church school: a question naming one wants that one only. */
const departments = [
  '영아부',
  '유아부',
  '유치부',
  '유년부',
  '초등부',
  '소년부',
  '중등부',
  '고등부',
  '청소년부',
  '청년부',
  '장년부',
];

/** Words that say nothing about what is wanted. */
const fillerWords = new Set(
  '자료 자료들 찾아줘 찾아 줘 주세요 있어 있나요 있을까요 있는 추천 추천해줘 해줘 알려줘 보여줘 좀 관련 관한 대한 위한 쓸 할 수 것 거 중 뭐 뭔가 어떤 혹시 그리고 및 또는 용 전체 모든'.split(
    ' ',
  ),
);
/** Particles at the end of a word (은/는/이/가/을/를/…), taken off before a word is looked up. */
const particle = /(에서|으로|에게|부터|까지|이나|은|는|이|가|을|를|에|의|로|와|과|도|만|용)$/;

/** Won in Korean writing: 20000, 20,000, 2만, 2.5만, 5천, 1만5천. */
function wonOf(text: string): number | undefined {
  const compact = text.replace(/[,\s]/g, '');
  const match = /^(?:(\d+(?:\.\d+)?)만)?(?:(\d+)천)?(\d+)?$/.exec(compact);
  if (!match || (!match[1] && !match[2] && !match[3])) return undefined;
  const tenThousands = match[1] ? Number(match[1]) * 10_000 : 0;
  const thousands = match[2] ? Number(match[2]) * 1000 : 0;
  const rest = match[3] ? Number(match[3]) : 0;
  return Math.round(tenThousands + thousands + rest);
}

/**
 * Reads a question in plain Korean as catalogue filters (issue 13: the chatbot answers from the
 * catalogue): a bible book, by full name or abbreviation with a chapter ("요한복음 3장", "롬 8"), a
 * church-year day ("성탄절", "크리스마스"), a kind of content ("영상", "음원"), a category ("설교",
 * "찬양", "서식"), textbooks and goods, free or paid, and price limits ("2만원 이하", "5천원 이상").
 * What is left are words to find in titles and tags.
 */
export function understandQuestion(question: string, categories: readonly CategoryName[]): ReadQuestion {
  let rest = ` ${question.normalize('NFC')} `;
  const take = (pattern: RegExp) => {
    const match = pattern.exec(rest);
    if (match) rest = rest.replace(match[0], ' ');
    return match;
  };

  let book: (typeof bibleBooks)[number] | undefined;
  let chapter: number | null = null;
  for (const candidate of booksLongestFirst) {
    const match = take(new RegExp(`${candidate.name}\\s*(\\d{1,3})?\\s*(?:장|편|:\\d+(?:-\\d+)?)?`));
    if (match) {
      book = candidate;
      chapter = match[1] ? Number(match[1]) : null;
      break;
    }
  }
  if (!book) {
    // An abbreviation only counts with a chapter after it ("요 3장", "롬8:28"): alone it is a syllable.
    for (const candidate of shortsLongestFirst) {
      const match = take(
        new RegExp(`(?<=[^가-힣])${candidate.short}\\s*(\\d{1,3})\\s*(?:장|편|:\\d+(?:-\\d+)?)?`),
      );
      if (match) {
        book = candidate;
        chapter = Number(match[1]);
        break;
      }
    }
  }

  let solarTerm: string | null = solarTerms.find((term) => take(new RegExp(term))) ?? null;
  if (!solarTerm) solarTerm = solarTermSynonyms.find(([pattern]) => take(pattern))?.[1] ?? null;

  let maxPrice: number | null = null;
  let minPrice: number | null = null;
  const price = take(
    /((?:\d+(?:\.\d+)?\s*만)?\s*(?:\d+\s*천)?\s*[\d,]*)\s*원?\s*(이하|미만|까지|이내|이상|부터|초과|넘는)/,
  );
  if (price) {
    const amount = wonOf(price[1] || '') ?? (price[0].includes('만') ? 10_000 : undefined);
    if (amount !== undefined) {
      if (['이상', '부터', '초과', '넘는'].includes(price[2] ?? '')) minPrice = amount;
      else maxPrice = price[2] === '미만' ? amount - 1 : amount;
    }
  }

  let free: boolean | null = null;
  if (take(/무료|공짜|free/i)) free = true;
  else if (take(/유료/)) free = false;

  let itemType: ItemType | null = null;
  let itemKind: string | undefined;
  if (take(/교재|교과서/)) {
    itemType = 'PRODUCT';
    itemKind = '교재';
  } else if (take(/굿즈|상품|물품|기념품/)) itemType = 'PRODUCT';

  const contentType = contentTypeWords.find(([pattern]) => take(pattern))?.[1] ?? null;
  if (contentType) itemType = 'CONTENT';

  // Subcategories before their parents, longest names first: "행정서식" before "서식".
  let category: CategoryName | undefined = [...categories]
    .sort(
      (a, b) =>
        (b.parentId === null ? 0 : 1) - (a.parentId === null ? 0 : 1) || b.name.length - a.name.length,
    )
    .find((candidate) => take(new RegExp(candidate.name)));
  if (!category) {
    const synonym = categorySynonyms.find(([pattern]) => take(pattern))?.[1];
    category = categories.find((candidate) => candidate.name === synonym);
  }
  if (!category && !contentType && take(/이미지/)) {
    category = categories.find((candidate) => candidate.name === '이미지');
  }
  const categoryIds = category
    ? [category.id, ...categories.filter((child) => child.parentId === category?.id).map((child) => child.id)]
    : undefined;

  const words = rest
    .replace(/[?!.,~·"'()[\]]/g, ' ')
    .split(/\s+/)
    .map((word) => (word.length > 2 ? word.replace(particle, '') : word))
    .filter((word) => word.length > 0 && !fillerWords.has(word) && !/^\d+$/.test(word));
  const requiredWords = words.filter((word) => departments.includes(word));
  const rankWords = words.filter((word) => !departments.includes(word));

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
      keywords: [...requiredWords, ...rankWords],
    },
    categoryIds,
    itemKind,
    bookId: book?.id,
    requiredWords,
    rankWords,
  };
}

/** What was understood, as a short Korean phrase ("요한복음 3장 · 설교 · 무료"). */
export function summaryOf(understood: Understood): string {
  const parts = [
    understood.bibleBook && `${understood.bibleBook}${understood.chapter ? ` ${understood.chapter}장` : ''}`,
    understood.solarTerm,
    understood.categoryName,
    understood.contentType &&
      { VIDEO: '영상', MUSIC: '음원', IMAGE: '이미지', FILE: '파일' }[understood.contentType],
    understood.itemType === 'PRODUCT' && !understood.categoryName ? '교재·상품' : null,
    understood.free === true ? '무료' : understood.free === false ? '유료' : null,
    understood.minPrice !== null ? `${formatWon(understood.minPrice)} 이상` : null,
    understood.maxPrice !== null ? `${formatWon(understood.maxPrice)} 이하` : null,
    ...understood.keywords,
  ].filter((part): part is string => Boolean(part));
  return parts.join(' · ');
}
