/**
 * A refund account number as lists show it, only its last 4 digits: 110-123-456789 → ********6789
 * (the mall's refunds and the conference moves show the same).
 */
export function maskAccountNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length <= 4 ? digits : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
