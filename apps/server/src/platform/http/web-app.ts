import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@edu/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { refusalBody } from './envelope';
import { createPageHtml, type PageHints } from './page-preloads';
import { escapeHtml, type SiteFacts, withoutTitleAndDescription } from './page-preview';

const apiPrefixes = ['/api/', '/new_api/'];
const isApiPath = (url: string) => url === '/api' || apiPrefixes.some((prefix) => url.startsWith(prefix));

/** The meta tag naming the site's official origin (PUBLIC_URL's), read by the web app. */
export const publicOriginMetaName = 'edu-public-origin';

/**
 * index.html naming PUBLIC_URL's origin: phone payments and social login work only there (the provider
 * returns to it, our CSP lets forms post only to it, the login cookie lives on it), so a page opened at
 * another address (http://127.0.0.1:3000, a LAN address) can say so instead of failing silently.
 */
function withPublicOrigin(indexHtml: string, publicUrl: string): string {
  const origin = escapeHtml(new URL(publicUrl).origin);
  return indexHtml.replace(
    '</head>',
    `  <meta name="${publicOriginMetaName}" content="${origin}">\n  </head>`,
  );
}

/**
 * Serves the built single-page app: its hashed assets with long caching, and index.html for every
 * other GET that is not an API call (history fallback), so deep links such as /introduce/3 work.
 * Unknown API paths answer the 404 envelope. A landing page's HTML names its chunks and the data it
 * reads first (`pageHints`), so they load with the entry, and what a link to it shows where it is
 * shared: its title, description, picture and address, or the site's (page-preloads.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  pageHints: PageHints,
  site: SiteFacts,
): Promise<void> {
  const indexFile = join(webDistDir, 'index.html');
  const builtHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const indexHtml = builtHtml && withoutTitleAndDescription(withPublicOrigin(builtHtml, site.publicUrl));
  const pageHtml = indexHtml ? createPageHtml(indexHtml, webDistDir, pageHints, site) : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset: send those to browsers that accept them.
      preCompressed: true,
      // Our own policy below: hashed assets forever, everything else revalidated.
      cacheControl: false,
      setHeaders(res, path) {
        const cacheControl = path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        res.setHeader('cache-control', cacheControl);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built: run `npm run build`');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(path)) return reply.status(404).send(refusalBody(path, 404, messages.notFoundApi));
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/uploads/');
    if (!isPage) return reply.status(404).type('text/plain; charset=utf-8').send(messages.pageNotFoundTitle);
    if (!pageHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('웹 화면이 아직 빌드되지 않았습니다. npm run build 를 실행해주세요.');
    }
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await pageHtml(path, new URLSearchParams(request.url.slice(path.length + 1))));
  });
}
