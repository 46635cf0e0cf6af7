import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['platform'],
        summary: 'Health check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await database.executeSql('select 1', []);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        reply.header('retry-after', '5');
        return reply.status(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  );
};
