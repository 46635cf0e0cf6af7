import { type InquiryStatus, inquiryStatuses, type MyInquiryPage } from '@edu/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conferenceTitlesByIdx } from '../conferences';
import { inquiries } from './inquiries.tables';

const statusOf = (value: string): InquiryStatus =>
  inquiryStatuses.find((status) => status === value) ?? '문의신청';

/** One page of the member's own inquiries, newest first, each with its conference title and state. */
export async function listMyInquiries(options: {
  db: Db;
  memberIdx: number;
  page: number;
  size: number;
}): Promise<MyInquiryPage> {
  const { db, memberIdx, page, size } = options;
  const mine = eq(inquiries.memberIdx, memberIdx);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(mine)
      .orderBy(desc(inquiries.createdDate), desc(inquiries.idx))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(inquiries).where(mine),
  ]);
  const titles = await conferenceTitlesByIdx(
    db,
    rows.map((row) => row.conferenceIdx),
  );
  return {
    list: rows.map((row) => ({
      idx: row.idx,
      conference_idx: row.conferenceIdx,
      conferenceTitle: titles.get(row.conferenceIdx) ?? '',
      title: row.title,
      contents: row.contents,
      status: statusOf(row.status),
      created_date: row.createdDate.toISOString(),
      updated_date: row.updatedDate.toISOString(),
      confirmed_date: row.confirmedDate?.toISOString() ?? null,
      answer: row.answer,
      answered_date: row.answeredDate?.toISOString() ?? null,
    })),
    page,
    size,
    total: total?.n ?? 0,
  };
}
