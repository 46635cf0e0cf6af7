import { apiEnvelope } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { getKioskInfo } from './kiosk-contents';

export const kioskInfoSchema = z.object({
  kioskTitle: z.string(),
  kioskDescription: z.string(),
  kioskImage: z.string().nullable().describe('public path of the image, or null'),
  tabletTitle: z.string(),
  tabletDescription: z.string(),
  tabletImage: z.string().nullable().describe('public path of the image, or null'),
});

/** What the check-in kiosk and the tablets display (spec §2 Kiosk, §7 GET /api/kiosk). */
export const kioskRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
};
