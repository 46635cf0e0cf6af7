import { phoneDigits } from './format-phone';

/** Local part, then a domain of word characters with one or two dot segments (site.md §5 Signup). */
export const emailPattern = /^[^\s@]+@\w[\w-]*(\.\w[\w-]*){1,2}$/;

/**
 * A mobile number as the site asks for it (site.md §5 Registration: 11 digits starting with 0): digits
 * with hyphens, spaces, dots or brackets between them, nothing else — "공일공-1234" or "abcd" is not one.
 */
export function isMobilePhone(value: string): boolean {
  const trimmed = value.trim();
  return /^[\d\s().-]+$/.test(trimmed) && /^0\d{10}$/.test(phoneDigits(trimmed));
}

/** An e-mail address of the form the site accepts (trimmed first). */
export const isEmailAddress = (value: string): boolean => emailPattern.test(value.trim());
