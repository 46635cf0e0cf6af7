import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Authenticated } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { readCredential } from './session-transport';
import { findSession, touchSession } from './sessions';

/** Each request's session lookup, made once however many guards ask. */
const cache = new WeakMap<FastifyRequest, Promise<Authenticated | null>>();

/**
 * Adds request.authenticate(): reads the cookie or Bearer token and finds its live session (the guards in
 * platform/auth ask it; the administration's routes are closed in platform/auth/admin-routes.ts).
 */
export const authPlugin = fp<{ db: Db }>(
  async (app: FastifyInstance, { db }) => {
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
