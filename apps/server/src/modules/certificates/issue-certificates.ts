import { randomInt } from 'node:crypto';
import {
  certificateCodeAlphabet,
  certificateCodeLength,
  certificateMessages,
  koreanDayWithWeekday,
  limits,
  type MyCertificates,
} from '@edu/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Authenticated } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { kstDay } from '../../platform/korean-time';
import { findSessionsOfConferences } from '../conferences';
import { attendeesCheckedIn } from '../registrations';
import { readCertificateSettings } from './certificate-settings';
import { certificates } from './certificates.tables';

export type IssuedCertificate = typeof certificates.$inferSelect;

/** An unguessable code: 12 of 31 letters and digits (about 59 bits), drawn with the CSPRNG. */
export function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < certificateCodeLength; i += 1)
    code += certificateCodeAlphabet[randomInt(certificateCodeAlphabet.length)];
  return code;
}

/** "2026년 1월 10일" from a Korean date YYYY-MM-DD. */
export const koreanLongDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}년 ${month}월 ${date}일`;
};

/** The conference's settings when it issues certificates, else 404 "이 컨퍼런스는 이수증을 발급하지 않습니다.". */
async function issuingSettings(db: Db, conferenceIdx: number) {
  const settings = await readCertificateSettings(db, conferenceIdx);
  if (!settings?.issues) throw notFound(certificateMessages.notIssued);
  return settings;
}

/**
 * Who may have a certificate of this conference, as the caller may see them: attendees admitted at the
 * desk (an attendee registers for one session department, so being admitted to it is attending every
 * session the certificate covers), of the caller's own registrations; an administrator sees everyone's.
 * The database is asked only for the registration or the attendee downloaded, never the whole conference.
 */
async function admittedAttendees(
  db: Db,
  caller: Authenticated,
  of: { conferenceIdx: number; registrationIdx?: number; attendeeIdx?: number },
  anyone: boolean,
) {
  return attendeesCheckedIn(db, { ...of, ...(!anyone && { memberIdx: caller.memberIdx }) });
}

/** GET …/mine: whether the conference issues certificates and which of the caller's attendees may have one. */
export async function listMyCertificates(
  db: Db,
  caller: Authenticated,
  conferenceIdx: number,
): Promise<MyCertificates> {
  const settings = await readCertificateSettings(db, conferenceIdx);
  if (!settings?.issues) return { issues: false, hours: 0, attendees: [] };
  const attendees = await admittedAttendees(db, caller, { conferenceIdx }, false);
  return {
    issues: true,
    hours: Number(settings.hours),
    attendees: attendees.map((attendee) => ({
      attendee_idx: attendee.attendeeIdx,
      registration_idx: attendee.registrationIdx,
      name: attendee.name,
      church: attendee.church,
    })),
  };
}

/**
 * The certificates of one attendee or of a whole registration, issued on the first download: each
 * attendee gets one code for good, and what it certifies is kept as first printed. Only the applicant of
 * the registration (or an administrator) gets them, only for admitted attendees, only when the
 * conference issues certificates. Two downloads at once issue one certificate (the attendee is unique).
 * None is issued before the session's day (Korean time): an attendee admitted early by the staff's
 * override would otherwise hold a certificate dated before the training.
 */
export async function issueCertificates(
  db: Db,
  caller: Authenticated,
  target: { conferenceIdx: number } & ({ attendeeIdx: number } | { registrationIdx: number }),
): Promise<{ certificates: IssuedCertificate[]; sealKey: string | null }> {
  const settings = await issuingSettings(db, target.conferenceIdx);
  const anyone = caller.level >= limits.adminLevel;
  const attendees = await admittedAttendees(db, caller, target, anyone);
  if (attendees.length === 0)
    throw notFound(
      'attendeeIdx' in target ? certificateMessages.notAvailable : certificateMessages.noneInRegistration,
    );

  const sessions = new Map(
    (await findSessionsOfConferences(db, [target.conferenceIdx])).map((session) => [
      session.detailIdx,
      session,
    ]),
  );
  const attendeeIdxs = attendees.map((attendee) => attendee.attendeeIdx).sort((a, b) => a - b);
  const existing = async () =>
    db.select().from(certificates).where(inArray(certificates.attendeeIdx, attendeeIdxs));
  const issued = new Map((await existing()).map((row) => [row.attendeeIdx, row]));
  const today = kstDay(new Date());
  const sessionDayOf = (detailIdx: number) => {
    const startsAt = sessions.get(detailIdx)?.startsAt;
    return startsAt ? kstDay(startsAt) : null;
  };
  const notYet = attendees
    .map((attendee) => sessionDayOf(attendee.conferenceDetailIdx))
    .filter((day): day is string => day !== null && day > today);
  const missing = attendees.filter((attendee) => {
    const day = sessionDayOf(attendee.conferenceDetailIdx);
    return !issued.has(attendee.attendeeIdx) && (day === null || day <= today);
  });
  const earliest = notYet.sort()[0];
  if (issued.size === 0 && missing.length === 0 && earliest)
    throw conflict(certificateMessages.beforeSessionDay(koreanDayWithWeekday(earliest)));
  for (const attendee of missing) {
    const session = sessions.get(attendee.conferenceDetailIdx);
    const dates =
      session?.schedule?.trim() || (session?.startsAt ? koreanLongDate(kstDay(session.startsAt)) : '');
    // A code already taken (about one chance in 10^17 a time) is drawn again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [row] = await db
        .insert(certificates)
        .values({
          attendeeIdx: attendee.attendeeIdx,
          conferenceIdx: target.conferenceIdx,
          code: newCertificateCode(),
          name: attendee.name,
          church: attendee.church,
          conferenceTitle: session?.title ?? '',
          dates,
          hours: settings.hours,
          issuerName: settings.issuerName,
        })
        .onConflictDoNothing()
        .returning();
      if (row) break;
      const [other] = await db
        .select({ idx: certificates.idx })
        .from(certificates)
        .where(eq(certificates.attendeeIdx, attendee.attendeeIdx));
      if (other) break; // issued by a download at the same moment
    }
  }
  const rows = missing.length === 0 ? [...issued.values()] : await existing();
  const order = new Map(attendeeIdxs.map((idx, position) => [idx, position]));
  rows.sort((a, b) => (order.get(a.attendeeIdx ?? 0) ?? 0) - (order.get(b.attendeeIdx ?? 0) ?? 0));
  return { certificates: rows, sealKey: settings.sealKey };
}
