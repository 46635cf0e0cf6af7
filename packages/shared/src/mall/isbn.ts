/**
 * ISBN-13 of a book (상품정보제공고시 of 도서, shown beside 도서명). People copy it from the back cover
 * with hyphens or spaces ("978-89-364-3412-0"), so it is read as digits only and stored that way.
 */

/** The ISBN as typed with its hyphens and spaces taken out. */
export const isbnDigitsOf = (typed: string): string => typed.replace(/[\s-]/g, '');

/** 978 or 979 and ten more digits: the shape of every ISBN-13 (other EAN-13 prefixes are not books). */
export const isIsbn13Shape = (digits: string): boolean => /^97[89]\d{10}$/.test(digits);

/**
 * The check digit an ISBN-13's first twelve digits call for: their sum with weights 1, 3, 1, 3…,
 * and the digit that brings it to a multiple of 10.
 */
export function isbn13CheckDigit(firstTwelve: string): number {
  let sum = 0;
  for (const [index, digit] of [...firstTwelve].entries()) sum += Number(digit) * (index % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** An ISBN-13 whose last digit matches its check digit (the shape is asked apart, for its own message). */
export const isbn13ChecksumHolds = (digits: string): boolean =>
  isIsbn13Shape(digits) && isbn13CheckDigit(digits.slice(0, 12)) === Number(digits[12]);
