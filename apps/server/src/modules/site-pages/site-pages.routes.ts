import {
  apiEnvelope,
  limits,
  sitePageEditSchema,
  sitePageMessages,
  sitePageSchema,
  sitePageSlugs,
} from '@edu/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { requireLevel } from '../accounts';
import { getSitePage, listSitePages, saveSitePage } from './site-pages';

const refusal = apiEnvelope(z.null());
const slugParams = z.object({ slug: z.enum(sitePageSlugs) });

/** The site's content pages: read by everyone, edited by administrators (사이트 페이지). */
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
        response: { 200: apiEnvelope(sitePageSchema), 400: refusal, 404: refusal },
      },
    },
    async (request) => ok(await getSitePage(db, request.params.slug)),
  );

  app.get(
    '/api/admin/pages',
    {
      schema: {
        tags: ['admin'],
        summary: '사이트 페이지 목록',
        description: 'Every content page with its title, contents and last change (administrators only).',
        response: { 200: apiEnvelope(z.array(sitePageSchema)), 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      await requireLevel(request, limits.adminLevel);
      return ok(await listSitePages(db));
    },
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
        response: { 200: apiEnvelope(sitePageSchema), 400: refusal, 401: refusal, 403: refusal },
      },
    },
    async (request) => {
      const actor = await requireLevel(request, limits.adminLevel);
      const page = await saveSitePage({ db, actor, slug: request.params.slug, edit: request.body });
      return { err_code: 0, err_msg: sitePageMessages.saved, contents: page };
    },
  );
};
