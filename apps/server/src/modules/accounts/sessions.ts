import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { perDatabase } from '../../platform/db/prepared-sql';
import { members, sessions } from './accounts.tables';
import { hashToken, newSecretToken } from './secret-tokens';

/** A session ends after this long without use, and in any case after `absoluteLifetimeMs`. */
export const idleLifetimeMs = 14 * 24 * 60 * 60 * 1000;
const absoluteLifetimeMs = 90 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so ordinary requests do not write. */
const touchIntervalMs = 10 * 60 * 1000;

export type SessionMember = {
  sessionId: number;
  memberIdx: number;
  uid: string;
  name: string;
  level: number;
};

/** Starts a session for a member; answers the opaque token (only its hash is stored). */
export async function createSession(db: Db, options: { memberIdx: number; userAgent?: string | undefined }) {
  const token = newSecretToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberIdx: options.memberIdx,
    expiresAt: new Date(Date.now() + idleLifetimeMs),
    userAgent: options.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The live session of a token and its member, or undefined (unknown, revoked, expired, or withdrawn member). */
export async function findSession(
  db: Db,
  token: string,
): Promise<(SessionMember & { lastSeenAt: Date; createdAt: Date }) | undefined> {
  const [row] = await findSessionQuery(db).execute({ tokenHash: hashToken(token), now: new Date() });
  return row;
}

/**
 * The session lookup runs on every authenticated request: built and prepared once per database, so
 * a request pays neither the query building nor (on PostgreSQL) the planning.
 */
const findSessionQuery = perDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      memberIdx: members.idx,
      uid: members.uid,
      name: members.name,
      level: members.level,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.idx, sessions.memberIdx))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(members.status, 'active'),
      ),
    )
    .prepare('find_session'),
);

/** Extends a session's idle expiry (at most every ten minutes, never past its absolute lifetime). */
export async function touchSession(
  db: Db,
  session: { sessionId: number; lastSeenAt: Date; createdAt: Date },
) {
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() < touchIntervalMs) return;
  const expiresAt = new Date(
    Math.min(now + idleLifetimeMs, session.createdAt.getTime() + absoluteLifetimeMs),
  );
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now), expiresAt })
    .where(eq(sessions.id, session.sessionId));
}

/** Ends one session at once: its cookie or token is refused from now on. */
export async function revokeSession(db: Db, sessionId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a member (password change, withdrawal). */
export async function revokeMemberSessions(db: Db, memberIdx: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.memberIdx, memberIdx), isNull(sessions.revokedAt)));
}
