/**
 * Whether the word is read with a final consonant (받침): a Hangul syllable by its code, a digit by its
 * Korean reading (영, 일, 삼, 육, 칠, 팔); anything else counts as none.
 */
function hasFinalConsonant(word: string): boolean {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return /[013678]/.test(last);
}

/** The word with its object particle: "문구를", "부서를", "구성을", "1학기를". */
export function withObjectParticle(word: string): string {
  return `${word}${hasFinalConsonant(word) ? '을' : '를'}`;
}
