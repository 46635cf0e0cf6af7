import { mediaUrl } from '@edu/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { HeadLink } from '../../../platform/http/page-preloads';
import { mallItems } from './catalog.tables';

/**
 * What an item page reads first, named in the page's HTML so the browser starts both with the entry
 * script: the item's read (the same address the page fetches) and its picture, the page's largest
 * paint. Without them the picture waited for the entry, the page's chunk, the read and a render. No
 * hint for an item that does not exist (the page then shows its own 404).
 */
export function itemPageHints(db: Db) {
  return async ({ itemId }: Record<string, string>): Promise<HeadLink[]> => {
    const [item] = await db
      .select({ thumbnailLink: mallItems.thumbnailLink })
      .from(mallItems)
      .where(eq(mallItems.id, Number(itemId)));
    if (!item) return [];
    const read: HeadLink = { rel: 'preload', as: 'fetch', href: `/new_api/customer/item/${itemId}` };
    if (!item.thumbnailLink) return [read];
    return [read, { rel: 'preload', as: 'image', href: mediaUrl(item.thumbnailLink) }];
  };
}
