import { apiEnvelope, sitePageEditSchema, sitePageMessages, sitePageSchema } from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db/database';
import { ok, refusals } from '../../platform/http/envelope';
import { listSitePages, saveSitePage } from './site-pages';
import { slugParams } from './site-pages.routes';

/** 사이트 페이지: administrators read and edit the content pages. */
export const sitePageAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/admin/pages',
    {
      schema: {
        tags: ['admin'],
        summary: '사이트 페이지 목록',
        description: 'Every content page with its title, contents and last change (administrators only).',
        response: { 200: apiEnvelope(z.array(sitePageSchema)), ...refusals(401, 403) },
      },
    },
    async () => ok(await listSitePages(db)),
  );

  app.put(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags: ['admin'],
        summary: '사이트 페이지 수정',
        description:
          'Saves a content page’s title (≤ 100) and rich text (sanitised; something must show); audited. Administrators only.',
        params: slugParams,
        body: sitePageEditSchema,
        response: { 200: apiEnvelope(sitePageSchema), ...refusals(400, 401, 403) },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const page = await saveSitePage({ db, actor, slug: request.params.slug, edit: request.body });
      return ok(page, sitePageMessages.saved);
    },
  );
};
