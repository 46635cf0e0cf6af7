import { describe, expect, it } from 'vitest';
import { isbn13CheckDigit, isbn13ChecksumHolds, isbnDigitsOf, isIsbn13Shape } from './isbn';

describe('ISBN-13', () => {
  it('accepts real books’ ISBNs, typed with or without hyphens', () => {
    // 소년이 온다 (창비) and 데미안 (민음사 세계문학전집), from their back covers.
    for (const typed of ['9788936434120', '978-89-364-3412-0', '978 89 374 6044 9', '9788937460449']) {
      const digits = isbnDigitsOf(typed);
      expect(isIsbn13Shape(digits), typed).toBe(true);
      expect(isbn13ChecksumHolds(digits), typed).toBe(true);
    }
    expect(isbnDigitsOf('978-89-364-3412-0')).toBe('9788936434120');
  });

  it('computes the check digit with the weights 1, 3, 1, 3…', () => {
    // 9·1 + 7·3 + 8·1 + 8·3 + 9·1 + 3·3 + 6·1 + 4·3 + 3·1 + 4·3 + 1·1 + 2·3 = 120 → 0.
    expect(isbn13CheckDigit('978893643412')).toBe(0);
    // 121 → 9.
    expect(isbn13CheckDigit('978893746044')).toBe(9);
  });

  it('refuses a wrong last digit and two swapped neighbours', () => {
    expect(isbn13ChecksumHolds('9788936434121')).toBe(false);
    expect(isbn13ChecksumHolds('9788936434210')).toBe(false);
  });

  it('refuses what is not thirteen digits starting 978 or 979', () => {
    for (const digits of ['893643412X', '978893643412', '97889364341200', '8801234567893', '97889364341a0'])
      expect(isIsbn13Shape(digits), digits).toBe(false);
    // An EAN-13 that is not a book has a right check digit but is no ISBN.
    expect(isbn13ChecksumHolds('8801234567893')).toBe(false);
  });
});
