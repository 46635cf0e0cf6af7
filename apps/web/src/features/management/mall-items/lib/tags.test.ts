import { describe, expect, it } from 'vitest';
import { tagMessages, tagsWithAdded } from './tags';

describe('tagsWithAdded', () => {
  it('adds what was typed, split at commas and trimmed', () => {
    expect(tagsWithAdded(['교재'], ' 유아부, 성탄 ,')).toEqual({
      tags: ['교재', '유아부', '성탄'],
      problem: null,
    });
  });

  it('skips blanks and tags already there', () => {
    expect(tagsWithAdded(['교재'], '교재, , 교재')).toEqual({ tags: ['교재'], problem: null });
  });

  it('refuses tags over 30 characters, adding the others', () => {
    expect(tagsWithAdded([], `${'가'.repeat(31)}, 찬양`)).toEqual({
      tags: ['찬양'],
      problem: tagMessages.tooLong,
    });
  });

  it('stops at 20 tags', () => {
    const nineteen = Array.from({ length: 19 }, (_, n) => `t${n}`);
    expect(tagsWithAdded(nineteen, 'a, b')).toEqual({
      tags: [...nineteen, 'a'],
      problem: tagMessages.tooMany,
    });
  });
});
