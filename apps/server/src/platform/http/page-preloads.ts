import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml, type PagePreview, previewTags, type SiteFacts, sitePreview } from './page-preview';

/** A `<link>` the served page starts with, so the browser fetches it before any script has run. */
export type HeadLink =
  | { rel: 'modulepreload'; href: string }
  | { rel: 'preload'; as: 'image'; href: string }
  | { rel: 'preload'; as: 'fetch'; href: string };

/** What a page's HTML says before any script runs: what to fetch early, and what a shared link shows. */
export type PageHead = { links: HeadLink[]; preview?: PagePreview };

/**
 * What a page needs that only the data knows (an item page's read and its picture, its preview), by
 * router path (`mall/view/:itemId`); handed in by the modules at start-up. Answers no links and no
 * preview for an unknown id or for something not everyone may see (the page then shows the site's).
 */
export type PageHints = Record<
  string,
  (params: Record<string, string>, query: URLSearchParams) => Promise<PageHead>
>;

type PagePreload = { path: string; files: string[] };

/** The build's list of landing pages and their chunks (apps/web/build/preload-routes.ts); none if unbuilt. */
function readPagePreloads(webDistDir: string): PagePreload[] {
  const file = join(webDistDir, 'page-preloads.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PagePreload[]) : [];
}

/**
 * The params of `path` (an address without its query) when it is the router path `pattern`, else null.
 * A param matches digits only: every landing page's id is a number, and `/:idx` must not claim `/login`.
 */
export function matchPagePath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = have[index] ?? '';
    if (part.startsWith(':')) {
      if (!/^\d{1,9}$/.test(value)) return null;
      params[part.slice(1)] = value;
    } else if (part !== value) return null;
  }
  return params;
}

function linkTag(link: HeadLink): string {
  const href = escapeHtml(link.href);
  if (link.rel === 'modulepreload') return `<link rel="modulepreload" crossorigin href="${href}">`;
  // The read is the page's own same-origin fetch (credentials same-origin): `crossorigin` makes the
  // preload's mode and credentials the fetch's, so the browser hands it over instead of asking twice.
  if (link.as === 'fetch') return `<link rel="preload" as="fetch" crossorigin href="${href}">`;
  return `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
}

const noHead: PageHead = { links: [] };

/** The first of `patterns` that `path` is, with its params. */
function firstMatch<T extends { path: string }>(patterns: T[], path: string) {
  for (const pattern of patterns) {
    const params = matchPagePath(pattern.path, path);
    if (params) return { pattern, params };
  }
  return undefined;
}

/**
 * The page HTML for an address: index.html (without its own title and description) with the page's
 * preview, its chunks and its data hints added to its head. The chunks come from the build's list of
 * landing pages, the hints from the modules: a page may have either. A hint that fails (the database
 * busy) is left out: the page still loads, only later, and shows the site's preview.
 */
export function createPageHtml(shellHtml: string, webDistDir: string, hints: PageHints, site: SiteFacts) {
  const preloads = readPagePreloads(webDistDir);
  const hinted = Object.entries(hints).map(([path, hint]) => ({ path, hint }));
  return async (path: string, query = new URLSearchParams()): Promise<string> => {
    const landing = firstMatch(preloads, path);
    const withHint = firstMatch(hinted, path);
    const head = (await withHint?.pattern.hint(withHint.params, query).catch(() => noHead)) ?? noHead;
    const chunks = (landing?.pattern.files ?? []).map((href) => ({ rel: 'modulepreload' as const, href }));
    const tags = [
      previewTags(head.preview ?? sitePreview(site, path), site),
      ...[...head.links, ...chunks].map(linkTag),
    ];
    return shellHtml.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
  };
}
