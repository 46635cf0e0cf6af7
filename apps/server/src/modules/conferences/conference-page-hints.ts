import { conferencePagePath, mediaUrl } from '@edu/shared';
import type { PageHead } from '../../platform/http/page-preloads';
import { summaryOf } from '../../platform/http/page-preview';
import type { ConferenceCatalog } from './conference-catalog';

/**
 * What a conference page (/{idx}, /app/{idx}) names in its HTML, as an item page does
 * (mall/catalog/item-page-hints.ts): the conference's read and its first banner, or its thumbnail
 * when it has none, the page's largest paint; and its preview for a shared link (title, the
 * description's first words, that picture, /{idx}). All come from the public catalogue the read itself
 * is served from (no query of its own), so a conference that is not published names nothing.
 */
export function conferencePageHints(catalog: ConferenceCatalog) {
  return async ({ idx }: Record<string, string>): Promise<PageHead> => {
    const page = await catalog.publishedPage(Number(idx));
    if (!page) return { links: [] };
    const picture = page.banners[0] ?? page.thumbnail;
    const read = { rel: 'preload', as: 'fetch', href: `/api/conference/${idx}` } as const;
    const preview = {
      title: page.title,
      description: summaryOf(page.text),
      image: picture,
      path: conferencePagePath(Number(idx)),
      type: 'website',
    } as const;
    const links = picture
      ? [{ rel: 'preload', as: 'image', href: mediaUrl(picture) } as const, read]
      : [read];
    return { links, preview };
  };
}
