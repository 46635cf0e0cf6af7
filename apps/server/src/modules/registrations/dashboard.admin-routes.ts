import { apiEnvelope, dashboardSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { getDashboard } from './dashboard';

/** The administrators' overview of registrations (the 대시보드 tab of /management). */
export const dashboardAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: '대시보드',
        description:
          'Administrators only: per conference and session department the completed registrations, attendees, money received, deposits awaited, seats left, and registrations per Korean day over the last 30 days. Without `conferenceIdx`, every conference whose registration is open or still to come, or that has a session still to come.',
        querystring: z.object({ conferenceIdx: z.coerce.number().int().positive().optional() }),
        response: { 200: apiEnvelope(dashboardSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      return ok(await getDashboard(db, { conferenceIdx: request.query.conferenceIdx }));
    },
  );
};
