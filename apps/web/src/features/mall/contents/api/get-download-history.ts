import { afterSaleLimits, type DownloadHistoryList } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import type { ContentListQuery } from '../lib/content-range';
import { contentsQueryKey } from './query-keys';

/** One page of the member's downloads in a date range, 10 a page (GET /new_api/download/history/list). */
export function getDownloadHistory(
  { page, startDate, endDate }: ContentListQuery,
  signal?: AbortSignal,
): Promise<DownloadHistoryList> {
  const search = new URLSearchParams({
    startDate,
    endDate,
    page: String(page),
    size: String(afterSaleLimits.pageSize),
  });
  return newApi<DownloadHistoryList>(`/new_api/download/history/list?${search}`, { signal });
}

export const downloadHistoryQueryOptions = (query: ContentListQuery) =>
  queryOptions({
    queryKey: [...contentsQueryKey, 'history', query],
    queryFn: ({ signal }) => getDownloadHistory(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useDownloadHistory(query: ContentListQuery) {
  return useQuery(downloadHistoryQueryOptions(query));
}
