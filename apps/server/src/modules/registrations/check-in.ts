import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { kstDateTime } from '../../platform/korean-time';
import { findSessionForRegistration } from '../conferences';
import { liveAttendees } from './live-attendees';
import { registrations } from './registrations.tables';

/** err_code 100 (spec §7): the barcode was checked in before, at the time the message gives. */
const alreadyCheckedIn = (joinedDate: string | null, contents: unknown) =>
  new AppError(409, `이미 입장 처리된 바코드입니다. (${joinedDate ?? '시간 미상'})`, {
    errCode: 100,
    contents,
    notAuthorisation: true,
  });

/** What the check-in desk shows of a barcode's registration (only a completed one). */
export async function findForCheckIn(db: Db, barcode: string) {
  const digits = barcode.trim();
  if (!digits) throw badRequest('바코드를 입력해주세요');
  const [registration] = await db.select().from(registrations).where(eq(registrations.barcode, digits));
  if (!registration) throw notFound('등록되지 않은 바코드입니다.');
  if (registration.status !== '등록완료')
    throw badRequest(`입장할 수 없는 신청입니다. (${registration.status})`);
  const session = await findSessionForRegistration(db, registration.conferenceDetailIdx);
  const attendees = await liveAttendees(db, registration.idx);
  return {
    idx: registration.idx,
    barcode: digits,
    name: registration.name,
    church: registration.church,
    title: session?.title ?? '',
    dept: session?.dept ?? '',
    place: session?.place ?? '',
    schedule: session?.schedule ?? '',
    roomname: registration.roomname,
    headcount: attendees.length,
    attendees,
    joined_conference: registration.joinedConference,
    joined_date: registration.joinedDate ? kstDateTime(registration.joinedDate) : null,
  };
}

/** Looks a barcode up for the desk; one checked in before answers err_code 100 with its time. */
export async function lookUpBarcode(db: Db, barcode: string) {
  const found = await findForCheckIn(db, barcode);
  if (found.joined_conference === 'Y') throw alreadyCheckedIn(found.joined_date, found);
  return found;
}

/**
 * Checks the registration in when its ticket is printed (spec §5 Barcode): joined Y with the time,
 * once; a second check-in of the same barcode is refused with the time of the first.
 */
export async function checkIn(db: Db, barcode: string) {
  const found = await findForCheckIn(db, barcode);
  const now = new Date();
  const [joined] = await db
    .update(registrations)
    .set({ joinedConference: 'Y', joinedDate: now })
    .where(and(eq(registrations.idx, found.idx), eq(registrations.joinedConference, 'N')))
    .returning({ joinedDate: registrations.joinedDate });
  if (!joined) {
    // Checked in at another desk since the lookup: its time is read afresh.
    const [row] = await db
      .select({ joinedDate: registrations.joinedDate })
      .from(registrations)
      .where(eq(registrations.idx, found.idx));
    throw alreadyCheckedIn(row?.joinedDate ? kstDateTime(row.joinedDate) : null, found);
  }
  return { ...found, joined_conference: 'Y', joined_date: kstDateTime(now) };
}
