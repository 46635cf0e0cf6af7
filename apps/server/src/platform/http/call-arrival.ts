import type { FastifyInstance } from 'fastify';
import { callArrival } from '../db/oldest-first-pool';

/**
 * Tells the database pool when the call it serves arrived, so a call that came earlier gets its
 * connection first (platform/db/oldest-first-pool.ts). A callback hook: the rest of the call (its
 * handler and what it awaits) runs inside `run`. After the body is read (preValidation), because the
 * body's stream events do not carry a context set before them.
 */
export function registerCallArrival(app: FastifyInstance): void {
  app.addHook('preValidation', (_request, reply, done) => {
    callArrival.run(performance.now() - reply.elapsedTime, done);
  });
}
