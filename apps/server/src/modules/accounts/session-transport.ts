import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken } from './secret-tokens';
import { idleLifetimeMs } from './sessions';

/** The page's session cookie: HttpOnly (no script can read it), SameSite=Lax, Secure over https. */
export const sessionCookieName = 'edu_session';

export type SessionCredential = { token: string; via: 'cookie' | 'bearer' };

/** The session token a request carries: a Bearer header (app, API clients) or the page's cookie. */
export function readCredential(request: FastifyRequest): SessionCredential | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[sessionCookieName];
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(sessionCookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(idleLifetimeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(sessionCookieName, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** Rate-limit key of a request: its session token's hash when it carries one, else its address. */
export function perCredential(request: FastifyRequest): string {
  const credential = readCredential(request);
  return credential ? `s:${hashToken(credential.token)}` : `ip:${request.ip}`;
}
