import { apiEnvelope, sitePageSchema, sitePageSlugs } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { getSitePage } from './site-pages';

export const slugParams = z.object({ slug: z.enum(sitePageSlugs) });

/** The site's content pages, read by everyone (edited in site-pages.admin-routes.ts). */
export const sitePageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['site'],
        summary: '콘텐츠 페이지',
        description:
          'A content page by its slug (packages/shared sitePages: the Hana Bible and Bible school sections, ministry sharing, the app’s pages): title and sanitised rich text. 404 for an unknown slug.',
        params: slugParams,
        response: { 200: apiEnvelope(sitePageSchema), ...refusals(400, 404) },
      },
    },
    async (request) => ok(await getSitePage(db, request.params.slug)),
  );
};
