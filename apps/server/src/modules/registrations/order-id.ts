import { randomBytes } from 'node:crypto';
import { kstDayCompact } from '../../platform/korean-time';

/**
 * A payment order id: the Korean date and 12 random characters, e.g. HB20261122A7K2M9Q4X1ZT. Unique
 * (the table's unique index is the guard), unguessable, and within the providers' 40 characters.
 */
export function newOrderId(now: Date): string {
  const day = kstDayCompact(now);
  const random = randomBytes(9)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return `HB${day}${random.padEnd(12, '0').slice(0, 12)}`;
}
