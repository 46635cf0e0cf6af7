import { apiEnvelope, limits } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { requireLevel } from '../accounts';
import type { FileStorage } from '../storage';
import { getKioskInfo, updateKioskInfo } from './kiosk-contents';
import { kioskMessages } from './kiosk-rules';
import { readKioskForm } from './read-kiosk-form';

const refusal = apiEnvelope(z.null());

const kioskInfoSchema = z.object({
  kioskTitle: z.string(),
  kioskDescription: z.string(),
  kioskImage: z.string().nullable().describe('public path of the image, or null'),
  tabletTitle: z.string(),
  tabletDescription: z.string(),
  tabletImage: z.string().nullable().describe('public path of the image, or null'),
});

/** What the check-in kiosk and the tablets display (spec §2 Kiosk, §7 GET and PUT /api/kiosk). */
export const kioskRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (
  app,
  { db, storage },
) => {
  app.get(
    '/api/kiosk',
    {
      schema: {
        tags: ['kiosk'],
        summary: '키오스크/태블릿 정보',
        description: 'Public: the devices read their title, description and image from here.',
        response: { 200: apiEnvelope(kioskInfoSchema) },
      },
    },
    async () => ok(await getKioskInfo(db)),
  );

  app.put(
    '/api/kiosk',
    {
      schema: {
        tags: ['admin'],
        summary: '키오스크/태블릿 정보 변경',
        description:
          'Administrators only. multipart/form-data with kioskTitle, kioskDescription, tabletTitle, tabletDescription (title at most 13, description at most 39 letters, digits, Hangul or spaces; a field left out keeps its value) and optional kioskImage, tabletImage files (png, jpeg, bmp, tiff or webp by their bytes). Answers the new info.',
        consumes: ['multipart/form-data'],
        response: { 200: apiEnvelope(kioskInfoSchema), 400: refusal, 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      const actor = await requireLevel(request, limits.adminLevel);
      const form = await readKioskForm(request);
      const info = await updateKioskInfo({ db, storage, actor, form });
      request.log.info('kiosk and tablet content changed');
      return { err_code: 0, err_msg: kioskMessages.saved, contents: info };
    },
  );
};
