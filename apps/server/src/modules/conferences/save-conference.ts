import { eq, inArray } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { hasVisibleContent, sanitizeRichHtml } from '../../platform/html/sanitize-html';
import { badRequest, conflict, notFound } from '../../platform/http/app-error';
import type { FileStorage } from '../storage';
import {
  parseFormDateTime,
  type SaveConferenceBody,
  conferenceAdminMessages as texts,
} from './conference-admin-contract';
import type { ConferenceDetailRow } from './conferences.repo';
import { conferenceDetails, conferences } from './conferences.tables';
import { readThumbnailChange, storeConferenceImage } from './save-conference-images';

type DetailValues = Omit<
  typeof conferenceDetails.$inferInsert,
  'idx' | 'conferenceIdx' | 'registeredPersonnel'
>;

/** A department of the form, placed: its session number, order and every column but the seats taken. */
type PlannedRow = { idx: number | undefined; values: DetailValues; hasOwnPeriod: boolean };

export type SaveConferenceOptions = {
  db: Db;
  storage: FileStorage;
  actor: AuditActor;
  body: SaveConferenceBody;
  /** The conference being edited; absent = create a new one. */
  idx?: number;
};

/**
 * Creates a conference or saves an edit of one, with its sessions and departments, in one transaction
 * (with its audit entry); answers its idx. Department rows keep their idx across edits, so
 * registrations stay attached to them.
 */
export async function saveConference(options: SaveConferenceOptions): Promise<number> {
  const { db, storage, actor, body } = options;
  const editing = options.idx !== undefined;
  const contents = sanitizeRichHtml(body.contents);
  if (!hasVisibleContent(contents)) throw badRequest(texts.fillAll);
  const period = {
    rsdatetime: parseFormDateTime(body.rsdatetime),
    redatetime: parseFormDateTime(body.redatetime),
  };
  if (period.rsdatetime.getTime() >= period.redatetime.getTime()) throw badRequest(texts.periodOrder);
  const thumbnail = readThumbnailChange(body);
  // Spec §5: creating needs every field, the thumbnail included; an edit may keep or delete it.
  if (!editing && thumbnail.kind !== 'replace') throw badRequest(texts.fillAll);
  const planned = planRows(body, period);

  // The file is written before the transaction (never hold one across storage) and removed if it fails.
  const newThumbnail =
    thumbnail.kind === 'replace'
      ? await storeConferenceImage(storage, 'thumbnails', thumbnail.data, thumbnail.type)
      : undefined;
  const conferenceValues = {
    title: body.title,
    contents,
    rsdatetime: period.rsdatetime,
    redatetime: period.redatetime,
    cancelDay: body.cancel_day,
    depositDays: body.deposit_days,
    isAddress: body.isAddress,
    isView: body.isView,
    ...settingsOf(body),
    ...(body.category === undefined ? {} : { category: body.category }),
    ...(thumbnail.kind === 'keep' ? {} : { thumbnail: newThumbnail ?? null }),
  };
  let saved: { idx: number; oldThumbnail: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      if (options.idx === undefined) {
        const [created] = await tx
          .insert(conferences)
          .values({ ...conferenceValues, createdMember: actor.memberIdx })
          .returning({ idx: conferences.idx });
        if (!created) throw new Error('conference insert returned nothing');
        await tx
          .insert(conferenceDetails)
          .values(planned.map((row) => ({ ...row.values, conferenceIdx: created.idx })));
        await recordAudit(tx, actor, {
          action: 'conference.create',
          target: `conference:${created.idx}`,
          summary: `컨퍼런스 "${body.title}" 생성`,
          details: { sessions: body.conferenceDetailList.length, departments: planned.length },
        });
        return { idx: created.idx, oldThumbnail: null };
      }
      return saveEdit(tx, {
        idx: options.idx,
        actor,
        body,
        planned,
        period,
        conferenceValues,
        thumbnail: thumbnail.kind,
      });
    });
  } catch (error) {
    if (newThumbnail) await storage.remove(newThumbnail).catch(() => undefined);
    throw error;
  }
  if (thumbnail.kind !== 'keep' && saved.oldThumbnail) {
    // The row no longer points at it; a failure here only leaves an orphan file behind.
    await storage.remove(saved.oldThumbnail).catch(() => undefined);
  }
  return saved.idx;
}

/** The form's sessions as rows: numbered 1..n in the order given, departments in the order given. */
function planRows(body: SaveConferenceBody, period: { rsdatetime: Date; redatetime: Date }): PlannedRow[] {
  const seen = new Set<number>();
  return body.conferenceDetailList.flatMap((session, sessionIndex) =>
    session.details.map((department, sort) => {
      if (department.idx !== undefined) {
        if (seen.has(department.idx)) throw badRequest(texts.unknownDepartment);
        seen.add(department.idx);
      }
      const hasOwnPeriod = Boolean(department.rsdatetime && department.redatetime);
      const rsdatetime = department.rsdatetime ? parseFormDateTime(department.rsdatetime) : period.rsdatetime;
      const redatetime = department.redatetime ? parseFormDateTime(department.redatetime) : period.redatetime;
      if (rsdatetime.getTime() >= redatetime.getTime()) throw badRequest(texts.periodOrder);
      return {
        idx: department.idx,
        hasOwnPeriod,
        values: {
          number: sessionIndex + 1,
          label: session.label || null,
          local: session.local,
          place: session.place,
          schedule: session.schedule,
          startsAt: session.startsAt ? parseFormDateTime(session.startsAt) : null,
          releaseAt: session.releaseAt ? parseFormDateTime(session.releaseAt) : null,
          roomGuide: session.roomGuide || null,
          dept: department.dept,
          price: department.price,
          limitPersonnel: department.limit_personnel,
          view: session.view === 'N' ? 'N' : (department.view ?? 'Y'),
          rsdatetime,
          redatetime,
          sort,
        },
      };
    }),
  );
}

/** The settings the form sent; absent ones are left as they are (or take their defaults on create). */
function settingsOf(body: SaveConferenceBody) {
  return {
    isFeatured: body.isFeatured,
    banners: body.banners,
    benefitNote: body.benefitNote === undefined ? undefined : body.benefitNote || null,
    parkingNote: body.parkingNote === undefined ? undefined : body.parkingNote || null,
    hideHeadcount: body.hideHeadcount,
    deadlineAtMidnight: body.deadlineAtMidnight,
    onlineUrl: body.onlineUrl === undefined ? undefined : body.onlineUrl || null,
    onlineMeetingId: body.onlineMeetingId === undefined ? undefined : body.onlineMeetingId || null,
    onlineMeetingPasscode:
      body.onlineMeetingPasscode === undefined ? undefined : body.onlineMeetingPasscode || null,
  };
}

const describeRow = (row: Pick<ConferenceDetailRow, 'number' | 'dept'>) => `${row.number}회차 ${row.dept}`;

/** The edit inside its transaction: rows locked, limits and removals checked, then written. */
async function saveEdit(
  tx: Db,
  edit: {
    idx: number;
    actor: AuditActor;
    body: SaveConferenceBody;
    planned: PlannedRow[];
    period: { rsdatetime: Date; redatetime: Date };
    conferenceValues: Partial<typeof conferences.$inferInsert>;
    thumbnail: 'keep' | 'delete' | 'replace';
  },
): Promise<{ idx: number; oldThumbnail: string | null }> {
  const [current] = await tx
    .select({
      rsdatetime: conferences.rsdatetime,
      redatetime: conferences.redatetime,
      thumbnail: conferences.thumbnail,
    })
    .from(conferences)
    .where(eq(conferences.idx, edit.idx))
    .for('update');
  if (!current) throw notFound(texts.notFound);
  // Locked so a registration cannot take a seat between the limit check and the write.
  const existing = await tx
    .select()
    .from(conferenceDetails)
    .where(eq(conferenceDetails.conferenceIdx, edit.idx))
    .for('update');
  const byIdx = new Map(existing.map((row) => [row.idx, row]));

  const limitChanges: { idx: number; dept: string; from: number; to: number }[] = [];
  for (const row of edit.planned) {
    if (row.idx === undefined) continue;
    const before = byIdx.get(row.idx);
    if (!before) throw badRequest(texts.unknownDepartment);
    const limit = row.values.limitPersonnel ?? 0;
    if (limit !== 0 && limit < before.registeredPersonnel) {
      throw conflict(
        `${texts.limitBelowRegistered} (${describeRow(before)}, 등록 ${before.registeredPersonnel}명)`,
      );
    }
    if (limit !== before.limitPersonnel)
      limitChanges.push({ idx: row.idx, dept: before.dept, from: before.limitPersonnel, to: limit });
    // A department that followed the conference period keeps following it; one with its own keeps its own.
    if (!row.hasOwnPeriod) {
      const followed =
        before.rsdatetime.getTime() === current.rsdatetime.getTime() &&
        before.redatetime.getTime() === current.redatetime.getTime();
      if (!followed)
        Object.assign(row.values, { rsdatetime: before.rsdatetime, redatetime: before.redatetime });
    }
  }
  const kept = new Set(edit.planned.map((row) => row.idx));
  const removed = existing.filter((row) => !kept.has(row.idx));
  const taken = removed.find((row) => row.registeredPersonnel > 0);
  if (taken) throw conflict(`${texts.departmentHasRegistrations} (${describeRow(taken)})`);
  if (removed.length > 0) {
    try {
      await tx.delete(conferenceDetails).where(
        inArray(
          conferenceDetails.idx,
          removed.map((row) => row.idx),
        ),
      );
    } catch (error) {
      // Registrations that gave their seats back (cancelled, expired) still point at the row.
      if (isForeignKeyViolation(error)) throw conflict(texts.departmentHasRegistrations);
      throw error;
    }
  }
  for (const row of edit.planned) {
    if (row.idx !== undefined)
      await tx.update(conferenceDetails).set(row.values).where(eq(conferenceDetails.idx, row.idx));
  }
  const added = edit.planned.filter((row) => row.idx === undefined);
  if (added.length > 0) {
    await tx
      .insert(conferenceDetails)
      .values(added.map((row) => ({ ...row.values, conferenceIdx: edit.idx })));
  }
  await tx
    .update(conferences)
    .set({ ...edit.conferenceValues, updatedDate: new Date() })
    .where(eq(conferences.idx, edit.idx));
  await recordAudit(tx, edit.actor, {
    action: 'conference.update',
    target: `conference:${edit.idx}`,
    summary: `컨퍼런스 "${edit.body.title}" 수정`,
    details: {
      sessions: edit.body.conferenceDetailList.length,
      departments: edit.planned.length,
      added: added.length,
      removed: removed.map((row) => ({ idx: row.idx, dept: row.dept, number: row.number })),
      limitChanges,
      thumbnail: edit.thumbnail,
    },
  });
  return { idx: edit.idx, oldThumbnail: current.thumbnail };
}

/** PostgreSQL's foreign_key_violation, raw or wrapped by Drizzle. */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === '23503' || code((error as { cause?: unknown }).cause) === '23503';
}
