import { describe, expect, it } from 'vitest';
import { wonInputText, wonOf } from './won';

describe('wonOf', () => {
  it('reads amounts as people write them', () => {
    expect(wonOf('3000')).toBe(3000);
    expect(wonOf('3,000')).toBe(3000);
    expect(wonOf('3000원')).toBe(3000);
    expect(wonOf(' 3,000 원 ')).toBe(3000);
    expect(wonOf('50 000')).toBe(50_000);
  });

  it('takes zero', () => {
    expect(wonOf('0')).toBe(0);
    expect(wonOf('0원')).toBe(0);
  });

  it('refuses empty boxes, signs, fractions, exponents and words', () => {
    for (const text of [
      '',
      '  ',
      '원',
      '-500',
      '+500',
      '12.5',
      '3,000.0',
      '1e4',
      '삼천원',
      '3000원원',
      '3000won',
    ])
      expect(wonOf(text)).toBeNull();
  });
});

describe('wonInputText', () => {
  it('groups thousands with commas, which wonOf reads back', () => {
    expect(wonInputText(0)).toBe('0');
    expect(wonInputText(3000)).toBe('3,000');
    expect(wonInputText(100_000_000)).toBe('100,000,000');
    expect(wonOf(wonInputText(50_000))).toBe(50_000);
  });
});
