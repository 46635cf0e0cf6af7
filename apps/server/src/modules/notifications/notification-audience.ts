import type { Db } from '../../platform/db/database';
import { findOnlineMeeting, findSessionsOfConferences } from '../conferences';
import { listCompletedRegistrations } from '../registrations';

/** A conference as the notification screen needs it: title, online meeting and its session numbers. */
export async function findConferenceForNotifications(db: Db, conferenceIdx: number) {
  const conference = await findOnlineMeeting(db, conferenceIdx);
  if (!conference) return undefined;
  const departments = await findSessionsOfConferences(db, [conferenceIdx]);
  // One entry per session number (its first department stands for the place and schedule).
  const sessions = [...new Map([...departments].reverse().map((row) => [row.number, row])).values()]
    .sort((a, b) => a.number - b.number)
    .map(({ number, label, local, place, schedule, dept }) => ({
      number,
      label,
      local,
      place,
      schedule,
      dept,
    }));
  return {
    idx: conference.idx,
    title: conference.title,
    onlineMeetingId: conference.onlineMeetingId,
    onlineMeetingPasscode: conference.onlineMeetingPasscode,
    sessions,
  };
}

export type Recipient = {
  registrationIdx: number;
  name: string;
  phone: string;
  church: string;
  headcount: number;
  barcode: string | null;
  sessionNumber: number;
  local: string;
  place: string;
  schedule: string;
  dept: string;
};

/**
 * The completed (등록완료) registrations of a conference, of one session number when given, and only
 * those with the given barcodes when a list is given; oldest first.
 */
export async function findRecipients(
  db: Db,
  options: { conferenceIdx: number; detailNumber?: number | undefined; barcodes?: string[] | undefined },
): Promise<Recipient[]> {
  const departments = (await findSessionsOfConferences(db, [options.conferenceIdx])).filter(
    (session) => options.detailNumber === undefined || session.number === options.detailNumber,
  );
  const byIdx = new Map(departments.map((session) => [session.detailIdx, session]));
  const registrations = await listCompletedRegistrations(db, {
    detailIdxs: [...byIdx.keys()],
    barcodes: options.barcodes,
  });
  return registrations.flatMap(({ conferenceDetailIdx, ...registration }) => {
    const session = byIdx.get(conferenceDetailIdx);
    return session
      ? [
          {
            ...registration,
            sessionNumber: session.number,
            local: session.local,
            place: session.place,
            schedule: session.schedule,
            dept: session.dept,
          },
        ]
      : [];
  });
}
