import type {
  CheckInConflict,
  CheckInSession,
  CheckInSyncAnswer,
  CheckInSyncResult,
  QueuedAdmission,
  ScanList,
} from '@edu/shared';
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { findSessionForRegistration, findSessionsByIdx } from '../conferences';
import { checkInEvents, registrationAttendees, registrations } from './registrations.tables';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The sessions a desk can prepare for: those with completed registrations, the latest first. */
export async function listCheckInSessions(db: Db): Promise<CheckInSession[]> {
  const rows = await db
    .select({ detailIdx: registrations.conferenceDetailIdx, attendees: count(registrationAttendees.idx) })
    .from(registrations)
    .innerJoin(registrationAttendees, eq(registrationAttendees.registrationIdx, registrations.idx))
    .where(and(eq(registrations.status, '등록완료'), eq(registrationAttendees.isCancel, 'N')))
    .groupBy(registrations.conferenceDetailIdx)
    .orderBy(desc(registrations.conferenceDetailIdx))
    .limit(50);
  const sessions = await findSessionsByIdx(
    db,
    rows.map((row) => row.detailIdx),
  );
  return rows.flatMap((row) => {
    const session = sessions.get(row.detailIdx);
    if (!session) return [];
    return [
      {
        detail_idx: row.detailIdx,
        title: session.title,
        dept: session.dept,
        schedule: session.schedule,
        attendees: Number(row.attendees),
      },
    ];
  });
}

/**
 * The session's scan list for a desk going offline: every attendee given a barcode (at 등록완료), with
 * only what a scan needs. Cancelled attendees stay on the list, flagged, so the desk can say so.
 */
export async function scanListOf(db: Db, detailIdx: number): Promise<ScanList> {
  const session = await findSessionForRegistration(db, detailIdx);
  if (!session) throw notFound('세션을 찾을 수 없습니다.');
  const rows = await db
    .select({
      barcode: registrationAttendees.barcode,
      name: registrationAttendees.name,
      church: registrationAttendees.church,
      registrationIdx: registrations.idx,
      isCancel: registrationAttendees.isCancel,
      status: registrations.status,
      checkedInAt: registrationAttendees.checkedInAt,
    })
    .from(registrationAttendees)
    .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
    .where(and(eq(registrations.conferenceDetailIdx, detailIdx), isNotNull(registrationAttendees.barcode)))
    .orderBy(asc(registrationAttendees.idx));
  return {
    detail_idx: detailIdx,
    title: session.title,
    dept: session.dept,
    downloaded_at: new Date().toISOString(),
    entries: rows.map((row) => ({
      barcode: row.barcode ?? '',
      name: row.name,
      church: row.church,
      registration_idx: row.registrationIdx,
      cancelled: row.isCancel === 'Y' || row.status !== '등록완료',
      checked_in_at: iso(row.checkedInAt),
    })),
  };
}

/** The answer stored for an admission already received (the device sent its queue again). */
async function storedAnswer(tx: Db, clientEventId: string): Promise<CheckInSyncAnswer> {
  const [row] = await tx
    .select({ event: checkInEvents, name: registrationAttendees.name, at: registrationAttendees.checkedInAt })
    .from(checkInEvents)
    .leftJoin(registrationAttendees, eq(registrationAttendees.idx, checkInEvents.attendeeIdx))
    .where(eq(checkInEvents.clientEventId, clientEventId));
  if (!row) throw new Error(`check-in event ${clientEventId} vanished`);
  const { event } = row;
  return {
    clientEventId,
    barcode: event.barcode,
    result: event.result as CheckInSyncResult,
    name: row.name,
    checked_in_at: event.result === 'already' ? iso(event.winnerAt) : iso(row.at),
    winner_device_id: event.result === 'already' ? event.winnerDeviceId : null,
  };
}

/**
 * Applies one queued admission. The event row is written first (its clientEventId is unique, so the same
 * admission sent twice, even at once, is applied once and answered the same). The admission itself is one
 * conditional statement: the attendee is admitted only if not cancelled, of a 등록완료 registration and
 * not admitted yet. So the first admission to reach the server wins, whatever the devices' clocks say:
 * a clock cannot be trusted, and an admission once confirmed (to the desk, to certificates) is never
 * taken back by a later sync. The time recorded is the device's (when the person walked in), never later
 * than its arrival.
 */
async function applyAdmission(
  db: Db,
  deviceId: string,
  admission: QueuedAdmission,
): Promise<CheckInSyncAnswer> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const deviceTime = new Date(admission.admittedAt);
    const admittedAt = deviceTime.getTime() > now.getTime() ? now : deviceTime;
    const barcode = admission.barcode.trim();
    const [event] = await tx
      .insert(checkInEvents)
      .values({ clientEventId: admission.clientEventId, deviceId, barcode, admittedAt, result: 'pending' })
      .onConflictDoNothing({ target: checkInEvents.clientEventId })
      .returning({ idx: checkInEvents.idx });
    if (!event) return storedAnswer(tx, admission.clientEventId);

    const settle = async (
      result: CheckInSyncResult,
      fields: { attendeeIdx?: number; winnerDeviceId?: string | null; winnerAt?: Date | null } = {},
    ) => {
      await tx
        .update(checkInEvents)
        .set({ result, ...fields })
        .where(eq(checkInEvents.idx, event.idx));
    };

    const [attendee] = await tx
      .select({ idx: registrationAttendees.idx, name: registrationAttendees.name })
      .from(registrationAttendees)
      .where(eq(registrationAttendees.barcode, barcode));
    if (!attendee) {
      await settle('unknown');
      return {
        clientEventId: admission.clientEventId,
        barcode,
        result: 'unknown',
        name: null,
        checked_in_at: null,
        winner_device_id: null,
      };
    }

    const [admitted] = await tx
      .update(registrationAttendees)
      .set({ checkedInAt: admittedAt })
      .where(
        and(
          eq(registrationAttendees.idx, attendee.idx),
          eq(registrationAttendees.isCancel, 'N'),
          isNull(registrationAttendees.checkedInAt),
          sql`exists (select 1 from ${registrations} where ${registrations.idx} = ${registrationAttendees.registrationIdx} and ${registrations.status} = '등록완료')`,
        ),
      )
      .returning({ registrationIdx: registrationAttendees.registrationIdx });
    const answer = { clientEventId: admission.clientEventId, barcode, name: attendee.name };
    if (admitted) {
      await tx
        .update(registrations)
        .set({
          joinedConference: 'Y',
          joinedDate: sql`least(coalesce(${registrations.joinedDate}, ${admittedAt.toISOString()}::timestamptz), ${admittedAt.toISOString()}::timestamptz)`,
        })
        .where(eq(registrations.idx, admitted.registrationIdx));
      await settle('admitted', { attendeeIdx: attendee.idx });
      return {
        ...answer,
        result: 'admitted',
        checked_in_at: admittedAt.toISOString(),
        winner_device_id: null,
      };
    }

    const [current] = await tx
      .select({ attendee: registrationAttendees, status: registrations.status })
      .from(registrationAttendees)
      .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
      .where(eq(registrationAttendees.idx, attendee.idx));
    if (
      !current?.attendee.checkedInAt ||
      current.attendee.isCancel === 'Y' ||
      current.status !== '등록완료'
    ) {
      await settle('cancelled', { attendeeIdx: attendee.idx });
      return { ...answer, result: 'cancelled', checked_in_at: null, winner_device_id: null };
    }
    const winnerAt = current.attendee.checkedInAt;
    const [winner] = await tx
      .select({ deviceId: checkInEvents.deviceId })
      .from(checkInEvents)
      .where(and(eq(checkInEvents.attendeeIdx, attendee.idx), eq(checkInEvents.result, 'admitted')))
      .limit(1);
    const winnerDeviceId = winner?.deviceId ?? null;
    await settle('already', { attendeeIdx: attendee.idx, winnerDeviceId, winnerAt });
    return {
      ...answer,
      result: 'already',
      checked_in_at: winnerAt.toISOString(),
      winner_device_id: winnerDeviceId,
    };
  });
}

/** Applies a device's queue in its order (the order the desk admitted in), one transaction each. */
export async function syncCheckIns(db: Db, deviceId: string, admissions: QueuedAdmission[]) {
  const answers: CheckInSyncAnswer[] = [];
  for (const admission of admissions) answers.push(await applyAdmission(db, deviceId, admission));
  return answers;
}

/** 충돌 내역: admissions of the session that came second (the attendee had been admitted already). */
export async function listCheckInConflicts(db: Db, detailIdx: number): Promise<CheckInConflict[]> {
  const rows = await db
    .select({ event: checkInEvents, name: registrationAttendees.name, church: registrationAttendees.church })
    .from(checkInEvents)
    .innerJoin(registrationAttendees, eq(registrationAttendees.idx, checkInEvents.attendeeIdx))
    .innerJoin(registrations, eq(registrations.idx, registrationAttendees.registrationIdx))
    .where(and(eq(registrations.conferenceDetailIdx, detailIdx), eq(checkInEvents.result, 'already')))
    .orderBy(desc(checkInEvents.receivedAt), desc(checkInEvents.idx))
    .limit(200);
  return rows.map(({ event, name, church }) => ({
    idx: event.idx,
    barcode: event.barcode,
    name,
    church,
    device_id: event.deviceId,
    admitted_at: event.admittedAt.toISOString(),
    received_at: event.receivedAt.toISOString(),
    winner_device_id: event.winnerDeviceId,
    winner_at: iso(event.winnerAt),
  }));
}
