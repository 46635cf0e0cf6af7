import { apiEnvelope, certificateMessages, certificateSettingsSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { ok, refusals } from '../../platform/http/envelope';
import { idParam } from '../../platform/http/id-param';
import { detectImageType, type FileStorage } from '../storage';
import {
  getCertificateSettings,
  readCertificateSettings,
  readCertificateSettingsForm,
  readSeal,
  saveCertificateSettings,
} from './certificate-settings';

const params = idParam('conferenceIdx');

/** The administration of certificates of attendance: per conference, whether, hours, issuer and seal. */
export const certificateAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/api/admin/certificates/:conferenceIdx',
    {
      schema: {
        summary: '이수증 설정',
        description:
          'Whether conference {conferenceIdx} issues certificates of attendance, the hours, the issuer’s name, whether a seal image is stored, and how many certificates were issued.',
        params,
        response: { 200: apiEnvelope(certificateSettingsSchema), ...refusals(401, 403, 404) },
      },
    },
    async (request) => ok(await getCertificateSettings(db, request.params.conferenceIdx)),
  );

  app.put(
    '/api/admin/certificates/:conferenceIdx',
    {
      schema: {
        summary: '이수증 설정 저장',
        description:
          'multipart/form-data: issues (Y/N), hours (0.5 to 999, in half hours; required when issuing), issuer_name (at most 50 characters; required when issuing), optional file seal (PNG or JPEG by its bytes, at most 2 MB, stored privately) and remove_seal=Y. Answers the new settings.',
        consumes: ['multipart/form-data'],
        params,
        response: {
          200: apiEnvelope(certificateSettingsSchema),
          ...refusals(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const form = await readCertificateSettingsForm(request);
      const saved = await saveCertificateSettings({
        db,
        storage,
        actor,
        conferenceIdx: request.params.conferenceIdx,
        form,
      });
      return ok(saved, certificateMessages.saved);
    },
  );

  app.get(
    '/api/admin/certificates/:conferenceIdx/seal',
    {
      schema: {
        summary: '이수증 직인 이미지',
        description: 'The stored seal image of conference {conferenceIdx} (PNG or JPEG); 404 when none.',
        params,
        response: refusals(401, 403, 404),
      },
    },
    async (request, reply) => {
      const settings = await readCertificateSettings(db, request.params.conferenceIdx);
      const seal = await readSeal(storage, settings?.sealKey ?? null);
      if (!seal) throw notFound('저장된 직인 이미지가 없습니다.');
      return reply
        .type(detectImageType(seal) === 'png' ? 'image/png' : 'image/jpeg')
        .header('cache-control', 'private, no-store')
        .send(seal as never);
    },
  );
};
