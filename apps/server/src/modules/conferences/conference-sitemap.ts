import { conferencePagePath } from '@edu/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SitemapEntry } from '../../platform/http/sitemap-entry';
import { conferences } from './conferences.tables';

/** The published conferences' pages for the sitemap, newest first: a hidden one is never listed. */
export async function publishedConferencePages(db: Db, limit: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ idx: conferences.idx, updated: conferences.updatedDate })
    .from(conferences)
    .where(eq(conferences.isView, 'Y'))
    .orderBy(desc(conferences.idx))
    .limit(limit);
  return rows.map((row) => ({ path: conferencePagePath(row.idx), updated: row.updated }));
}
