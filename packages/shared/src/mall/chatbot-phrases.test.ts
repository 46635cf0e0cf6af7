import { describe, expect, it } from 'vitest';
import { passageName, priceCondition, wonInWords } from './chatbot-phrases';

describe('what the chatbot understood, as said in Korean', () => {
  it('says amounts in 만 and 천', () => {
    expect(wonInWords(20_000)).toBe('2만 원');
    expect(wonInWords(15_000)).toBe('1만 5천 원');
    expect(wonInWords(5000)).toBe('5천 원');
    expect(wonInWords(120_000)).toBe('12만 원');
    expect(wonInWords(2500)).toBe('2,500원');
    expect(wonInWords(1000)).toBe('천 원');
    expect(wonInWords(11_000)).toBe('1만 1천 원');
    expect(wonInWords(0)).toBe('0원');
  });

  it('says price limits, including less than and more than a round amount', () => {
    expect(priceCondition({ minPrice: null, maxPrice: 20_000 })).toBe('2만 원 이하');
    expect(priceCondition({ minPrice: null, maxPrice: 19_999 })).toBe('2만 원 미만');
    expect(priceCondition({ minPrice: 5000, maxPrice: null })).toBe('5천 원 이상');
    expect(priceCondition({ minPrice: 5001, maxPrice: null })).toBe('5천 원 초과');
    expect(priceCondition({ minPrice: 1000, maxPrice: 5000 })).toBe('천 원 이상 5천 원 이하');
    expect(priceCondition({ minPrice: null, maxPrice: null })).toBeNull();
  });

  it('names a passage by chapter, or psalm', () => {
    expect(passageName('요한복음', 3)).toBe('요한복음 3장');
    expect(passageName('시편', 23)).toBe('시편 23편');
    expect(passageName('요나', null)).toBe('요나');
  });
});
