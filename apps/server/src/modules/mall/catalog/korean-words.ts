/**
 * A small Korean word splitter for the chatbot (no morphological analyser may be added): it splits a
 * question on spaces and punctuation and takes off the particles (조사) and endings Korean attaches to
 * a word, carefully, so that a word is never cut into a stray syllable ("활동지" stays "활동지").
 */

/** Particles (조사); they are tried longest first, so "에서" goes before "에". */
const particles = [
  '에서는',
  '에서도',
  '으로는',
  '으로도',
  '에게서',
  '한테서',
  '까지는',
  '부터는',
  '이라도',
  '에서',
  '에게',
  '한테',
  '께서',
  '으로',
  '이나',
  '부터',
  '까지',
  '처럼',
  '보다',
  '마다',
  '이랑',
  '하고',
  '이요',
  '은',
  '는',
  '이',
  '가',
  '을',
  '를',
  '에',
  '의',
  '로',
  '와',
  '과',
  '도',
  '만',
  '요',
];

/** Endings of the words around a noun: "모집할 때", "예배용", "부활절 관련", "아이들". */
const endings = [
  '에대한',
  '에관한',
  '하는데',
  '있는',
  '하는',
  '하기',
  '되는',
  '관련',
  '같은',
  '위한',
  '할때',
  '할',
  '한',
  '된',
  '될',
  '때',
  '용',
  '들',
];

const suffixes = [...particles, ...endings].sort((a, b) => b.length - a.length);

/** Words whose last syllable only looks like a particle: it belongs to the word. */
const wordsEndingLikeParticles = [
  '어린이',
  '어버이',
  '기도',
  '놀이',
  '종이',
  '아이',
  '고양이',
  '찬송가',
  '성가',
  '하나',
  '바나나',
];

/** Single syllables that carry no meaning alone: what is left of a sentence, never a word. */
const emptySyllables = new Set(
  '지 거 것 게 걸 건 수 좀 중 등 및 용 때 할 한 쓸 뭐 왜 더 또 꼭 잘 다 요 이 가 은 는 을 를 에 의 도 만 로 와 과 나 랑 데 듯 줘 제 저 내 그'.split(
    ' ',
  ),
);

/** Length in characters (a Hangul syllable is one). */
const length = (word: string) => [...word].length;

/** The word with one particle or ending taken off, when what is left is still a word. */
function withoutOneSuffix(word: string, isKnown: (word: string) => boolean): string | undefined {
  if (wordsEndingLikeParticles.some((kept) => word.endsWith(kept))) return undefined;
  for (const suffix of suffixes) {
    if (!word.endsWith(suffix) || word === suffix) continue;
    const stem = word.slice(0, -suffix.length);
    // A one-syllable stem is kept only when it is a known word: "가을" must not become "가".
    if (length(stem) >= 2 || isKnown(stem)) return stem;
  }
  return undefined;
}

/** The word without the particles and endings after it: "여름성경학교의" → "여름성경학교", "모집할때" → "모집". */
export function stripSuffixes(word: string, isKnown: (word: string) => boolean): string {
  let current = word;
  while (!isKnown(current)) {
    const shorter = withoutOneSuffix(current, isKnown);
    if (shorter === undefined) break;
    current = shorter;
  }
  return current;
}

/** Whether the text is only particles and endings ("용", "에서는", "용으로"). */
function isOnlySuffixes(text: string): boolean {
  let rest = text;
  while (rest.length > 0) {
    const suffix = suffixes.find((candidate) => rest.endsWith(candidate));
    if (!suffix) return false;
    rest = rest.slice(0, -suffix.length);
  }
  return true;
}

/**
 * One written word as the words it holds: a known word as it is; a known word with particles after
 * it; known words written together ("부활절활동지" → 부활절, 활동지; "유아부용" → 유아부); otherwise
 * the word without its particles. A known word is never split to leave a lone syllable behind.
 */
function wordsOf(token: string, isKnown: (word: string) => boolean): string[] {
  if (isKnown(token)) return [token];
  const stem = stripSuffixes(token, isKnown);
  if (isKnown(stem)) return [stem];
  for (let end = token.length - 1; end >= 2; end -= 1) {
    const head = token.slice(0, end);
    if (!isKnown(head)) continue;
    const rest = token.slice(end);
    if (isOnlySuffixes(rest)) return [head];
    const restWords = wordsOf(rest, isKnown);
    if (restWords.every((word) => length(word) >= 2 || isKnown(word))) return [head, ...restWords];
  }
  return [stem];
}

/**
 * The words of a question, in order, each without its particles and endings, with known words
 * (departments, seasons, kinds…) recognised even when written together. Lone syllables that mean
 * nothing ("지", "것") and bare numbers are dropped.
 */
export function splitWords(text: string, isKnown: (word: string) => boolean): string[] {
  return text
    .normalize('NFC')
    .split(/[\s?!.,~·…"'“”‘’()[\]{}<>:;/\\|+=*&^%$#@]+/)
    .filter(Boolean)
    .flatMap((token) => wordsOf(token, isKnown))
    .filter((word) => !emptySyllables.has(word) && !/^\d+$/.test(word));
}
