import { apiEnvelope, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { requireLevel } from '../accounts';
import { getDashboard } from './dashboard';

const refusal = apiEnvelope(z.null());

const figures = {
  registrations: z.number().int().describe('registrations at 등록완료'),
  attendees: z.number().int().describe('attendees not cancelled, of registrations at 등록완료'),
  paidAmount: z.number().int().describe('won: completed payments less approved refunds'),
  awaitingDeposit: z.number().int().describe('registrations at 입금대기'),
};

const dashboardSchema = z.object({
  generated_at: z.string(),
  days: z.number().int(),
  totals: z.object(figures),
  conferences: z.array(
    z.object({
      idx: z.number().int(),
      title: z.string(),
      rsdatetime: z.string(),
      redatetime: z.string(),
      ...figures,
      seatsLeft: z.number().int().nullable().describe('null when a session is unlimited'),
      sessions: z.array(
        z.object({
          detailIdx: z.number().int(),
          number: z.number().int(),
          label: z.string().nullable(),
          local: z.string(),
          place: z.string(),
          dept: z.string(),
          limit_personnel: z.number().int().describe('0 = unlimited'),
          registered_personnel: z.number().int(),
          seatsLeft: z.number().int().nullable().describe('limit − registered; null when unlimited'),
          ...figures,
        }),
      ),
      daily: z
        .array(z.object({ date: z.string().describe('Korean date YYYY-MM-DD'), count: z.number().int() }))
        .describe('registrations made (등록완료, 입금대기 or later cancelled) per Korean day, oldest first'),
    }),
  ),
});

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
        response: { 200: apiEnvelope(dashboardSchema), 401: refusal, 403: refusal, 404: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      return ok(await getDashboard(db, { conferenceIdx: request.query.conferenceIdx }));
    },
  );
};
