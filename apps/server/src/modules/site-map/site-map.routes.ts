import type { FastifyPluginAsync } from 'fastify';
import { createMicroCache } from '../../platform/cache/micro-cache';
import type { SitemapSource } from '../../platform/http/sitemap-entry';
import { collectEntries, sitemapXml } from './sitemap-xml';

/** How stale the sitemap may be: crawlers read it a few times a day, and a burst of them costs one build. */
const sitemapTtlMs = 5 * 60_000;

/** What crawlers are kept out of: pages of one member or of the administration. */
const disallowed = ['/management', '/mypage', '/profile'];

/**
 * /sitemap.xml (published conferences, notices, items on sale; the sources handed in by app.ts) and
 * /robots.txt pointing to it. Both name PUBLIC_URL's origin, so the server writes them rather than
 * the web build.
 */
export const siteMapRoutes: FastifyPluginAsync<{ publicUrl: string; sources: SitemapSource[] }> = async (
  app,
  { publicUrl, sources },
) => {
  const origin = new URL(publicUrl).origin;
  const sitemap = createMicroCache({
    ttlMs: sitemapTtlMs,
    load: async () => sitemapXml(await collectEntries(sources), origin),
  });
  const robots = [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await sitemap.get()),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
};
