import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { administration } from './admin-routes';
import type { Authenticated } from './guards';

/** A server whose callers say their level in a header (no header: a visitor). */
function server() {
  const app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    reply.status(error instanceof AppError ? error.status : 500).send(),
  );
  app.decorateRequest('authenticate', function (this: FastifyRequest) {
    const level = this.headers['x-level'];
    const caller: Authenticated | null =
      level === undefined
        ? null
        : {
            sessionId: 1,
            memberIdx: 1,
            uid: 'u',
            name: 'n',
            level: Number(level),
            via: 'cookie',
            token: 't',
          };
    return Promise.resolve(caller);
  });
  return app;
}

const statusOf = async (app: ReturnType<typeof server>, url: string, level?: number) =>
  (await app.inject({ url, headers: level === undefined ? {} : { 'x-level': String(level) } })).statusCode;

describe('the administration’s one guard', () => {
  it('closes a route registered in it to visitors and members, though the route checks nothing itself', async () => {
    const app = server();
    const registerAdministration = administration(app);
    app.get('/public', async () => 'ok');
    await registerAdministration(async (admin) => {
      admin.get('/api/admin/forgotten', async () => 'secret');
    });
    await app.ready();
    expect(await statusOf(app, '/api/admin/forgotten')).toBe(401);
    expect(await statusOf(app, '/api/admin/forgotten', 5)).toBe(403);
    expect(await statusOf(app, '/api/admin/forgotten', 10)).toBe(200);
    expect(await statusOf(app, '/public')).toBe(200);
    await app.close();
  });

  it('stops the server when a route documented as an administrator’s is registered outside it', async () => {
    const app = server();
    administration(app);
    app.get('/api/admin/stray', { schema: { tags: ['admin'] } }, async () => 'open');
    await expect(app.ready()).rejects.toThrow(/outside the administration: GET \/api\/admin\/stray/);
  });
});
