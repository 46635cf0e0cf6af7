import { apiEnvelope } from '@edu/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import type { Messaging } from '../messaging';
import { findConferenceForNotifications } from './notification-audience';
import type { NotificationKind } from './notification-kinds';
import { sendAnswerSchema } from './notifications.schemas';
import { countAudience, sendNotificationBatch } from './send-notification-batch';

const responses = {
  200: apiEnvelope(sendAnswerSchema),
  ...refusals(400, 401, 403, 404, 409),
};
const conferenceId = z.coerce.number().int().positive();
const detailNumber = z.coerce.number().int().min(0).max(1000);

/**
 * The bulk guide sends of the applicant lists (spec §2, §7). Every one is a POST: the spec lists a GET
 * for the schedule guide, but a call that sends messages must not be repeatable by a link or a prefetch.
 */
export const sendNotificationAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  messaging: Messaging;
  publicUrl: string;
}> = async (app, { db, messaging, publicUrl }) => {
  const send = async (
    request: FastifyRequest,
    target: {
      conferenceIdx: number;
      detailNumber?: number | undefined;
      kind: NotificationKind;
      barcodes?: string[] | undefined;
    },
  ) => {
    const actor = await requireAdmin(request);
    const answer = await sendNotificationBatch({ db, messaging, publicUrl, actor, ...target });
    request.log.info({ ...answer, kind: target.kind }, 'notification batch queued');
    return ok(answer);
  };

  app.get(
    '/api/admin/conference/:idx/notification-audience',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 발송 대상 수',
        description:
          'Administrators only: how many 등록완료 registrations of the conference (or of session `detailNumber`) a guide would reach, and how many it would skip for an invalid phone.',
        params: z.object({ idx: conferenceId }),
        querystring: z.object({ detailNumber: detailNumber.optional() }),
        response: {
          200: apiEnvelope(sendAnswerSchema.omit({ batchId: true })),
          ...refusals(401, 403, 404),
        },
      },
    },
    async (request) => {
      const conferenceIdx = request.params.idx;
      if (!(await findConferenceForNotifications(db, conferenceIdx)))
        throw notFound('컨퍼런스를 찾을 수 없습니다.');
      return ok(await countAudience(db, { conferenceIdx, detailNumber: request.query.detailNumber }));
    },
  );

  app.post(
    '/api/registered/conference/send-msg-barcode/:conferenceId/:detailNumber?',
    {
      schema: {
        tags: ['admin'],
        summary: '바코드 안내 발송',
        description:
          'Administrators only: sends the barcode guide to every 등록완료 registration of the conference (or of session {detailNumber}), or only to those in `barcodeList`. Registrations with an invalid phone are skipped and counted; 409 when nobody is left.',
        params: z.object({ conferenceId, detailNumber: detailNumber.optional() }),
        body: z
          .object({ barcodeList: z.array(z.string().trim().min(1).max(20)).max(10_000).optional() })
          .nullish(),
        response: responses,
      },
    },
    async (request) =>
      send(request, {
        conferenceIdx: request.params.conferenceId,
        detailNumber: request.params.detailNumber,
        kind: 'barcode',
        barcodes: request.body?.barcodeList,
      }),
  );

  const sessionSends: { path: string; kind: NotificationKind; summary: string }[] = [
    { path: 'send-msg-schedule', kind: 'schedule', summary: '일정 안내 발송' },
    { path: 'send-msg-online-first', kind: 'online_first', summary: '온라인 1차 안내 발송' },
    { path: 'send-msg-online-second', kind: 'online_second', summary: '온라인 2차 안내 발송' },
  ];
  for (const { path, kind, summary } of sessionSends) {
    app.post(
      `/api/registered/conference/${path}/:conferenceId/:detailNumber`,
      {
        schema: {
          tags: ['admin'],
          summary,
          description: `Administrators only: sends the conference's ${kind} guide to every 등록완료 registration of session {detailNumber}; 409 when nobody is left.`,
          params: z.object({ conferenceId, detailNumber }),
          response: responses,
        },
      },
      async (request) =>
        send(request, {
          conferenceIdx: request.params.conferenceId,
          detailNumber: request.params.detailNumber,
          kind,
        }),
    );
  }
};
