/** How a word ends when read aloud: on a vowel, on ㄹ, or on another final consonant (받침). */
type Ending = 'vowel' | 'rieul' | 'consonant';

/** Latin letters read with a final consonant: L (엘) and R (알) end on ㄹ, M (엠) and N (엔) on another. */
const latinEndings: Record<string, Ending> = { l: 'rieul', r: 'rieul', m: 'consonant', n: 'consonant' };
/** The last digit as read: 영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구. */
const digitEndings: Ending[] = [
  'consonant',
  'rieul',
  'vowel',
  'consonant',
  'vowel',
  'vowel',
  'consonant',
  'rieul',
  'rieul',
  'vowel',
];

/**
 * How the word ends when read: a Hangul syllable by its code, a number by its Korean reading (10 십,
 * 100 백, 1000 천, 10000 만, otherwise its last digit), a Latin letter by its Korean name.
 */
function endingOf(word: string): Ending {
  const trimmed = word.trim();
  const last = trimmed.slice(-1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'vowel' : final === 8 ? 'rieul' : 'consonant';
  }
  const number = /(\d+)$/.exec(trimmed)?.[1];
  if (number) {
    // 10, 100, 1000 and 10000 end on 십, 백, 천, 만: a consonant, whatever the last digit says.
    if (/[1-9]0{1,4}$/.test(number)) return 'consonant';
    return digitEndings[Number(number.slice(-1))] ?? 'vowel';
  }
  return latinEndings[last.toLowerCase()] ?? 'vowel';
}

/** The particles whose form follows the word before them. */
export type KoreanParticle = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로';

/**
 * The word with its particle in the form its last sound takes: "구성을", "학기를", "유아부 교재로",
 * "2만 원 이하로", "부활절로" (ㄹ takes 로), "설교 영상으로", "MR로".
 */
export function withParticle(word: string, particle: KoreanParticle): string {
  const ending = endingOf(word);
  const [afterConsonant, afterVowel] = particle.split('/') as [string, string];
  const useConsonantForm = particle === '으로/로' ? ending === 'consonant' : ending !== 'vowel';
  return `${word}${useConsonantForm ? afterConsonant : afterVowel}`;
}
