import { messages } from '@edu/shared';
import type { FastifyInstance } from 'fastify';
import { refusalBody } from './envelope';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that ride on the session cookie from another site (CSRF), on top
 * of SameSite=Lax: the Origin header, when the browser sends one, must be this site's; without it a
 * browser's `Sec-Fetch-Site: cross-site` is refused. Bearer-token calls carry no ambient credential
 * and pass.
 */
export function registerCrossSiteGuard(
  app: FastifyInstance,
  options: { publicUrl: string; cookieName: string; message: string },
) {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    if (!request.headers.cookie?.includes(`${options.cookieName}=`)) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const crossSite = origin
      ? origin !== publicOrigin && origin !== ownOrigin
      : request.headers['sec-fetch-site'] === 'cross-site';
    if (!crossSite) return;
    request.log.warn({ origin, url: request.routeOptions.url }, 'cross-site request refused');
    return reply.status(403).send(refusalBody(request.url, 403, options.message || messages.forbidden));
  });
}
