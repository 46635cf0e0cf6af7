import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { registrations } from './registrations.tables';

/**
 * The completed (등록완료) registrations of these session departments, only those with the given
 * barcodes when a list is given; oldest first. For guides sent to the people who will come.
 */
export async function listCompletedRegistrations(
  db: Db,
  options: { detailIdxs: number[]; barcodes?: string[] | undefined },
) {
  if (options.detailIdxs.length === 0 || options.barcodes?.length === 0) return [];
  const conditions: SQL[] = [
    inArray(registrations.conferenceDetailIdx, options.detailIdxs),
    eq(registrations.status, '등록완료'),
  ];
  if (options.barcodes) conditions.push(inArray(registrations.barcode, [...new Set(options.barcodes)]));
  return db
    .select({
      registrationIdx: registrations.idx,
      conferenceDetailIdx: registrations.conferenceDetailIdx,
      name: registrations.name,
      phone: registrations.phone,
      church: registrations.church,
      headcount: registrations.headcount,
      barcode: registrations.barcode,
    })
    .from(registrations)
    .where(and(...conditions))
    .orderBy(asc(registrations.idx));
}
