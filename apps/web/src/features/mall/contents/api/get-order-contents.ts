import { afterSaleLimits, type OrderContentList } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import type { ContentListQuery } from '../lib/content-range';
import { contentsQueryKey } from './query-keys';

/** One page of the member's bought contents in a date range, 10 a page (GET /new_api/customer/order/content/list). */
export function getOrderContents(
  { page, startDate, endDate }: ContentListQuery,
  signal?: AbortSignal,
): Promise<OrderContentList> {
  const search = new URLSearchParams({
    page: String(page),
    size: String(afterSaleLimits.pageSize),
    startDate,
    endDate,
  });
  return newApi<OrderContentList>(`/new_api/customer/order/content/list?${search}`, { signal });
}

export const orderContentsQueryOptions = (query: ContentListQuery) =>
  queryOptions({
    queryKey: [...contentsQueryKey, 'list', query],
    queryFn: ({ signal }) => getOrderContents(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useOrderContents(query: ContentListQuery) {
  return useQuery(orderContentsQueryOptions(query));
}
