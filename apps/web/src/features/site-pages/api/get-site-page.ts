import type { SitePage, SitePageSlug } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One content page (GET /api/pages/{slug}); its HTML is sanitised by the server. */
export function getSitePage(slug: SitePageSlug, signal?: AbortSignal): Promise<SitePage> {
  return api<SitePage>(`/api/pages/${slug}`, { signal });
}

export const sitePageQueryKey = (slug: SitePageSlug) => ['site-page', slug] as const;

export const sitePageQueryOptions = (slug: SitePageSlug) =>
  queryOptions({
    queryKey: sitePageQueryKey(slug),
    queryFn: ({ signal }) => getSitePage(slug, signal),
    staleTime: 10 * 60_000,
  });

/** A content page; `enabled: false` waits (e.g. a pop-up's page until it is opened). */
export function useSitePage(slug: SitePageSlug, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...sitePageQueryOptions(slug), enabled });
}
