import type { FastifyInstance } from 'fastify';

/**
 * Calls `changed` after every call of the plugin `app` that wrote something (any method but GET,
 * answered 200), before its answer goes out: a cache of what those calls change is emptied in time
 * for the caller's next read.
 */
export function afterEachWrite(app: FastifyInstance, changed: () => void): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode === 200) changed();
  });
}
