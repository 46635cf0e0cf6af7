import { apiEnvelope, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { requireLevel } from '../accounts';
import { listOutboxMessages } from '../messaging';

const messagePageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  list: z.array(
    z.object({
      id: z.number().int(),
      recipient: z.string(),
      template: z.string(),
      text: z.string(),
      status: z.string().describe('queued, sending, sent, sent_sms or failed'),
      resultCode: z.string().nullable(),
      created_date: z.string(),
      sent_date: z.string().nullable(),
    }),
  ),
});

/** Administrators read the message outbox. */
export const messageAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/messages',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 메시지 발송함',
        description: 'Administrators only: every KakaoTalk/SMS message, newest first.',
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          size: z.coerce.number().int().min(1).max(100).default(limits.adminPageSize),
        }),
        response: {
          200: apiEnvelope(messagePageSchema),
          401: apiEnvelope(z.null()),
          403: apiEnvelope(z.null()),
        },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      return ok(await listOutboxMessages({ db, page: request.query.page, size: request.query.size }));
    },
  );
};
