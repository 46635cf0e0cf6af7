import type { Introduction } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One introduction page (GET /api/introduce/{category}); its HTML is sanitised by the server. */
export function getIntroduction(category: number, signal?: AbortSignal): Promise<Introduction> {
  return api<Introduction>(`/api/introduce/${category}`, { signal });
}

export const introductionQueryOptions = (category: number) =>
  queryOptions({
    queryKey: ['introduction', category],
    queryFn: ({ signal }) => getIntroduction(category, signal),
    staleTime: 10 * 60_000,
  });

export function useIntroduction(category: number) {
  return useQuery(introductionQueryOptions(category));
}
