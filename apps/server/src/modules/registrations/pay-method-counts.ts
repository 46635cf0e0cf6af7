import { type PayMethodCount, payMethodCounts } from '@edu/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { registrations } from './registrations.tables';

/**
 * The dashboard's 등록완료 registrations of these session departments by how they were paid (신용카드,
 * 카카오페이, 네이버페이, 실시간 계좌이체, 가상계좌, and 무료 for a session that cost nothing), every way listed.
 */
export async function registrationsByPayMethod(db: Db, detailIdxs: number[]): Promise<PayMethodCount[]> {
  if (detailIdxs.length === 0) return payMethodCounts([]);
  const rows = await db
    .select({
      method: registrations.payMethod,
      amount: sql<number>`min(${registrations.totalPrice})`.mapWith(Number),
      count: count(),
    })
    .from(registrations)
    .where(and(inArray(registrations.conferenceDetailIdx, detailIdxs), eq(registrations.status, '등록완료')))
    .groupBy(registrations.payMethod);
  return payMethodCounts(rows);
}
