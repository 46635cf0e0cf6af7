import { describe, expect, it } from 'vitest';
import { withObjectParticle } from './josa';

describe('object particle', () => {
  it('follows the last syllable', () => {
    expect(withObjectParticle('이름 새김 문구')).toBe('이름 새김 문구를');
    expect(withObjectParticle('구성')).toBe('구성을');
    expect(withObjectParticle('학기')).toBe('학기를');
  });

  it('reads a final digit as Korean', () => {
    expect(withObjectParticle('문구1')).toBe('문구1을');
    expect(withObjectParticle('문구2')).toBe('문구2를');
  });
});
