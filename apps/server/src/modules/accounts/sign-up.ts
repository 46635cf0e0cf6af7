import { accountMessages, limits, type SignupRequest, uidProblem } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, conflict } from '../../platform/http/app-error';
import { members } from './accounts.tables';
import { checkAgeAndGuardian } from './guardian-consent';
import { findJoinTypesByPhone } from './join-types';
import { hashPassword } from './passwords';
import { markPhoneCodeUsed, normalisePhone, verifyPhoneCode } from './phone-codes';
import { createSession } from './sessions';
import { socialProviderNames } from './social/providers/social-provider';
import { findSocialMember, readSocialTicket, redeemSocialTicket } from './social/social-login';

/** Local part, then a domain of word characters with one or two dot segments (spec §5). */
export const emailPattern = /^[^\s@]+@\w[\w-]*(\.\w[\w-]*){1,2}$/;

const blank = (value: string | undefined) => !value || value.trim().length === 0;

/** Whether an id is already taken (withdrawn members' ids stay taken). */
export async function isUidTaken(db: Db, uid: string): Promise<boolean> {
  const [row] = await db.select({ idx: members.idx }).from(members).where(eq(members.uid, uid.trim()));
  return Boolean(row);
}

/**
 * Creates a member after checking, in the spec's order, every field and the phone code sent by
 * KakaoTalk, then the age: under 14 a guardian consents with a code sent to their own phone. An
 * ordinary member sets a password; a social one brings the ticket of a finished social login instead
 * (the provider id comes from that ticket, never from the page). The codes and the ticket are used up
 * in the same transaction that creates the member; a social member is logged in at once.
 */
export async function signUp(options: {
  db: Db;
  request: SignupRequest;
  /** The browser's social login binding cookie. */
  socialBinding?: string | undefined;
  userAgent?: string | undefined;
}): Promise<{ memberIdx: number; token: string | undefined }> {
  const { db, request } = options;
  const social = await socialTicketOf(db, request, options.socialBinding);

  const uidRefusal = uidProblem(request.uid);
  if (uidRefusal) throw badRequest(uidRefusal);
  const uid = (request.uid ?? '').trim();
  if (await isUidTaken(db, uid)) throw conflict(accountMessages.uidTaken);
  if (blank(request.name)) throw badRequest(accountMessages.nameRequired);
  if (!social) {
    if (blank(request.upw)) throw badRequest(accountMessages.passwordRequired);
    if ((request.upw ?? '').length < limits.passwordMinLength)
      throw badRequest(accountMessages.passwordTooShort);
  }
  // Apple shares no phone number, so an Apple sign-up has none to verify (spec §5).
  const verified = social?.provider === 'apple' ? undefined : await verifiedPhone(db, request);
  if (blank(request.email)) throw badRequest(accountMessages.emailRequired);
  const email = (request.email ?? '').trim();
  if (!emailPattern.test(email)) throw badRequest(accountMessages.emailInvalid);
  if (request.is_agree !== 'Y') throw badRequest(accountMessages.agreeRequired);
  const age = await checkAgeAndGuardian(db, request);

  const passwordHash = social ? null : await hashPassword(request.upw ?? '');
  return db.transaction(async (tx) => {
    const ticket = social && (await redeemSocialTicket(tx, request.ticket, options.socialBinding));
    if (verified && !(await markPhoneCodeUsed(tx, verified.codeId)))
      throw badRequest(accountMessages.passcodeRequired);
    const guardian = age.over14 ? undefined : age.guardian;
    if (guardian && !(await markPhoneCodeUsed(tx, guardian.codeId)))
      throw badRequest(accountMessages.guardianPasscodeRequired);
    const inserted = await tx
      .insert(members)
      .values({
        uid,
        name: (request.name ?? '').trim(),
        passwordHash,
        phone: verified?.phone ?? '',
        email,
        isAgree: 'Y',
        isOver14: age.over14 ? 'Y' : 'N',
        ...(guardian && {
          guardianName: guardian.name,
          guardianPhone: guardian.phone,
          guardianVerifiedDate: new Date(),
        }),
        ...(ticket && { [socialIdField[ticket.provider]]: ticket.providerUserId }),
      })
      .onConflictDoNothing()
      .returning({ idx: members.idx });
    const memberIdx = inserted[0]?.idx;
    // Another sign-up won the race for the id or the provider account; this transaction rolls back.
    if (memberIdx === undefined)
      throw conflict(ticket ? accountMessages.socialAlreadyJoined : accountMessages.uidTaken);
    const token = ticket ? await createSession(tx, { memberIdx, userAgent: options.userAgent }) : undefined;
    return { memberIdx, token };
  });
}

const socialIdField = { kakao: 'kakaoId', naver: 'naverId', apple: 'appleId' } as const;

/** The social login a sign-up continues, or undefined for an ordinary one. */
async function socialTicketOf(db: Db, request: SignupRequest, binding: string | undefined) {
  if (blank(request.sns_type) && blank(request.ticket)) return undefined;
  const provider = socialProviderNames.find((name) => name === request.sns_type?.trim());
  if (!provider) throw badRequest(accountMessages.socialTypeInvalid);
  const ticket = await readSocialTicket(db, request.ticket, binding);
  if (ticket.provider !== provider) throw badRequest(accountMessages.socialTicketExpired);
  if (await findSocialMember(db, provider, ticket.providerUserId))
    throw conflict(accountMessages.socialAlreadyJoined);
  return ticket;
}

/** The phone, not yet joined, and the code sent to it (checked, not yet used up). */
async function verifiedPhone(db: Db, request: SignupRequest) {
  if (blank(request.phone)) throw badRequest(accountMessages.phoneRequired);
  const phone = normalisePhone(request.phone);
  if (!phone) throw badRequest(accountMessages.phoneInvalid);
  const joinType = await findJoinTypesByPhone(db, phone);
  if (joinType) throw new AppError(403, accountMessages.phoneAlreadyJoined, { contents: { joinType } });
  if (blank(request.passCode)) throw badRequest(accountMessages.passcodeRequired);
  const codeId = await verifyPhoneCode({ db, purpose: 'join', phone, code: request.passCode ?? '' });
  return { phone, codeId };
}
