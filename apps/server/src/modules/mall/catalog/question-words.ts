import type { ContentType, solarTerms } from '@edu/shared';

/**
 * What a word of a question means to the catalogue: nothing (a filler), free or paid, a church-year
 * day, a category, a kind of content, textbooks and goods, or a topic an item should be about (a
 * department, an event, any other word). `forms` are the spellings an item may use for it.
 */
export type WordMeaning =
  | { role: 'filler' }
  | { role: 'free'; free: boolean }
  | { role: 'season'; solarTerm: string; forms: string[] }
  | { role: 'category'; categoryName: string }
  | { role: 'content'; contentType: ContentType; forms: string[] }
  | { role: 'product'; itemKind: string | null }
  | { role: 'topic'; label: string; forms: string[] };

/** Other names people use for the church year's days. */
const seasonNames: Record<(typeof solarTerms)[number], string[]> = {
  대림절: ['대림', '대강절'],
  성탄절: ['성탄', '크리스마스'],
  신년: ['새해', '송구영신', '신년주일'],
  주현절: ['주현'],
  사순절: ['사순'],
  종려주일: ['종려'],
  고난주간: ['고난주', '고난'],
  부활절: ['부활', '부활주일'],
  어린이주일: ['어린이날'],
  어버이주일: ['어버이날', '어버이'],
  성령강림절: ['성령강림', '성령강림주일', '오순절'],
  맥추감사절: ['맥추', '맥추감사주일'],
  종교개혁주일: ['종교개혁', '종교개혁일'],
  추수감사절: ['추수감사', '추수감사주일', '감사절'],
};

/**
 * Departments of a church school, with the other names an item may use for the same children
 * (중고등부 is 중등부 and 고등부, also called 청소년부) and what people call them (초등학생, 선생님).
 */
const departments: { label: string; forms: string[]; said?: string[] }[] = [
  { label: '영아부', forms: ['영아부'] },
  { label: '유아부', forms: ['유아부'] },
  { label: '유치부', forms: ['유치부'], said: ['유치원'] },
  { label: '유년부', forms: ['유년부'] },
  { label: '초등부', forms: ['초등부'], said: ['초등학생', '초등'] },
  { label: '소년부', forms: ['소년부'] },
  { label: '중등부', forms: ['중등부', '중고등부', '청소년부'], said: ['중학생'] },
  { label: '고등부', forms: ['고등부', '중고등부', '청소년부'], said: ['고등학생'] },
  { label: '중고등부', forms: ['중고등부', '중등부', '고등부', '청소년부'], said: ['중고등학생'] },
  { label: '청소년부', forms: ['청소년부', '청소년', '중고등부', '중등부', '고등부'], said: ['청소년'] },
  { label: '청년부', forms: ['청년부'], said: ['청년', '대학생', '대학부'] },
  { label: '장년부', forms: ['장년부'], said: ['장년', '어른'] },
  { label: '교사', forms: ['교사', '선생님'], said: ['선생님', '선생님들', '교사들', '쌤'] },
];

/** Events of the church-school year and other words with other spellings. */
const topics: { label: string; forms: string[]; said?: string[] }[] = [
  { label: '여름성경학교', forms: ['여름성경학교', '성경학교'], said: ['VBS'] },
  { label: '겨울성경학교', forms: ['겨울성경학교', '성경학교'] },
  { label: '성경학교', forms: ['성경학교'] },
  { label: '수련회', forms: ['수련회', '수양회', '캠프'], said: ['수양회'] },
  { label: '캠프', forms: ['캠프', '수련회'] },
  { label: 'MR', forms: ['MR', '반주'], said: ['엠알'] },
  { label: '반주', forms: ['반주', 'MR'] },
  { label: '활동지', forms: ['활동지'] },
  { label: '활동', forms: ['활동', '만들기', '놀이'] },
  { label: '어린이', forms: ['어린이'] },
  { label: '포스터', forms: ['포스터'] },
  { label: '예배', forms: ['예배'] },
];

const contentWords: [ContentType, string, string[]][] = [
  ['VIDEO', '영상', ['영상', '동영상', '비디오']],
  ['MUSIC', '음원', ['음원', '노래', '음악', 'mp3']],
  ['IMAGE', '이미지', ['사진', '그림', '일러스트']],
];

/** Words that name a category, besides the categories' own names. */
const categoryWords: Record<string, string> = {
  서식: '행정서식',
  양식: '행정서식',
  강의: '강의영상',
  설교문: '설교',
  설교원고: '설교',
};

/** Words for textbooks and goods: they are products (a textbook also by its kind). */
const productWords: Record<string, string | null> = {
  교재: '교재',
  교과서: '교재',
  공과: '교재',
  굿즈: null,
  상품: null,
  물품: null,
  기념품: null,
};

/** Words that say nothing about what is wanted: requests, greetings, "자료", "파일", "아이들". */
const fillers =
  '자료 파일 찾아줘 찾아 찾아봐 찾아주세요 찾고 찾는 줘 주세요 있어 있어요 있나 있나요 있을까 있을까요 있는 있는지 있으면 없어 없나요 없을까요 추천 추천해 추천해줘 추천해주세요 해줘 해주세요 알려줘 알려주세요 보여줘 보여주세요 필요해 필요해요 필요 필요한 좋은 괜찮은 좋을 관련 관한 대한 위한 쓸 쓰는 쓸만한 쓰기 쓸만 사용 사용할 할 수 것 거 게 걸 중 뭐 뭔가 뭐가 어떤 혹시 그리고 및 또는 전체 모든 만한 싶어 싶어요 싶은데 가능한 어디 구매 사고 살 부를 부르는 받을 받는 틀 트는 안녕 안녕하세요 부탁 부탁해 부탁해요 부탁드려요 감사합니다 고맙습니다 아이 아이들 애들 학생 학생들 우리 우리반 함께 같이 재미있는 재밌는 쉬운 예쁜 좀 요즘 이번 다음'.split(
    ' ',
  );

/** A word as looked up: Latin letters in lower case ("MR", "mr" and "Mr" are one word). */
export const lookupKey = (word: string) => word.toLowerCase();

/**
 * Every word the chatbot knows, with its meaning, for the catalogue's categories: the word splitter
 * keeps them whole, and the question reader turns them into filters and words to rank by.
 */
export function questionWords(categoryNames: readonly string[]): Map<string, WordMeaning> {
  const words = new Map<string, WordMeaning>();
  const add = (said: string, meaning: WordMeaning) => {
    if (!words.has(lookupKey(said))) words.set(lookupKey(said), meaning);
  };
  for (const [solarTerm, others] of Object.entries(seasonNames)) {
    const forms = [solarTerm, ...others];
    for (const said of forms) add(said, { role: 'season', solarTerm, forms });
  }
  for (const { label, forms, said = [] } of [...departments, ...topics]) {
    for (const word of [label, ...said]) add(word, { role: 'topic', label, forms });
  }
  // A name with a space ("교사 자료") is looked up as written together: the question reader joins it.
  for (const name of categoryNames) add(name.replace(/\s+/g, ''), { role: 'category', categoryName: name });
  for (const [said, categoryName] of Object.entries(categoryWords)) {
    if (categoryNames.includes(categoryName)) add(said, { role: 'category', categoryName });
  }
  for (const [contentType, label, said] of contentWords) {
    for (const word of said) add(word, { role: 'content', contentType, forms: [word, label] });
  }
  for (const [said, itemKind] of Object.entries(productWords)) add(said, { role: 'product', itemKind });
  for (const said of ['무료', '공짜', '프리', 'free']) add(said, { role: 'free', free: true });
  add('유료', { role: 'free', free: false });
  for (const said of fillers) add(said, { role: 'filler' });
  return words;
}
