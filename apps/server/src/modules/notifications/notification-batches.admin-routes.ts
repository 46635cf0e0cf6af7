import { apiEnvelope } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { findBatchProgress, listRecentBatches } from './notification-batches';
import { batchSchema } from './notifications.schemas';

/** Administrators follow a bulk send's progress and look back at recent ones. */
export const notificationBatchAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/notification-batches/:id',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 발송 진행 상황',
        description:
          'Administrators only: how many messages of bulk send {id} wait, were sent, went by SMS or failed; done when none waits.',
        params: idParam('id'),
        response: { 200: apiEnvelope(batchSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      const batch = await findBatchProgress(db, request.params.id);
      if (!batch) throw notFound('발송 내역을 찾을 수 없습니다.');
      return ok(batch);
    },
  );

  app.get(
    '/api/admin/notification-batches',
    {
      schema: {
        tags: ['admin'],
        summary: '최근 알림 발송',
        description:
          'Administrators only: the 20 newest bulk sends (of `conferenceIdx` when given), each with its counts.',
        querystring: z.object({ conferenceIdx: z.coerce.number().int().positive().optional() }),
        response: { 200: apiEnvelope(z.object({ list: z.array(batchSchema) })), ...refusals(401, 403) },
      },
    },
    async (request) => {
      return ok({ list: await listRecentBatches(db, request.query.conferenceIdx) });
    },
  );
};
