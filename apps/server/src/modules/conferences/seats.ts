import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conferenceDetails, conferences } from './conferences.tables';

/**
 * Takes `count` seats of a session department in one conditional UPDATE, inside the caller's
 * transaction: the row lock serialises concurrent takers and the condition is checked against the
 * committed count, so no number of requests or server processes can oversell (the CHECK constraint on
 * the table is the last guard). Answers false when the seats are not there.
 */
export async function takeSeats(tx: Db, detailIdx: number, count: number): Promise<boolean> {
  const taken = await tx
    .update(conferenceDetails)
    .set({ registeredPersonnel: sql`${conferenceDetails.registeredPersonnel} + ${count}` })
    .where(
      and(
        eq(conferenceDetails.idx, detailIdx),
        sql`(${conferenceDetails.limitPersonnel} = 0 or ${conferenceDetails.registeredPersonnel} + ${count} <= ${conferenceDetails.limitPersonnel})`,
      ),
    )
    .returning({ idx: conferenceDetails.idx });
  return taken.length === 1;
}

/**
 * The seat-taking UPDATE as an SQL fragment (RETURNING the department's idx and price) for a caller
 * that folds it into one statement with its own writes. Besides the capacity it checks everything that
 * makes a department open for registration at `now` (published, shown, released, within its period),
 * so a caller's cached view of the department can never register outside it. `onlyIf` is the
 * caller's extra condition.
 */
export function takeOpenSeatsStatement(options: {
  detailIdx: number;
  count: number;
  now: Date;
  onlyIf: SQL;
}): SQL {
  const d = conferenceDetails;
  const { detailIdx, count } = options;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  return sql`update ${d} set ${sql.identifier(d.registeredPersonnel.name)} = ${d.registeredPersonnel} + ${count}
    from ${conferences}
    where ${d.idx} = ${detailIdx} and ${conferences.idx} = ${d.conferenceIdx}
      and ${conferences.isView} = 'Y' and ${d.view} = 'Y' and (${d.releaseAt} is null or ${d.releaseAt} <= ${now})
      and ${d.rsdatetime} <= ${now} and ${now} <= ${d.redatetime}
      and (${d.limitPersonnel} = 0 or ${d.registeredPersonnel} + ${count} <= ${d.limitPersonnel})
      and (${options.onlyIf})
    returning ${d.idx}, ${d.price}`;
}

/** A department's seats still free as an SQL expression (null = unlimited), for a caller's statement. */
export function seatsLeftExpression(detailIdx: number): SQL {
  const d = conferenceDetails;
  return sql`(select case when ${d.limitPersonnel} = 0 then null else greatest(${d.limitPersonnel} - ${d.registeredPersonnel}, 0) end
    from ${d} where ${d.idx} = ${detailIdx})`;
}

/**
 * Locks a department's row for the rest of the caller's transaction and answers its seats and whether
 * it is open for registration at `now` (published, shown, released, within its period), for a caller
 * that hands out the free seats (the waiting list): nobody can take or free seats until it commits.
 */
export async function lockSeats(tx: Db, detailIdx: number, now: Date) {
  const d = conferenceDetails;
  const [row] = await tx
    .select({
      limitPersonnel: d.limitPersonnel,
      registeredPersonnel: d.registeredPersonnel,
      redatetime: d.redatetime,
      open: sql<boolean>`(${conferences.isView} = 'Y' and ${d.view} = 'Y' and (${d.releaseAt} is null or ${d.releaseAt} <= ${now.toISOString()}::timestamptz)
        and ${d.rsdatetime} <= ${now.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz <= ${d.redatetime})`,
    })
    .from(d)
    .innerJoin(conferences, eq(conferences.idx, d.conferenceIdx))
    .where(eq(d.idx, detailIdx))
    .for('update', { of: d });
  return row;
}

/** Gives seats back (payment failed or expired, attendees cancelled), inside the caller's transaction. */
export async function releaseSeats(tx: Db, detailIdx: number, count: number): Promise<void> {
  if (count <= 0) return;
  await tx
    .update(conferenceDetails)
    .set({ registeredPersonnel: sql`greatest(${conferenceDetails.registeredPersonnel} - ${count}, 0)` })
    .where(eq(conferenceDetails.idx, detailIdx));
}

/** What a session department is, with its conference: the columns every registration screen reads. */
const sessionColumns = {
  detailIdx: conferenceDetails.idx,
  conferenceIdx: conferences.idx,
  title: conferences.title,
  isAddress: conferences.isAddress,
  isView: conferences.isView,
  cancelDay: conferences.cancelDay,
  depositDays: conferences.depositDays,
  number: conferenceDetails.number,
  label: conferenceDetails.label,
  local: conferenceDetails.local,
  place: conferenceDetails.place,
  schedule: conferenceDetails.schedule,
  dept: conferenceDetails.dept,
  price: conferenceDetails.price,
  limitPersonnel: conferenceDetails.limitPersonnel,
  registeredPersonnel: conferenceDetails.registeredPersonnel,
  view: conferenceDetails.view,
  releaseAt: conferenceDetails.releaseAt,
  rsdatetime: conferenceDetails.rsdatetime,
  redatetime: conferenceDetails.redatetime,
  startsAt: conferenceDetails.startsAt,
};

const sessionsWith = (db: Db) =>
  db
    .select(sessionColumns)
    .from(conferenceDetails)
    .innerJoin(conferences, eq(conferences.idx, conferenceDetails.conferenceIdx));

/** A session department with what registering for it needs to know about its conference. */
export async function findSessionForRegistration(db: Db, detailIdx: number) {
  const [row] = await sessionsWith(db).where(eq(conferenceDetails.idx, detailIdx));
  return row;
}

/** The session departments of the given idxs, in one query (unknown idxs are left out). */
export async function findSessionsByIdx(db: Db, detailIdxs: Iterable<number>) {
  const idxs = [...new Set(detailIdxs)];
  const rows = idxs.length === 0 ? [] : await sessionsWith(db).where(inArray(conferenceDetails.idx, idxs));
  return new Map(rows.map((row) => [row.detailIdx, row]));
}

/** Every session department of these conferences (hidden ones too), by session number then position. */
export function findSessionsOfConferences(db: Db, conferenceIdxs: number[]) {
  if (conferenceIdxs.length === 0) return Promise.resolve([]);
  return sessionsWith(db)
    .where(inArray(conferenceDetails.conferenceIdx, conferenceIdxs))
    .orderBy(asc(conferenceDetails.number), asc(conferenceDetails.sort), asc(conferenceDetails.idx));
}

export type SessionForRegistration = NonNullable<Awaited<ReturnType<typeof findSessionForRegistration>>>;

/** Whether visitors can see and apply for the row at all (published, not hidden, released). */
export function isSessionOffered(session: SessionForRegistration, now: Date): boolean {
  return (
    session.isView === 'Y' &&
    session.view === 'Y' &&
    (!session.releaseAt || session.releaseAt.getTime() <= now.getTime())
  );
}

/** Seats still free; Infinity when the department has no limit. */
export function remainingSeats(
  session: Pick<SessionForRegistration, 'limitPersonnel' | 'registeredPersonnel'>,
) {
  return session.limitPersonnel === 0
    ? Number.POSITIVE_INFINITY
    : Math.max(session.limitPersonnel - session.registeredPersonnel, 0);
}
