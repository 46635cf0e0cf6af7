import { and, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { kstDateTime } from '../../platform/korean-time';
import { registrationAttendees, registrations } from './registrations.tables';

/**
 * Undoes a check-in (spec §4 Participation): joined Y becomes N and the time is cleared, and so are
 * the admissions of its attendees, so the barcodes can be checked in again; refused with 409 when the
 * registration was not checked in.
 */
export async function resetParticipation(options: { db: Db; registrationIdx: number; actor: AuditActor }) {
  const { db, registrationIdx, actor } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        idx: registrations.idx,
        name: registrations.name,
        oid: registrations.oid,
        joinedConference: registrations.joinedConference,
        joinedDate: registrations.joinedDate,
      })
      .from(registrations)
      .where(eq(registrations.idx, registrationIdx))
      .for('update');
    if (!before) throw notFound('신청을 찾을 수 없습니다.');
    // The condition repeats the check so two administrators resetting at once cannot both succeed.
    const [reset] = await tx
      .update(registrations)
      .set({ joinedConference: 'N', joinedDate: null, updatedDate: new Date() })
      .where(and(eq(registrations.idx, registrationIdx), eq(registrations.joinedConference, 'Y')))
      .returning({ idx: registrations.idx });
    if (!reset) throw conflict('참석 처리되지 않은 신청입니다.');
    // Every attendee of the group may be admitted again.
    await tx
      .update(registrationAttendees)
      .set({ checkedInAt: null })
      .where(eq(registrationAttendees.registrationIdx, registrationIdx));
    const joinedDate = before.joinedDate ? kstDateTime(before.joinedDate) : null;
    await recordAudit(tx, actor, {
      action: 'registration.join_reset',
      target: `registration:${registrationIdx}`,
      summary: `신청 ${before.name}(${before.oid}) 참석 처리 초기화`,
      details: { oid: before.oid, joinedDate },
    });
    return { idx: registrationIdx, joined_conference: 'N' as const, joined_date: null };
  });
}
