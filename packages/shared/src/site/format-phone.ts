/**
 * A Korean telephone number as every page, sheet and message shows it: 01012345678 → 010-1234-5678,
 * 0212345678 → 02-1234-5678, 0311234567 → 031-123-4567. Anything that is not such a number is given
 * back as it was (an old record with letters stays readable).
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!/^0\d{8,10}$/.test(digits)) return phone;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  const middle = rest.length - 4;
  return `${digits.slice(0, area)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

/** Digits only: "010-1234-5678" → "01012345678" (how numbers are stored and sent). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');
