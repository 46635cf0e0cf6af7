import { accountMessages, limits, type SignupRequest } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, conflict } from '../../platform/http/app-error';
import { members } from './accounts.tables';
import { findJoinTypesByPhone } from './join-types';
import { hashPassword } from './passwords';
import { markPhoneCodeUsed, normalisePhone, verifyPhoneCode } from './phone-codes';

const uidPattern = /^[a-z][a-z0-9]{3,19}$/;
/** Local part, then a domain of word characters with one or two dot segments (spec §5). */
export const emailPattern = /^[^\s@]+@\w[\w-]*(\.\w[\w-]*){1,2}$/;

const blank = (value: string | undefined) => !value || value.trim().length === 0;

/** Whether an id is already taken (withdrawn members' ids stay taken). */
export async function isUidTaken(db: Db, uid: string): Promise<boolean> {
  const [row] = await db.select({ idx: members.idx }).from(members).where(eq(members.uid, uid.trim()));
  return Boolean(row);
}

/**
 * Creates a member with an id and password after checking, in the spec's order, every field and the
 * phone code sent by KakaoTalk. The code is used up in the same transaction that creates the member.
 */
export async function signUp(options: { db: Db; request: SignupRequest }) {
  const { db, request } = options;
  if (!blank(request.sns_type) || !blank(request.sns_id))
    throw badRequest(accountMessages.socialSignupNotReady);

  if (blank(request.uid)) throw badRequest(accountMessages.uidRequired);
  const uid = (request.uid ?? '').trim();
  if (!uidPattern.test(uid)) throw badRequest(accountMessages.uidFormat);
  if (await isUidTaken(db, uid)) throw conflict(accountMessages.uidTaken);
  if (blank(request.name)) throw badRequest(accountMessages.nameRequired);
  if (blank(request.upw)) throw badRequest(accountMessages.passwordRequired);
  if ((request.upw ?? '').length < limits.passwordMinLength)
    throw badRequest(accountMessages.passwordTooShort);
  if (blank(request.phone)) throw badRequest(accountMessages.phoneRequired);
  const phone = normalisePhone(request.phone);
  if (!phone) throw badRequest(accountMessages.phoneInvalid);
  const joinType = await findJoinTypesByPhone(db, phone);
  if (joinType) throw new AppError(403, accountMessages.phoneAlreadyJoined, { contents: { joinType } });
  if (blank(request.passCode)) throw badRequest(accountMessages.passcodeRequired);
  const codeId = await verifyPhoneCode({ db, purpose: 'join', phone, code: request.passCode ?? '' });
  if (blank(request.email)) throw badRequest(accountMessages.emailRequired);
  const email = (request.email ?? '').trim();
  if (!emailPattern.test(email)) throw badRequest(accountMessages.emailInvalid);
  if (request.is_agree !== 'Y') throw badRequest(accountMessages.agreeRequired);

  const passwordHash = await hashPassword(request.upw ?? '');
  return db.transaction(async (tx) => {
    if (!(await markPhoneCodeUsed(tx, codeId))) throw badRequest(accountMessages.passcodeRequired);
    const inserted = await tx
      .insert(members)
      .values({ uid, name: (request.name ?? '').trim(), passwordHash, phone, email, isAgree: 'Y' })
      .onConflictDoNothing({ target: members.uid })
      .returning({ idx: members.idx });
    // Two sign-ups raced for the id: the loser's code stays unused (the transaction rolls back).
    if (inserted.length === 0) throw conflict(accountMessages.uidTaken);
    return inserted[0]?.idx;
  });
}
