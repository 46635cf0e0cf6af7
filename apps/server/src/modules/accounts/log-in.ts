import { accountMessages } from '@edu/shared';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { loginFailures, members } from './accounts.tables';
import { hashPassword, verifyPassword } from './passwords';
import { createSession } from './sessions';

/** At most this many failed logins an hour on one account, from any number of addresses. */
export const maxFailuresPerHour = 100;
const hourMs = 60 * 60 * 1000;

/** Verifying against this when the id is unknown keeps both answers equally slow (no id probing by timing). */
const decoyHash = hashPassword('decoy-password-never-matches');

/** Checks an id and password and starts a session; answers the session token. */
export async function logIn(options: {
  db: Db;
  uid: string;
  password: string;
  userAgent?: string | undefined;
}) {
  const { db } = options;
  const uid = options.uid.trim();
  const [member] = await db
    .select({ idx: members.idx, passwordHash: members.passwordHash, status: members.status })
    .from(members)
    .where(eq(members.uid, uid));
  const usable = member && member.status === 'active' && member.passwordHash;

  if (member) {
    const since = new Date(Date.now() - hourMs);
    const [recent] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.memberIdx, member.idx), gt(loginFailures.createdAt, since)));
    if ((recent?.n ?? 0) >= maxFailuresPerHour) throw new AppError(429, accountMessages.tooManyLoginFailures);
  }

  const matches = await verifyPassword(
    usable ? (member.passwordHash ?? '') : await decoyHash,
    options.password,
  );
  if (!usable || !matches) {
    if (member) {
      await db.insert(loginFailures).values({ memberIdx: member.idx });
      // Old rows are of no use past the hour; clearing them here keeps the table small.
      await db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.memberIdx, member.idx),
            lt(loginFailures.createdAt, new Date(Date.now() - hourMs)),
          ),
        );
    }
    throw new AppError(401, accountMessages.wrongCredentials);
  }

  await db.update(members).set({ lastLoginDate: new Date() }).where(eq(members.idx, member.idx));
  return {
    memberIdx: member.idx,
    token: await createSession(db, { memberIdx: member.idx, userAgent: options.userAgent }),
  };
}
