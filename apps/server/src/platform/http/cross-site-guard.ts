import { messages } from '@edu/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendRefusal } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A provider's form post, cross-site by design (the payment window's return, a deposit notice,
     * Apple's form_post callback): it takes form bodies from any site and relies on its own checks
     * (signatures, allow-listed senders, single-use state).
     */
    providerForm?: boolean;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The body types a page of another site can post without asking (an HTML form, or fetch with no-cors). */
const formBodyTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** The local simulators' pages post forms to themselves, as the providers' own pages do. */
const isSimulatorRoute = (request: FastifyRequest) => request.url.startsWith('/__sim/');

/**
 * Refuses cross-site state-changing requests (quality bar 15), with or without a session: login,
 * sign-up and recovery included, so another site can neither act as a visitor's session nor log the
 * visitor into an account of its choosing. The Origin header, when the browser sends one, must be this
 * site's; without it a browser's `Sec-Fetch-Site: cross-site` is refused. Calls that take JSON refuse
 * form bodies, which is all another site's HTML form can send. Bearer-token calls (the app) carry no
 * ambient credential and pass; providers' form posts (`providerForm`) keep their own checks.
 */
export function registerCrossSiteGuard(
  app: FastifyInstance,
  options: { publicUrl: string; message: string },
) {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    const config = request.routeOptions.config;
    if (config?.providerForm || isSimulatorRoute(request)) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    // Routes reading uploads declare `consumes: ['multipart/form-data']` in their schema.
    const uploads = request.routeOptions.schema?.consumes?.includes('multipart/form-data') ?? false;
    const formBody = formBodyTypes.includes(type) && !(type === 'multipart/form-data' && uploads);
    if (formBody) {
      request.log.warn({ type, url: request.routeOptions.url }, 'form body refused on a JSON call');
      return sendRefusal(reply, 415, messages.invalidInput);
    }
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const crossSite = origin
      ? origin !== publicOrigin && origin !== ownOrigin
      : request.headers['sec-fetch-site'] === 'cross-site';
    if (!crossSite) return;
    request.log.warn({ origin, url: request.routeOptions.url }, 'cross-site request refused');
    return sendRefusal(reply, 403, options.message || messages.forbidden);
  });
}
