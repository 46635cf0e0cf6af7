import '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ticketLifetimeMs } from './social-login';

/** Ties a social login to the browser that started it (see startSocialLogin). Sent only to /api. */
const bindingCookieName = 'edu_social';
const bindingLifetimeS = Math.floor((ticketLifetimeMs + 10 * 60 * 1000) / 1000);

export function setBindingCookie(reply: FastifyReply, binding: string, secure: boolean) {
  reply.setCookie(bindingCookieName, binding, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api',
    maxAge: bindingLifetimeS,
  });
}

export function readBindingCookie(request: FastifyRequest): string | undefined {
  return request.cookies[bindingCookieName];
}
