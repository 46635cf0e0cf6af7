import { describe, expect, it } from 'vitest';
import { boundedNumberOf, discountRateOf, fileSizeText, groupedText, wholeNumberOf } from './numbers';

describe('wholeNumberOf', () => {
  it('reads numbers as people write them', () => {
    expect(wholeNumberOf('3000')).toBe(3000);
    expect(wholeNumberOf('3,000')).toBe(3000);
    expect(wholeNumberOf(' 3,000 원 ')).toBe(3000);
    expect(wholeNumberOf('12개')).toBe(12);
    expect(wholeNumberOf('30일')).toBe(30);
    expect(wholeNumberOf('0')).toBe(0);
  });

  it('refuses empty boxes, signs, fractions and words', () => {
    for (const text of ['', ' ', '원', '-1', '+1', '1.5', '1e3', '삼천', '3000원원']) {
      expect(wholeNumberOf(text)).toBeNull();
    }
  });
});

describe('boundedNumberOf', () => {
  it('takes numbers up to the limit only', () => {
    expect(boundedNumberOf('100', 100)).toBe(100);
    expect(boundedNumberOf('101', 100)).toBeNull();
    expect(boundedNumberOf('', 100)).toBeNull();
  });
});

describe('groupedText', () => {
  it('groups thousands, which wholeNumberOf reads back', () => {
    expect(groupedText(25_000)).toBe('25,000');
    expect(wholeNumberOf(groupedText(100_000_000))).toBe(100_000_000);
  });
});

describe('discountRateOf', () => {
  it('rounds the discount as the server stores it', () => {
    expect(discountRateOf('10,000', '8,000')).toBe(20);
    expect(discountRateOf('30000', '19900')).toBe(34);
    expect(discountRateOf('3000', '3000')).toBe(0);
    expect(discountRateOf('3000', '0')).toBe(100);
  });

  it('is 0 without a regular price, and unknown while the prices do not make sense', () => {
    expect(discountRateOf('0', '0')).toBe(0);
    expect(discountRateOf('', '1000')).toBeNull();
    expect(discountRateOf('1000', 'abc')).toBeNull();
    expect(discountRateOf('1000', '2000')).toBeNull();
  });
});

describe('fileSizeText', () => {
  it('says sizes in B, KB and MB', () => {
    expect(fileSizeText(812)).toBe('812 B');
    expect(fileSizeText(25_088)).toBe('24.5 KB');
    expect(fileSizeText(3 * 1024 * 1024 + 200 * 1024)).toBe('3.2 MB');
    expect(fileSizeText(null)).toBe('-');
  });
});
