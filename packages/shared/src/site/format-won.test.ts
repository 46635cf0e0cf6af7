import { describe, expect, it } from 'vitest';
import { formatWon, groupDigits } from './format-won';

describe('groupDigits', () => {
  it('writes numbers as Intl.NumberFormat ko-KR does', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    const values = [
      0, 1, 12, 123, 999, 1000, 1001, 12_345, 100_000, 999_999, 1_000_000, 123_456_789, 2_147_483_647, -1,
      -1000, -123_456, 0.5, 1234.5, 1234.56, 1234.567, 1234.5678, 0.0004, -0.25, 99_999.9999,
    ];
    for (const value of values) expect(groupDigits(value), String(value)).toBe(intl.format(value));
    for (let value = -5000; value <= 5000; value += 7) expect(groupDigits(value)).toBe(intl.format(value));
  });

  it('says won after the grouped amount', () => {
    expect(formatWon(30000)).toBe('30,000원');
    expect(formatWon(0)).toBe('0원');
  });
});
