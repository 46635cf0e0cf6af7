import { apiEnvelope, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { listOutboxMessages, messageStatuses } from './list-messages';
import type { Messaging } from './outbox';
import { requeueFailedMessage } from './requeue-failed-message';

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
      batchId: z.number().int().nullable().describe('the bulk send (notification batch) it belongs to'),
      attempts: z.number().int(),
      created_date: z.string(),
      sent_date: z.string().nullable(),
    }),
  ),
});

const statusLabels: Record<string, string> = {
  sent: '발송 완료',
  sent_sms: '문자 대체 발송',
  queued: '대기',
};

/** Administrators read the message outbox and send a failed message again. */
export const messageAdminRoutes: FastifyPluginAsyncZod<{ db: Db; messaging: Messaging }> = async (
  app,
  { db, messaging },
) => {
  app.get(
    '/api/messages',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 메시지 발송함',
        description:
          'Administrators only: every KakaoTalk/SMS message, newest first. `search` phone digits (whole number or its beginning), `status` one state, `batchId` one bulk send.',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          size: z.coerce.number().int().min(1).max(100).default(limits.adminPageSize),
          search: z.string().max(20).optional(),
          status: z.enum(messageStatuses).optional(),
          batchId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: apiEnvelope(messagePageSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      return ok(await listOutboxMessages({ db, ...request.query }));
    },
  );

  app.post(
    '/api/messages/:id/resend',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 메시지 재발송',
        description:
          'Administrators only: puts failed message {id} back in the queue (the same row, so a bulk send keeps its total) and the job sends it again; 409 when it is not failed.',
        params: idParam('id'),
        response: {
          200: apiEnvelope(z.object({ id: z.number().int() })),
          ...refusals(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const account = await requireAdmin(request);
      const { id } = request.params;
      const requeued = await db.transaction(async (tx) => {
        const result = await requeueFailedMessage(tx, id);
        if (!result) throw notFound('메시지를 찾을 수 없습니다.');
        if (result.outcome === 'notFailed') {
          const label = statusLabels[result.status] ?? '처리 중';
          throw conflict(`발송에 실패한 메시지만 재발송할 수 있습니다. (현재 상태: ${label})`);
        }
        const { message } = result;
        await recordAudit(tx, account, {
          action: 'message.resend',
          target: `message:${message.id}`,
          summary: `알림 메시지 ${message.id} 재발송 (${message.recipient}, ${message.template})`,
          details: { previousResultCode: message.resultCode },
        });
        return message;
      });
      await messaging.dispatch([requeued.id]);
      return ok({ id: requeued.id }, '재발송을 요청했습니다.');
    },
  );
};
