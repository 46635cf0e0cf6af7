import { limits, messages } from '@edu/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/database';
import { AppError, unauthorized } from '../../platform/http/app-error';
import { readCredential } from './session-transport';
import { findSession, type SessionMember, touchSession } from './sessions';

export type Authenticated = SessionMember & { via: 'cookie' | 'bearer'; token: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, looked up once per request and only when a route asks. */
    authenticate(): Promise<Authenticated | null>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Authenticated | null>>();

/** Routes documented under this tag are for administrators only. */
export const adminTag = 'admin';

const isAdminRoute = (schema: unknown) =>
  typeof schema === 'object' &&
  schema !== null &&
  Array.isArray((schema as { tags?: unknown }).tags) &&
  (schema as { tags: unknown[] }).tags.includes(adminTag);

/**
 * Adds request.authenticate(): reads the cookie or Bearer token and finds its live session. Every route
 * tagged `admin` is also closed to everyone below level 10 before its input is even read, whatever its
 * handler does, so an administrator call can never be left open by mistake.
 */
export const authPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
    app.addHook('onRoute', (route) => {
      if (!isAdminRoute(route.schema)) return;
      const guard = async (request: FastifyRequest) => {
        await requireLevel(request, limits.adminLevel);
      };
      const existing = route.onRequest;
      route.onRequest = existing ? [...(Array.isArray(existing) ? existing : [existing]), guard] : [guard];
    });
    app.decorateRequest('authenticate', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const credential = readCredential(this);
        pending = credential
          ? findSession(db, credential.token).then(async (session) => {
              if (!session) return null;
              await touchSession(db, session);
              const { lastSeenAt: _seen, createdAt: _created, ...member } = session;
              return { ...member, via: credential.via, token: credential.token };
            })
          : Promise.resolve(null);
        cache.set(this, pending);
      }
      return pending;
    });
  },
  { name: 'auth' },
);

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
