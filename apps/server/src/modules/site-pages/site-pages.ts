import { type SitePage, type SitePageEdit, type SitePageSlug, sitePageMessages } from '@edu/shared';
import { asc, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { hasVisibleContent, sanitizeRichHtml } from '../../platform/html/sanitize-html';
import { badRequest, notFound } from '../../platform/http/app-error';
import { sitePagesTable } from './site-pages.tables';

const present = (row: typeof sitePagesTable.$inferSelect): SitePage => ({
  slug: row.slug as SitePageSlug,
  title: row.title,
  contents: row.contents,
  updated_date: row.updatedDate.toISOString(),
});

/** One content page, for its public page. */
export async function getSitePage(db: Db, slug: SitePageSlug): Promise<SitePage> {
  const [row] = await db.select().from(sitePagesTable).where(eq(sitePagesTable.slug, slug));
  if (!row) throw notFound(sitePageMessages.notFound);
  return present(row);
}

/** Every content page, for the administration's list. */
export async function listSitePages(db: Db): Promise<SitePage[]> {
  return (await db.select().from(sitePagesTable).orderBy(asc(sitePagesTable.slug))).map(present);
}

/** An administrator saves a page: the title and the rich text (sanitised here), audited in the same transaction. */
export async function saveSitePage(options: {
  db: Db;
  actor: AuditActor;
  slug: SitePageSlug;
  edit: SitePageEdit;
}): Promise<SitePage> {
  const title = options.edit.title.trim();
  if (!title) throw badRequest(sitePageMessages.titleRequired);
  const contents = sanitizeRichHtml(options.edit.contents);
  if (!hasVisibleContent(contents)) throw badRequest(sitePageMessages.contentsRequired);
  return options.db.transaction(async (tx) => {
    const values = { title, contents, updatedBy: options.actor.memberIdx, updatedDate: new Date() };
    const [row] = await tx
      .insert(sitePagesTable)
      .values({ slug: options.slug, ...values })
      .onConflictDoUpdate({ target: sitePagesTable.slug, set: values })
      .returning();
    await recordAudit(tx, options.actor, {
      action: 'site-page.update',
      target: `site-page:${options.slug}`,
      summary: `사이트 페이지 "${title}" 수정`,
    });
    if (!row) throw new Error('site page not written');
    return present(row);
  });
}
