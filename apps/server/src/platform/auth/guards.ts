import { limits, messages } from '@edu/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../http/app-error';

/**
 * Who is calling, as the accounts module's session lookup answers it. The guards live here, below every
 * module, so that any module can ask for a member or an administrator without depending on accounts
 * (which itself depends on modules that ask).
 */
export type Authenticated = {
  sessionId: number;
  memberIdx: number;
  uid: string;
  name: string;
  level: number;
  via: 'cookie' | 'bearer';
  token: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, looked up once per request and only when a route asks. */
    authenticate(): Promise<Authenticated | null>;
  }
}

/** The logged-in member, or a 401 "로그인 후 이용 가능 합니다.". */
export async function requireMember(request: FastifyRequest, message?: string): Promise<Authenticated> {
  const account = await request.authenticate();
  if (!account) throw unauthorized(message);
  return account;
}

/** A member of at least `level` (5 staff, 10 administrator), else 401 or 403. */
export async function requireLevel(request: FastifyRequest, level: number): Promise<Authenticated> {
  const account = await requireMember(request);
  if (account.level < level) throw new AppError(403, messages.forbidden);
  return account;
}

/** An administrator (level 10), else 401 or 403. */
export const requireAdmin = (request: FastifyRequest): Promise<Authenticated> =>
  requireLevel(request, limits.adminLevel);
