import { itemPagePath, mediaUrl } from '@edu/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { HeadLink, PageHead } from '../../../platform/http/page-preloads';
import { summaryOf } from '../../../platform/http/page-preview';
import { plainTextOf } from '../../community';
import { mallItems } from './catalog.tables';

/** Enough of the description's HTML for a shared link's two lines, however long the description is. */
const descriptionHead = 2000;

/**
 * What an item page names in its HTML: the item's read (the same address the page fetches) and its
 * picture, the page's largest paint, so the browser starts both with the entry script (without them
 * the picture waited for the entry, the page's chunk, the read and a render); and its preview for a
 * shared link (title, the description's first words, the picture, /mall/view/{id}). One read by
 * primary key for all of it. Nothing for an item that does not exist (the page then shows its own
 * 404). Every item is public (a discontinued one shows "판매 중지"), so every one has its preview.
 */
export function itemPageHints(db: Db) {
  return async ({ itemId }: Record<string, string>): Promise<PageHead> => {
    const [item] = await db
      .select({
        title: mallItems.title,
        thumbnailLink: mallItems.thumbnailLink,
        descriptionHead: sql<string>`left(${mallItems.description}, ${descriptionHead})`,
      })
      .from(mallItems)
      .where(eq(mallItems.id, Number(itemId)));
    if (!item) return { links: [] };
    const read: HeadLink = { rel: 'preload', as: 'fetch', href: `/new_api/customer/item/${itemId}` };
    const preview = {
      title: item.title,
      tabTitle: `${item.title} - 콘텐츠몰`,
      description: summaryOf(plainTextOf(item.descriptionHead)),
      image: item.thumbnailLink,
      path: itemPagePath(Number(itemId)),
      type: 'website',
    } as const;
    if (!item.thumbnailLink) return { links: [read], preview };
    return { links: [read, { rel: 'preload', as: 'image', href: mediaUrl(item.thumbnailLink) }], preview };
  };
}
