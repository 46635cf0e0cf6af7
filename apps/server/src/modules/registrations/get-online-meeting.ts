import type { OnlineMeeting, RegistrationStatus } from '@edu/shared';
import { ticketMessages } from '@edu/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/http/app-error';
import { findOnlineMeeting } from '../conferences';
import { registrations } from './registrations.tables';

const completed: RegistrationStatus = '등록완료';

/**
 * The online meeting link of a conference, for a member with a completed registration (등록완료) in
 * one of its sessions: 404 when the conference has no online meeting, 403 for anyone else.
 */
export async function getOnlineMeeting(options: {
  db: Db;
  conferenceIdx: number;
  memberIdx: number;
}): Promise<OnlineMeeting> {
  const { db, memberIdx } = options;
  const meeting = await findOnlineMeeting(db, options.conferenceIdx);
  if (!meeting?.onlineUrl) throw notFound(ticketMessages.onlineNotFound);
  const [registration] =
    meeting.detailIdxs.length === 0
      ? []
      : await db
          .select({ idx: registrations.idx })
          .from(registrations)
          .where(
            and(
              eq(registrations.memberIdx, memberIdx),
              eq(registrations.status, completed),
              inArray(registrations.conferenceDetailIdx, meeting.detailIdxs),
            ),
          )
          .limit(1);
  if (!registration) throw forbidden(ticketMessages.onlineNotRegistered);
  return {
    conference_idx: meeting.idx,
    title: meeting.title,
    onlineUrl: meeting.onlineUrl,
    onlineMeetingId: meeting.onlineMeetingId,
    onlineMeetingPasscode: meeting.onlineMeetingPasscode,
  };
}
