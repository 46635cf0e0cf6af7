import { type CreateInquiryRequest, inquiryLimits, inquiryMessages as messages } from '@edu/shared';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/app-error';
import { isPublishedConference } from '../conferences';
import { inquiries } from './inquiries.tables';

const idxPattern = /^\d{1,9}$/;

/** The conference idx the form sent (a number or its digits), or null when none was chosen. */
function conferenceIdxOf(value: CreateInquiryRequest['conference_idx']): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!idxPattern.test(text)) return null;
  const idx = Number(text);
  return idx > 0 ? idx : null;
}

/**
 * Files a member's question about a conference (spec §5 Q&A): checks the conference, the title and the
 * contents in that order and stores the inquiry as 문의신청. Contents are kept as plain text.
 */
export async function createInquiry(options: {
  db: Db;
  memberIdx: number;
  request: CreateInquiryRequest;
}): Promise<number> {
  const { db, request } = options;
  const conferenceIdx = conferenceIdxOf(request.conference_idx);
  if (conferenceIdx === null || !(await isPublishedConference(db, conferenceIdx)))
    throw badRequest(messages.conferenceRequired);
  const title = (request.title ?? '').trim();
  if (!title) throw badRequest(messages.titleRequired);
  if (title.length > inquiryLimits.titleMaxLength) throw badRequest(messages.titleTooLong);
  const contents = (request.contents ?? '').trim();
  if (!contents) throw badRequest(messages.contentsRequired);
  if (contents.length > inquiryLimits.contentsMaxLength) throw badRequest(messages.contentsTooLong);

  const [row] = await db
    .insert(inquiries)
    .values({ conferenceIdx, memberIdx: options.memberIdx, title, contents })
    .returning({ idx: inquiries.idx });
  if (!row) throw new Error('inquiry insert returned nothing');
  return row.idx;
}
