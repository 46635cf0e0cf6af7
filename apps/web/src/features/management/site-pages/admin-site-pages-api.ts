import type { SitePage, SitePageEdit, SitePageSlug } from '@edu/shared';
import { api, apiWithMessage } from '@/lib/api-client';

export const adminSitePagesQueryKey = ['admin', 'site-pages'] as const;

/** GET /api/admin/pages: every content page with its title, rich text and last change. */
export const getAdminSitePages = (signal?: AbortSignal) => api<SitePage[]>('/api/admin/pages', { signal });

/** PUT /api/admin/pages/{slug}: answers the saved page and "페이지가 저장되었습니다.". */
export const saveSitePage = (slug: SitePageSlug, edit: SitePageEdit) =>
  apiWithMessage<SitePage>(`/api/admin/pages/${slug}`, { method: 'PUT', body: edit });
