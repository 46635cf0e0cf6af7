import { accountMessages, type JoinType, sameSitePath } from '@edu/shared';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest } from '../../../platform/http/app-error';
import { members } from '../accounts.tables';
import { findJoinTypesByPhone, joinTypesOf } from '../join-types';
import { hashToken, newSecretToken } from '../secret-tokens';
import { createSession } from '../sessions';
import type { CallbackParams, SocialProvider, SocialProviderName } from './providers/social-provider';
import { SocialLoginError } from './providers/social-provider';
import { socialLogins } from './social-login.tables';

/** Time to come back from the provider; then time to finish logging in or signing up. */
const stateLifetimeMs = 10 * 60 * 1000;
export const ticketLifetimeMs = 30 * 60 * 1000;
/** Finished attempts are deleted after a day. */
const keepMs = 24 * 60 * 60 * 1000;

/** The member column holding each provider's id. */
export const providerIdColumn = {
  kakao: members.kakaoId,
  naver: members.naverId,
  apple: members.appleId,
} as const;

/** A path of this site to return to; anything else (another site, `//host`) becomes `/`. */
export function safeReturnPath(value: string | undefined): string {
  return sameSitePath(value);
}

/**
 * Begins a login with a provider: answers where to send the browser, and the binding secret the
 * browser keeps in a cookie (a ticket later works only together with it, so a link with someone
 * else's ticket cannot log a victim into the attacker's account).
 */
export async function startSocialLogin(options: {
  db: Db;
  provider: SocialProvider;
  redirectUri: string;
  returnTo: string | undefined;
}) {
  const { db, provider } = options;
  const state = newSecretToken(24);
  const nonce = newSecretToken(24);
  const binding = newSecretToken(24);
  await db.delete(socialLogins).where(lt(socialLogins.expiresAt, new Date(Date.now() - keepMs)));
  await db.insert(socialLogins).values({
    provider: provider.name,
    stateHash: hashToken(state),
    bindingHash: hashToken(binding),
    nonce,
    returnTo: safeReturnPath(options.returnTo),
    expiresAt: new Date(Date.now() + stateLifetimeMs),
  });
  return { url: provider.authorizationUrl({ state, nonce, redirectUri: options.redirectUri }), binding };
}

/** The person said no at the provider. */
export class SocialLoginCancelled extends Error {}

/**
 * Handles the provider's callback: the state is used up first (a replayed callback gets nothing),
 * then the code is exchanged for the profile, which waits under a fresh one-time ticket.
 */
export async function completeSocialLogin(options: {
  db: Db;
  provider: SocialProvider;
  redirectUri: string;
  params: CallbackParams;
}): Promise<{ ticket: string; returnTo: string }> {
  const { db, provider, params } = options;
  if (!params.state) throw new SocialLoginError('callback without state');
  const now = new Date();
  const [attempt] = await db
    .update(socialLogins)
    .set({ completedAt: now })
    .where(
      and(
        eq(socialLogins.stateHash, hashToken(params.state)),
        eq(socialLogins.provider, provider.name),
        isNull(socialLogins.completedAt),
        gt(socialLogins.expiresAt, now),
      ),
    )
    .returning({ id: socialLogins.id, nonce: socialLogins.nonce, returnTo: socialLogins.returnTo });
  if (!attempt) throw new SocialLoginError('unknown, used or expired state');
  if (params.error) throw new SocialLoginCancelled(params.error);
  if (!params.code) throw new SocialLoginError('callback without code');

  const profile = await provider.fetchProfile({
    code: params.code,
    state: params.state,
    nonce: attempt.nonce,
    redirectUri: options.redirectUri,
    callback: params,
  });
  const ticket = newSecretToken();
  await db
    .update(socialLogins)
    .set({
      ticketHash: hashToken(ticket),
      providerUserId: profile.id,
      name: profile.name?.slice(0, 50) ?? null,
      email: profile.email?.slice(0, 200) ?? null,
      phone: profile.phone ?? null,
      expiresAt: new Date(Date.now() + ticketLifetimeMs),
    })
    .where(eq(socialLogins.id, attempt.id));
  return { ticket, returnTo: attempt.returnTo };
}

export type SocialTicket = {
  id: number;
  provider: SocialProviderName;
  providerUserId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  returnTo: string;
};

const ticketColumns = {
  id: socialLogins.id,
  provider: socialLogins.provider,
  providerUserId: socialLogins.providerUserId,
  name: socialLogins.name,
  email: socialLogins.email,
  phone: socialLogins.phone,
  returnTo: socialLogins.returnTo,
};

function liveTicket(ticket: string | undefined, binding: string | undefined) {
  return and(
    eq(socialLogins.ticketHash, hashToken(ticket ?? '')),
    eq(socialLogins.bindingHash, hashToken(binding ?? '')),
    isNull(socialLogins.redeemedAt),
    gt(socialLogins.expiresAt, new Date()),
  );
}

type TicketRow = Omit<SocialTicket, 'provider' | 'providerUserId'> & {
  provider: string;
  providerUserId: string | null;
};

function asTicket(row: TicketRow | undefined): SocialTicket {
  // A row without a provider id is an attempt whose callback never completed: not a ticket.
  if (!row?.providerUserId) throw badRequest(accountMessages.socialTicketExpired);
  return { ...row, provider: row.provider as SocialProviderName, providerUserId: row.providerUserId };
}

/** Reads a live ticket of this browser without using it up; 400 when unknown, used, expired or foreign. */
export async function readSocialTicket(db: Db, ticket: string | undefined, binding: string | undefined) {
  if (!ticket || !binding) throw badRequest(accountMessages.socialTicketExpired);
  const [row] = await db.select(ticketColumns).from(socialLogins).where(liveTicket(ticket, binding));
  return asTicket(row);
}

/** Uses a ticket up, inside the caller's transaction (login or sign-up). */
export async function redeemSocialTicket(tx: Db, ticket: string | undefined, binding: string | undefined) {
  if (!ticket || !binding) throw badRequest(accountMessages.socialTicketExpired);
  const [row] = await tx
    .update(socialLogins)
    .set({ redeemedAt: new Date() })
    .where(liveTicket(ticket, binding))
    .returning(ticketColumns);
  return asTicket(row);
}

/** The active member who joined with this provider account, if any. */
export async function findSocialMember(db: Db, provider: SocialProviderName, providerUserId: string) {
  const [member] = await db
    .select({
      idx: members.idx,
      passwordHash: members.passwordHash,
      kakaoId: members.kakaoId,
      naverId: members.naverId,
      appleId: members.appleId,
    })
    .from(members)
    .where(and(eq(providerIdColumn[provider], providerUserId), eq(members.status, 'active')));
  return member;
}

/**
 * Spec §4 social check: 000 the provider account belongs to a member (log in), 001 its phone belongs to
 * a member who joined another way (show how), 002 new (sign up, with the profile to prefill the form).
 */
export async function checkSocialTicket(options: {
  db: Db;
  ticket: string | undefined;
  binding: string | undefined;
}) {
  const ticket = await readSocialTicket(options.db, options.ticket, options.binding);
  const member = await findSocialMember(options.db, ticket.provider, ticket.providerUserId);
  if (member) return { successCode: '000' as const, joinType: joinTypesOf(member), profile: null };
  const joinType: JoinType[] | undefined = ticket.phone
    ? await findJoinTypesByPhone(options.db, ticket.phone)
    : undefined;
  if (joinType) return { successCode: '001' as const, joinType, profile: null };
  return {
    successCode: '002' as const,
    joinType: [],
    profile: { name: ticket.name ?? '', email: ticket.email ?? '', phone: ticket.phone ?? '' },
  };
}

/** Logs in the member behind a ticket (answer 000), using the ticket up. */
export async function socialLogIn(options: {
  db: Db;
  ticket: string | undefined;
  binding: string | undefined;
  userAgent?: string | undefined;
}) {
  return options.db.transaction(async (tx) => {
    const ticket = await redeemSocialTicket(tx, options.ticket, options.binding);
    const member = await findSocialMember(tx, ticket.provider, ticket.providerUserId);
    // Rolling back keeps the ticket usable for the sign-up it now needs.
    if (!member) throw new AppError(401, accountMessages.socialNotJoined);
    await tx.update(members).set({ lastLoginDate: new Date() }).where(eq(members.idx, member.idx));
    const token = await createSession(tx, { memberIdx: member.idx, userAgent: options.userAgent });
    return { memberIdx: member.idx, token, returnTo: ticket.returnTo };
  });
}
