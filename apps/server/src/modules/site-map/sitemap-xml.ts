import { escapeHtml } from '../../platform/http/page-preview';
import type { SitemapEntry, SitemapSource } from '../../platform/http/sitemap-entry';

/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
export const sitemapMaxUrls = 50_000;

/**
 * The addresses of every source in turn, each given what the earlier ones left of the protocol's
 * 50,000: a catalogue of 100k items fills the file rather than making one the protocol refuses.
 */
export async function collectEntries(sources: SitemapSource[], max = sitemapMaxUrls) {
  const entries: SitemapEntry[] = [];
  for (const source of sources) {
    if (entries.length >= max) break;
    entries.push(...(await source(max - entries.length)));
  }
  return entries;
}

/** /sitemap.xml's text: each page's absolute address on the official origin and its last change. */
export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeHtml(origin + entry.path)}</loc><lastmod>${entry.updated.toISOString()}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
