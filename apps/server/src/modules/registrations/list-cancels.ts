import { limits } from '@edu/shared';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like-pattern';
import { memberIdxsByUid, membersByIdx } from '../accounts';
import { findSessionsByIdx } from '../conferences';
import { registrationCancels, registrations } from './registrations.tables';

/**
 * Every member's cancel requests for administrators (spec §2 cancellation list): filtered by state
 * (all, 취소신청, 처리완료), searched by applicant name, member id, order number or church, newest first, 20 a page.
 */
export async function listCancels(options: { db: Db; status?: string; search?: string; page: number }) {
  const { db, page } = options;
  const size = limits.cancelPageSize;
  const conditions: SQL[] = [];
  const status = options.status?.trim();
  if (status && status !== 'all' && status !== '전체')
    conditions.push(eq(registrationCancels.status, status));
  const search = options.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const byMemberId = await memberIdxsByUid(db, search);
    const matched = or(
      ilike(registrations.name, pattern),
      ilike(registrations.oid, pattern),
      ilike(registrations.church, pattern),
      ...(byMemberId.length > 0 ? [inArray(registrations.memberIdx, byMemberId)] : []),
    );
    if (matched) conditions.push(matched);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db
    .select({ total: count() })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(where);
  const rows = await db
    .select({ cancel: registrationCancels, registration: registrations })
    .from(registrationCancels)
    .innerJoin(registrations, eq(registrations.idx, registrationCancels.registrationIdx))
    .where(where)
    .orderBy(desc(registrationCancels.createdDate), desc(registrationCancels.idx))
    .limit(size)
    .offset((page - 1) * size);
  const sessions = await findSessionsByIdx(db, [
    ...new Set(rows.map((row) => row.registration.conferenceDetailIdx)),
  ]);
  const applicants = await membersByIdx(
    db,
    rows.map((row) => row.registration.memberIdx),
  );
  return {
    pageInfo: { page, size, total: counted?.total ?? 0 },
    list: rows.map(({ cancel, registration }) => {
      const session = sessions.get(registration.conferenceDetailIdx);
      return {
        idx: cancel.idx,
        status: cancel.status,
        type: cancel.type,
        price: cancel.price,
        // Requests finished before refunds were counted in parts refunded their whole price.
        refunded: cancel.status === '처리완료' ? cancel.price : cancel.refundedAmount,
        count: cancel.count,
        cancel_member_idxs: cancel.cancelMemberIdxs,
        refundError: cancel.refundError,
        created_date: cancel.createdDate.toISOString(),
        confirm_date: cancel.confirmDate?.toISOString() ?? null,
        registerConference: {
          idx: registration.idx,
          oid: registration.oid,
          name: registration.name,
          uid: applicants.get(registration.memberIdx)?.uid ?? '',
          phone: registration.phone,
          church: registration.church,
          pay_method: registration.payMethod,
          total_price: registration.totalPrice,
          title: session?.title ?? '',
          dept: session?.dept ?? '',
        },
      };
    }),
  };
}
