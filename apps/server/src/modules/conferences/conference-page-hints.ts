import { mediaUrl } from '@edu/shared';
import type { HeadLink } from '../../platform/http/page-preloads';
import type { ConferenceCatalog } from './conference-catalog';

/**
 * What a conference page (/{idx}) reads first, named in the page's HTML as an item page's are
 * (mall/catalog/item-page-hints.ts): the conference's read and its first banner, or its thumbnail
 * when it has none, the page's largest paint. Both come from the public catalogue the read itself
 * is served from, so a conference that is not published names nothing.
 */
export function conferencePageHints(catalog: ConferenceCatalog) {
  return async ({ idx }: Record<string, string>): Promise<HeadLink[]> => {
    const pictures = await catalog.publishedPictures(Number(idx));
    if (!pictures) return [];
    const read: HeadLink = { rel: 'preload', as: 'fetch', href: `/api/conference/${idx}` };
    const picture = pictures.banners[0] ?? pictures.thumbnail;
    return picture ? [{ rel: 'preload', as: 'image', href: mediaUrl(picture) }, read] : [read];
  };
}
