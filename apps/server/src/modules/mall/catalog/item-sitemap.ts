import { itemPagePath } from '@edu/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import type { SitemapEntry } from '../../../platform/http/sitemap-entry';
import { mallItems } from './catalog.tables';

/**
 * The pages of the items on sale for the sitemap, newest first (walked backwards along the primary
 * key). A discontinued item's page still opens, but search engines are not sent to what cannot be
 * bought. Items keep no time of their last edit: the time they were added stands for it.
 */
export async function itemPagesOnSale(db: Db, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ id: mallItems.id, added: mallItems.createdAt })
    .from(mallItems)
    .where(eq(mallItems.itemStatus, 'SALE'))
    .orderBy(desc(mallItems.id))
    .limit(limit);
  return rows.map((row) => ({ path: itemPagePath(row.id), updated: row.added }));
}
