import { apiEnvelope } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../../platform/audit';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { findConferenceForNotifications } from './notification-audience';
import { notificationKindLabels, templateTextMaxLength } from './notification-kinds';
import { loadTemplates, saveTemplate } from './notification-templates';
import { templatesAnswerSchema, templateUpdateSchema } from './notifications.schemas';
import { barcodeUrlOf, onlineUrlOf, placeholders } from './placeholders';

const params = idParam('idx');

/** Administrators read and edit the four guide texts of a conference. */
export const notificationTemplateAdminRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  const answerFor = async (conferenceIdx: number) => {
    const conference = await findConferenceForNotifications(db, conferenceIdx);
    if (!conference) throw notFound('컨퍼런스를 찾을 수 없습니다.');
    const first = conference.sessions[0];
    // The preview's sample: this conference and its first session, with a made-up registrant.
    const sample = {
      name: '홍길동',
      church: '하나교회',
      headcount: 2,
      conferenceTitle: conference.title,
      sessionNumber: first?.number ?? 1,
      local: first?.local ?? '서울',
      place: first?.place ?? '하나교회 본당',
      schedule: first?.schedule ?? '2027년 1월 9일(토) 10:00 ~ 17:00',
      dept: first?.dept ?? '유치부',
      barcode: '000100020003',
      barcodeUrl: barcodeUrlOf(publicUrl, 1),
      onlineUrl: onlineUrlOf(publicUrl, conference.idx),
      meetingId: conference.onlineMeetingId ?? '812 3456 7890',
      meetingPasscode: conference.onlineMeetingPasscode ?? 'hana2026',
    };
    const templates = await loadTemplates(db, conferenceIdx);
    return {
      conferenceIdx: conference.idx,
      conferenceTitle: conference.title,
      sessions: conference.sessions.map(({ number, label, local }) => ({ number, label, local })),
      templates: templates.map((template) => ({ ...template, label: notificationKindLabels[template.kind] })),
      placeholders: placeholders.map(({ token, description, value }) => ({
        token,
        description,
        sample: value(sample),
      })),
      maxLength: templateTextMaxLength,
    };
  };

  app.get(
    '/api/admin/conference/:idx/notification-templates',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 문구 조회',
        description:
          'Administrators only: the barcode, schedule and online first/second guide texts of conference {idx} (defaults until edited), its session numbers, and the placeholders with sample values.',
        params,
        response: { 200: apiEnvelope(templatesAnswerSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => {
      return ok(await answerFor(request.params.idx));
    },
  );

  app.put(
    '/api/admin/conference/:idx/notification-templates',
    {
      schema: {
        tags: ['admin'],
        summary: '알림 문구 수정',
        description: `Administrators only: saves one kind's text (1 to ${templateTextMaxLength} characters, known placeholders only); answers the templates as the GET does.`,
        params,
        body: templateUpdateSchema,
        response: {
          200: apiEnvelope(templatesAnswerSchema),
          ...refusals(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const account = await requireAdmin(request);
      const conferenceIdx = request.params.idx;
      const conference = await findConferenceForNotifications(db, conferenceIdx);
      if (!conference) throw notFound('컨퍼런스를 찾을 수 없습니다.');
      const { kind, text } = request.body;
      await db.transaction(async (tx) => {
        const previous = await saveTemplate(tx, { conferenceIdx, kind, text, updatedBy: account.memberIdx });
        await recordAudit(tx, account, {
          action: 'notification-template.update',
          target: `conference:${conferenceIdx}`,
          summary: `${conference.title} ${notificationKindLabels[kind]} 문구 수정`,
          details: { kind, previous, text },
        });
      });
      return ok(await answerFor(conferenceIdx), '저장되었습니다.');
    },
  );
};
