import { apiEnvelope, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database';
import { ok, refusals } from '../http/envelope';
import { listAuditLog } from './audit-log';

const auditPageSchema = z.object({
  pageInfo: z.object({ page: z.number().int(), size: z.number().int(), total: z.number().int() }),
  list: z.array(
    z.object({
      id: z.number().int(),
      actorUid: z.string(),
      action: z.string(),
      target: z.string(),
      summary: z.string(),
      details: z.record(z.string(), z.unknown()).nullable(),
      created_date: z.string(),
    }),
  ),
});

/** Administrators read what administrators changed. */
export const auditLogAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: '관리자 작업 기록',
        description:
          'Administrators only: every administrator change, newest first, 30 a page; `search` matches the summary, or a target, action or administrator id exactly.',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          search: z.string().max(100).optional(),
        }),
        response: { 200: apiEnvelope(auditPageSchema), ...refusals(401, 403) },
      },
    },
    async (request) => {
      return ok(
        await listAuditLog(db, {
          page: request.query.page,
          size: limits.adminPageSize,
          search: request.query.search,
        }),
      );
    },
  );
};
