import { withParticle } from '@edu/shared';

/** The word with its object particle: "문구를", "부서를", "구성을", "1학기를". */
export function withObjectParticle(word: string): string {
  return withParticle(word, '을/를');
}
