import { randomBytes } from 'node:crypto';

const kstOffsetMs = 9 * 60 * 60 * 1000;

/**
 * A payment order id: the Korean date and 12 random characters, e.g. HB20261122A7K2M9Q4X1ZT. Unique
 * (the table's unique index is the guard), unguessable, and within the providers' 40 characters.
 */
export function newOrderId(now: Date): string {
  const day = new Date(now.getTime() + kstOffsetMs).toISOString().slice(0, 10).replaceAll('-', '');
  const random = randomBytes(9)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return `HB${day}${random.padEnd(12, '0').slice(0, 12)}`;
}
