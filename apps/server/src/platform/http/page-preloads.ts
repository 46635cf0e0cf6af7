import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A `<link>` the served page starts with, so the browser fetches it before any script has run. */
export type HeadLink =
  | { rel: 'modulepreload'; href: string }
  | { rel: 'preload'; as: 'image'; href: string }
  | { rel: 'preload'; as: 'fetch'; href: string };

/**
 * What a landing page needs that only the data knows (an item page's read and its picture), by router
 * path (`mall/view/:itemId`); handed in by the modules at start-up. Answers nothing for an unknown id.
 */
export type PageHints = Record<
  string,
  (params: Record<string, string>, query: URLSearchParams) => Promise<HeadLink[]>
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

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function linkTag(link: HeadLink): string {
  const href = escapeAttribute(link.href);
  if (link.rel === 'modulepreload') return `<link rel="modulepreload" crossorigin href="${href}">`;
  // The read is the page's own same-origin fetch (credentials same-origin): `crossorigin` makes the
  // preload's mode and credentials the fetch's, so the browser hands it over instead of asking twice.
  if (link.as === 'fetch') return `<link rel="preload" as="fetch" crossorigin href="${href}">`;
  return `<link rel="preload" as="image" fetchpriority="high" href="${href}">`;
}

/**
 * The page HTML for an address: index.html with the landing page's chunks and data hints added to its
 * head. A hint that fails (the database busy) is left out: the page still loads, only later.
 */
export function createPageHtml(indexHtml: string, webDistDir: string, hints: PageHints = {}) {
  const preloads = readPagePreloads(webDistDir);
  return async (path: string, query = new URLSearchParams()): Promise<string> => {
    for (const page of preloads) {
      const params = matchPagePath(page.path, path);
      if (!params) continue;
      const fromData = (await hints[page.path]?.(params, query).catch(() => [])) ?? [];
      const links = [...fromData, ...page.files.map((href) => ({ rel: 'modulepreload' as const, href }))];
      return indexHtml.replace('</head>', `${links.map(linkTag).join('\n    ')}\n  </head>`);
    }
    return indexHtml;
  };
}
