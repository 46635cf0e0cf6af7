import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { mallContentAssets } from './catalog.tables';

/** What a content delivers: its stored files and video links, in their order. */
export function contentAssetsOf(db: Db, itemId: number) {
  return db
    .select()
    .from(mallContentAssets)
    .where(eq(mallContentAssets.itemId, itemId))
    .orderBy(asc(mallContentAssets.sort), asc(mallContentAssets.id));
}
