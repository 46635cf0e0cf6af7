import { randomBytes } from 'node:crypto';
import { kstDayCompact } from './korean-time';

/**
 * An order number: a two-letter prefix (HB registrations, HM mall orders), the Korean date and 12 random
 * characters, e.g. HB20261122A7K2M9Q4X1ZT. Unique (the tables' unique indexes are the guard),
 * unguessable, and with a payment attempt's suffix still within the providers' 40 characters.
 */
export function newOrderNumber(prefix: 'HB' | 'HM', now: Date): string {
  const random = randomBytes(9)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return `${prefix}${kstDayCompact(now)}${random.padEnd(12, '0').slice(0, 12)}`;
}
