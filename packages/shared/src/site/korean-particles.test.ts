import { describe, expect, it } from 'vitest';
import { type KoreanParticle, withParticle } from './korean-particles';

describe('a particle after a word', () => {
  it.each<[string, KoreanParticle, string]>([
    // The last syllable decides, and ㄹ takes 로.
    ['구성', '을/를', '구성을'],
    ['학기', '을/를', '학기를'],
    ['유아부 교재', '으로/로', '유아부 교재로'],
    ['부활절 예배 영상', '으로/로', '부활절 예배 영상으로'],
    ['초등부 여름성경학교', '으로/로', '초등부 여름성경학교로'],
    ['부활절', '으로/로', '부활절로'],
    ['부활절', '이/가', '부활절이'],
    ['찬양', '과/와', '찬양과'],
    ['교사', '은/는', '교사는'],
    // Numbers and Latin letters are read as Korean.
    ['문구1', '을/를', '문구1을'],
    ['문구2', '을/를', '문구2를'],
    ['요한복음 3', '으로/로', '요한복음 3으로'],
    ['7', '으로/로', '7로'],
    ['카드 100', '으로/로', '카드 100으로'],
    ['MR', '으로/로', 'MR로'],
    ['PPT', '으로/로', 'PPT로'],
    ['PDF', '을/를', 'PDF를'],
  ])('%s + %s → %s', (word, particle, expected) => {
    expect(withParticle(word, particle)).toBe(expected);
  });
});
