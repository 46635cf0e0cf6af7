import { accountMessages, limits, type MyProfile, messages, type ProfileUpdate } from '@edu/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Authenticated } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, notFound } from '../../platform/http/app-error';
import { lastFailedMessageTo, type Messaging } from '../messaging';
import { members } from './accounts.tables';
import { joinTypesOf } from './join-types';
import { hashPassword, verifyPassword } from './passwords';
import { issuePhoneCode, markPhoneCodeUsed, normalisePhone, verifyPhoneCode } from './phone-codes';
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
    failedMessage: await lastFailedMessage(options.db, member.phone),
  };
}

/** The latest message to this phone in 30 days that reached it neither by KakaoTalk nor by SMS. */
async function lastFailedMessage(db: Db, phone: string) {
  const failed = await lastFailedMessageTo(db, phone, new Date(Date.now() - 30 * 86_400_000));
  return failed ? { at: failed.at.toISOString(), text: failed.text.slice(0, 80) } : null;
}

/**
 * Sends a code to the number a member wants to change to (the sign-up's KakaoTalk code): the number
 * must be a mobile one, not theirs already and no other member's. Limited like every code (5 an hour).
 */
export async function sendPhoneChangeCode(options: {
  db: Db;
  messaging: Messaging;
  actor: Authenticated;
  phone: string | undefined;
}) {
  const phone = normalisePhone(options.phone);
  if (!phone) throw badRequest(accountMessages.phoneInvalid);
  const [member] = await options.db
    .select({ phone: members.phone })
    .from(members)
    .where(eq(members.idx, options.actor.memberIdx));
  if (member?.phone === phone) throw badRequest(accountMessages.phoneUnchanged);
  await refuseTakenPhone(options.db, phone, options.actor.memberIdx);
  await issuePhoneCode({
    db: options.db,
    messaging: options.messaging,
    purpose: 'phone_new',
    phone,
    memberIdx: options.actor.memberIdx,
  });
}

async function refuseTakenPhone(db: Db, phone: string, memberIdx: number) {
  const [holder] = await db
    .select({ idx: members.idx })
    .from(members)
    .where(and(eq(members.phone, phone), eq(members.status, 'active'), ne(members.idx, memberIdx)))
    .limit(1);
  if (holder) throw new AppError(409, accountMessages.phoneAlreadyJoined);
}

/**
 * Saves name, phone and email, and changes the password when a new one is given (current password
 * required). A new phone number needs the code sent to it: it receives tickets and recovery codes. A
 * password change ends every session of the member and starts a new one for this client.
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

  await refuseTakenPhone(db, phone, actor.memberIdx);
  const [current] = await db
    .select({ phone: members.phone })
    .from(members)
    .where(eq(members.idx, actor.memberIdx));
  let phoneCodeId: number | undefined;
  if (current?.phone !== phone) {
    if (blank(update.passCode)) throw badRequest(accountMessages.phoneChangeCodeRequired);
    phoneCodeId = await verifyPhoneCode({
      db,
      purpose: 'phone_new',
      phone,
      code: update.passCode ?? '',
      memberIdx: actor.memberIdx,
    });
  }

  return db.transaction(async (tx) => {
    if (phoneCodeId !== undefined && !(await markPhoneCodeUsed(tx, phoneCodeId)))
      throw badRequest(accountMessages.passcodeRequired);
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
