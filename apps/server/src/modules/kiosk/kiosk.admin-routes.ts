import { apiEnvelope } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import type { FileStorage } from '../storage';
import { kioskInfoSchema } from './kiosk.routes';
import { updateKioskInfo } from './kiosk-contents';
import { kioskMessages } from './kiosk-rules';
import { readKioskForm } from './read-kiosk-form';

/** The administration of what the kiosk and the tablets display (spec §7 PUT /api/kiosk). */
export const kioskAdminRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.put(
    '/api/kiosk',
    {
      schema: {
        tags: ['admin'],
        summary: '키오스크/태블릿 정보 변경',
        description:
          'Administrators only. multipart/form-data with kioskTitle, kioskDescription, tabletTitle, tabletDescription (title at most 13, description at most 39 letters, digits, Hangul or spaces; a field left out keeps its value) and optional kioskImage, tabletImage files (png, jpeg, bmp, tiff or webp by their bytes). Answers the new info.',
        consumes: ['multipart/form-data'],
        response: { 200: apiEnvelope(kioskInfoSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const form = await readKioskForm(request);
      const info = await updateKioskInfo({ db, storage, actor, form });
      request.log.info('kiosk and tablet content changed');
      return ok(info, kioskMessages.saved);
    },
  );
};
