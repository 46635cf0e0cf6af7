import { mediaUrl } from '@edu/shared';

/**
 * What a shared link shows of a page (KakaoTalk, social sites and search engines read it from the HTML
 * without running the app): its name, a line of text, a picture and its canonical address. Only a page
 * anyone may open has one of its own; every other page shows the site's (`sitePreview`).
 */
export type PagePreview = {
  /** The page's own name (og:title). */
  title: string;
  /** The tab's title before the site's name, as the app sets it (`<title> - 콘텐츠몰`); `title` if absent. */
  tabTitle?: string;
  /** Plain text; the site's description when empty. */
  description: string;
  /** A stored picture (a path under /uploads or an address), or null for none. */
  image: string | null;
  /** The canonical path of the page (`/3`, never `/app/3`). */
  path: string;
  type: 'website' | 'article';
};

/** The site's name and description and its official address (PUBLIC_URL). */
export type SiteFacts = { name: string; description: string; publicUrl: string };

/** Text made safe inside an attribute value or an element: a title with `"<>&'` stays text. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** Kakao shows about two lines of the description: the text cut at a word near `max` characters. */
export function summaryOf(text: string, max = 150): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The site's own preview, for a page that has none (or may not show its own): its address only. */
export const sitePreview = (site: SiteFacts, path: string): PagePreview => ({
  title: site.name,
  description: site.description,
  image: null,
  path,
  type: 'website',
});

/** A picture's absolute address: crawlers do not resolve a relative og:image. Null for inline data. */
function absoluteImage(image: string, origin: string): string | null {
  const address = mediaUrl(image);
  if (address.startsWith('data:')) return null;
  if (address.startsWith('//')) return `https:${address}`;
  return new URL(address, origin).href;
}

/**
 * The head tags of a preview: `<title>`, the description and the Open Graph tags, every value escaped.
 * The stored picture goes as it is: uploads keep their full size (re-encoded, not shrunk), so one of
 * at least 800×400 stays so and a smaller one is the largest there is.
 */
export function previewTags(preview: PagePreview, site: SiteFacts): string {
  const origin = new URL(site.publicUrl).origin;
  const description = preview.description || site.description;
  const tabTitle = preview.tabTitle ?? preview.title;
  const title = tabTitle === site.name ? site.name : `${tabTitle} | ${site.name}`;
  const image = preview.image && absoluteImage(preview.image, origin);
  const properties: [string, string | null][] = [
    ['og:type', preview.type],
    ['og:site_name', site.name],
    ['og:locale', 'ko_KR'],
    ['og:title', preview.title],
    ['og:description', description],
    // Joined, not resolved: a request for //elsewhere.example/ must not name another site.
    ['og:url', new URL(origin + preview.path).href],
    ['og:image', image],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    ...properties
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([property, value]) => `<meta property="${property}" content="${escapeHtml(value)}">`),
  ].join('\n    ');
}

/** The built page without its own title and description: each served page writes its pair. */
export const withoutTitleAndDescription = (html: string) =>
  html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
