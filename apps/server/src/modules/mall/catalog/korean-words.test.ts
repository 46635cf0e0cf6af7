import { describe, expect, it } from 'vitest';
import { splitWords } from './korean-words';
import { lookupKey, questionWords } from './question-words';

const vocabulary = questionWords(['설교', '절기', '이미지', '활동자료', '교사 자료', '행정서식', '찬양']);
const words = (text: string) => splitWords(text, (word) => vocabulary.has(lookupKey(word)));

describe('splitting a question into words', () => {
  it('takes particles and endings off, but never cuts a word into a stray syllable', () => {
    expect(words('유아부 부활절 활동지 무료')).toEqual(['유아부', '부활절', '활동지', '무료']);
    expect(words('활동지를 찾아요')).toEqual(['활동지', '찾아']);
    expect(words('교사 모집할 때 쓸 양식')).toEqual(['교사', '모집', '양식']);
    expect(words('여름성경학교의 포스터는?')).toEqual(['여름성경학교', '포스터']);
    expect(words('성탄절에서부터 MR이요')).toEqual(['성탄절', 'MR']);
    expect(words('예배용 부활절 관련 자료들')).toEqual(['예배', '부활절', '관련', '자료']);
  });

  it('keeps words whose last syllable only looks like a particle', () => {
    expect(words('어린이를 위한 새벽기도 놀이')).toEqual(['어린이', '위한', '새벽기도', '놀이']);
    expect(words('가을 마을')).toEqual(['가을', '마을']);
    expect(words('찬송가')).toEqual(['찬송가']);
  });

  it('splits known words written together', () => {
    expect(words('부활절활동지')).toEqual(['부활절', '활동지']);
    expect(words('유아부용 교재')).toEqual(['유아부', '교재']);
    expect(words('중고등부수련회')).toEqual(['중고등부', '수련회']);
    expect(words('교사자료')).toEqual(['교사자료']);
    // "찬양" is known, but "대" alone is not a word: 찬양대 stays whole.
    expect(words('찬양대')).toEqual(['찬양대']);
  });

  it('drops lone syllables and numbers, and splits on punctuation', () => {
    expect(words('지 것 2025 여름성경학교/포스터, 이미지!')).toEqual(['여름성경학교', '포스터', '이미지']);
  });
});
