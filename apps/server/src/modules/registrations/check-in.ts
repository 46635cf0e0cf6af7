import {
  type CheckInRegistration,
  checkInProgress,
  koreanDayWithWeekday,
  offDayErrCode,
  offDayMessages,
} from '@edu/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { kstDateTime, kstDay } from '../../platform/korean-time';
import { findSessionForRegistration } from '../conferences';
import { registrationAttendees, registrations } from './registrations.tables';

/** err_code 100 (spec §7): the barcode was checked in before, at the time the message gives. */
const alreadyCheckedIn = (joinedDate: string | null, contents: unknown) =>
  new AppError(409, `이미 입장 처리된 바코드입니다. (${joinedDate ?? '시간 미상'})`, {
    errCode: 100,
    contents,
    notAuthorisation: true,
  });

/** A cancelled attendee's barcode; a moved one's says where the right ticket is. */
const cancelledAttendee = (attendee: { name: string; movedDate: Date | null }) =>
  new AppError(
    410,
    attendee.movedDate
      ? `다른 세션으로 변경된 분의 이전 바코드입니다. (${attendee.name}) 변경된 세션의 새 티켓으로 입장해 주세요.`
      : `참석이 취소된 분의 바코드입니다. (${attendee.name}) 입장할 수 없습니다.`,
    { notAuthorisation: true },
  );

type Registration = typeof registrations.$inferSelect;
type Attendee = typeof registrationAttendees.$inferSelect;

/**
 * What a scanned barcode names: a registration (the spec's barcode: the whole group) or one attendee
 * (their own barcode). The registration's barcode is looked up first, so it keeps its meaning.
 */
async function findScanned(
  db: Db,
  barcode: string,
): Promise<{ registration: Registration; attendee: Attendee | null }> {
  const digits = barcode.trim();
  if (!digits) throw badRequest('바코드를 입력해주세요');
  const [registration] = await db.select().from(registrations).where(eq(registrations.barcode, digits));
  if (registration) return { registration, attendee: null };
  const [own] = await db
    .select({ attendee: registrationAttendees, registration: registrations })
    .from(registrationAttendees)
    .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
    .where(eq(registrationAttendees.barcode, digits));
  if (!own) throw notFound('등록되지 않은 바코드입니다.');
  return own;
}

/**
 * Whether `now` is another day than the session's, in Korea where the conferences are held (Asia/Seoul,
 * no summer time). A session without a start set has no day to hold the desk to.
 */
const isOffDay = (sessionDay: string | null, now: Date) => sessionDay !== null && sessionDay !== kstDay(now);

/** The desk's view of a group: every attendee still coming, who of them came, "3명 중 2명 입장". */
async function deskView(
  db: Db,
  scanned: { registration: Registration; attendee: Attendee | null },
  barcode: string,
  now: Date,
): Promise<CheckInRegistration> {
  const { registration } = scanned;
  const session = await findSessionForRegistration(db, registration.conferenceDetailIdx);
  const [current] = await db.select().from(registrations).where(eq(registrations.idx, registration.idx));
  const attendees = await db
    .select()
    .from(registrationAttendees)
    .where(
      and(
        eq(registrationAttendees.registrationIdx, registration.idx),
        eq(registrationAttendees.isCancel, 'N'),
      ),
    )
    .orderBy(asc(registrationAttendees.idx));
  const came = attendees.filter((attendee) => attendee.checkedInAt !== null).length;
  const joinedDate = current?.joinedDate ?? registration.joinedDate;
  const sessionDay = session?.startsAt ? kstDay(session.startsAt) : null;
  return {
    idx: registration.idx,
    barcode: barcode.trim(),
    scanned_attendee_idx: scanned.attendee?.idx ?? null,
    name: registration.name,
    church: registration.church,
    title: session?.title ?? '',
    dept: session?.dept ?? '',
    place: session?.place ?? '',
    schedule: session?.schedule ?? '',
    roomname: current?.roomname ?? registration.roomname,
    headcount: attendees.length,
    came,
    progress: checkInProgress(came, attendees.length),
    attendees: attendees.map((attendee) => ({
      idx: attendee.idx,
      name: attendee.name,
      church: attendee.church,
      checked_in_at: attendee.checkedInAt ? kstDateTime(attendee.checkedInAt) : null,
    })),
    joined_conference: current?.joinedConference ?? registration.joinedConference,
    joined_date: joinedDate ? kstDateTime(joinedDate) : null,
    session_day: sessionDay,
    off_day: isOffDay(sessionDay, now),
  };
}

/** The barcode's group if it may come in now: a completed registration, the attendee not cancelled. */
async function findForCheckIn(db: Db, barcode: string, now: Date) {
  const scanned = await findScanned(db, barcode);
  const { registration, attendee } = scanned;
  if (registration.status !== '등록완료')
    throw badRequest(`입장할 수 없는 신청입니다. (${registration.status})`);
  if (attendee?.isCancel === 'Y') throw cancelledAttendee(attendee);
  const view = await deskView(db, scanned, barcode, now);
  if (view.headcount === 0) throw badRequest('참석 인원이 모두 취소된 신청입니다.');
  return { scanned, view };
}

/** The latest admission of the group (what "checked in before" reports for a fully admitted group). */
const lastAdmission = (view: CheckInRegistration) =>
  view.attendees
    .map((attendee) => attendee.checked_in_at)
    .filter((time): time is string => time !== null)
    .sort()
    .at(-1) ?? null;

/**
 * Looks a barcode up for the desk. An attendee's own barcode answers err_code 100 once that attendee
 * came in; the registration's barcode once everyone still coming did. Either way the group is shown.
 */
export async function lookUpBarcode(db: Db, barcode: string, now = new Date()) {
  const { scanned, view } = await findForCheckIn(db, barcode, now);
  const own = scanned.attendee ? view.attendees.find((row) => row.idx === scanned.attendee?.idx) : undefined;
  if (own?.checked_in_at) throw alreadyCheckedIn(own.checked_in_at, view);
  if (!scanned.attendee && view.came === view.headcount) throw alreadyCheckedIn(lastAdmission(view), view);
  return view;
}

/**
 * Admits at the desk, one attendee at a time (their own barcode), or with the registration's barcode
 * the attendees chosen, or when none are chosen everyone of the group not yet in. Each admission is
 * one conditional statement, so two desks never admit the same person twice and an attendee
 * cancelled a moment ago is not admitted. The registration is joined Y from its first admission.
 * Only on the session's day: a group that comes on another day (35 days early, say, which would date
 * its certificates before the training) is refused with the reason, unless the staff confirmed it, and
 * then the admission is audited as check_in.off_day.
 */
export async function checkIn(
  db: Db,
  barcode: string,
  options: {
    staff: AuditActor;
    attendeeIdxs?: number[] | undefined;
    allowOffDay?: boolean | undefined;
    now?: Date;
  },
) {
  const now = options.now ?? new Date();
  const { scanned, view } = await findForCheckIn(db, barcode, now);
  if (view.off_day && view.session_day && !options.allowOffDay)
    throw new AppError(409, offDayMessages.notToday(view.session_day), {
      errCode: offDayErrCode,
      contents: view,
      notAuthorisation: true,
    });
  let targets: number[];
  if (scanned.attendee) targets = [scanned.attendee.idx];
  else if (options.attendeeIdxs && options.attendeeIdxs.length > 0) {
    const known = new Set(view.attendees.map((attendee) => attendee.idx));
    if (options.attendeeIdxs.some((idx) => !known.has(idx)))
      throw badRequest('이 신청의 참석자가 아니거나 참석이 취소된 분이 포함되어 있습니다.');
    targets = [...new Set(options.attendeeIdxs)];
  } else
    targets = view.attendees.filter((attendee) => !attendee.checked_in_at).map((attendee) => attendee.idx);

  const admitted = await db.transaction(async (tx) => {
    const rows =
      targets.length === 0
        ? []
        : await tx
            .update(registrationAttendees)
            .set({ checkedInAt: now })
            .where(
              and(
                eq(registrationAttendees.registrationIdx, scanned.registration.idx),
                inArray(registrationAttendees.idx, targets),
                eq(registrationAttendees.isCancel, 'N'),
                isNull(registrationAttendees.checkedInAt),
              ),
            )
            .returning({ idx: registrationAttendees.idx });
    if (rows.length > 0)
      await tx
        .update(registrations)
        .set({
          joinedConference: 'Y',
          joinedDate: sql`coalesce(${registrations.joinedDate}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(registrations.idx, scanned.registration.idx));
    if (rows.length > 0 && view.off_day && view.session_day)
      await recordAudit(tx, options.staff, {
        action: 'check_in.off_day',
        target: `registration:${scanned.registration.idx}`,
        summary: `세션 날이 아닌 날 입장: ${scanned.registration.name} (${koreanDayWithWeekday(view.session_day)} 세션, ${koreanDayWithWeekday(kstDay(now))} 입장) ${rows.length}명`,
        details: {
          sessionDay: view.session_day,
          admittedDay: kstDay(now),
          attendees: rows.map((row) => row.idx),
        },
      });
    return rows;
  });

  const after = await deskView(db, scanned, barcode, now);
  if (admitted.length === 0) {
    // Admitted at another desk, or cancelled, since the lookup: read afresh.
    if (scanned.attendee) {
      const [row] = await db
        .select()
        .from(registrationAttendees)
        .where(eq(registrationAttendees.idx, scanned.attendee.idx));
      if (row?.isCancel === 'Y') throw cancelledAttendee(row);
      throw alreadyCheckedIn(row?.checkedInAt ? kstDateTime(row.checkedInAt) : null, after);
    }
    const times = after.attendees
      .filter((attendee) => targets.includes(attendee.idx))
      .map((attendee) => attendee.checked_in_at);
    throw alreadyCheckedIn(times.filter(Boolean).sort().at(-1) ?? lastAdmission(after), after);
  }
  return { view: after, admitted: admitted.map((row) => row.idx) };
}
