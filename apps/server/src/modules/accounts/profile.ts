import { accountMessages, limits, type MyProfile, messages, type ProfileUpdate } from '@edu/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { members } from './accounts.tables';
import type { Authenticated } from './auth.plugin';
import { joinTypesOf } from './join-types';
import { hashPassword, verifyPassword } from './passwords';
import { normalisePhone } from './phone-codes';
import { createSession, revokeMemberSessions } from './sessions';
import { emailPattern } from './sign-up';

const blank = (value: string | undefined) => !value || value.trim().length === 0;

/** The caller's own profile for /profile. */
export async function getMyProfile(options: { db: Db; memberIdx: number }): Promise<MyProfile> {
  const [member] = await options.db.select().from(members).where(eq(members.idx, options.memberIdx));
  if (!member) throw notFound();
  return {
    idx: member.idx,
    uid: member.uid,
    name: member.name,
    phone: member.phone,
    email: member.email,
    mlevel: member.level,
    joinType: joinTypesOf(member),
    password: Boolean(member.passwordHash),
    zipCode: member.zipCode,
    address: member.address,
    detailedAddress: member.detailedAddress,
    created_date: member.createdDate.toISOString(),
  };
}

/**
 * Saves name, phone and email, and changes the password when a new one is given (current password
 * required). A password change ends every session of the member and starts a new one for this client.
 */
export async function updateProfile(options: {
  db: Db;
  actor: Authenticated;
  update: ProfileUpdate;
  userAgent?: string | undefined;
}) {
  const { db, actor, update } = options;
  if (update.idx !== undefined && update.idx !== actor.memberIdx) throw new AppError(403, messages.forbidden);
  if (blank(update.name)) throw badRequest(accountMessages.nameRequired);
  if (blank(update.phone)) throw badRequest(accountMessages.phoneRequired);
  const phone = normalisePhone(update.phone);
  if (!phone) throw badRequest(accountMessages.phoneInvalid);
  if (blank(update.email)) throw badRequest(accountMessages.emailRequired);
  const email = (update.email ?? '').trim();
  if (!emailPattern.test(email)) throw badRequest(accountMessages.emailInvalid);

  const changingPassword = !blank(update.newPassword) || !blank(update.prePassword);
  let passwordHash: string | undefined;
  if (changingPassword) {
    if (blank(update.prePassword)) throw badRequest(accountMessages.passwordRequired);
    if ((update.newPassword ?? '').length < limits.passwordMinLength)
      throw badRequest(accountMessages.passwordTooShort);
    // The old site compared the new password with itself; the confirmation is checked for real here.
    if (update.newPasswordRe !== undefined && update.newPasswordRe !== update.newPassword) {
      throw badRequest(accountMessages.newPasswordMismatch);
    }
    const [current] = await db
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.idx, actor.memberIdx));
    if (!current?.passwordHash || !(await verifyPassword(current.passwordHash, update.prePassword ?? ''))) {
      throw badRequest(accountMessages.currentPasswordWrong);
    }
    passwordHash = await hashPassword(update.newPassword ?? '');
  }

  const [holder] = await db
    .select({ idx: members.idx })
    .from(members)
    .where(and(eq(members.phone, phone), eq(members.status, 'active'), ne(members.idx, actor.memberIdx)))
    .limit(1);
  if (holder) throw new AppError(409, accountMessages.phoneAlreadyJoined);

  return db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        name: (update.name ?? '').trim(),
        phone,
        email,
        updatedDate: new Date(),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(members.idx, actor.memberIdx));
    if (!passwordHash) return { newToken: undefined };
    await revokeMemberSessions(tx, actor.memberIdx);
    return {
      newToken: await createSession(tx, { memberIdx: actor.memberIdx, userAgent: options.userAgent }),
    };
  });
}
