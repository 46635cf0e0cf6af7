import type { OrderContentDetail } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { contentsQueryKey } from './query-keys';

/** One of the member's bought contents with its files and video links (GET /new_api/customer/order/content/one/{ocid}). */
export function getOrderContent(orderContentId: number, signal?: AbortSignal): Promise<OrderContentDetail> {
  return newApi<OrderContentDetail>(`/new_api/customer/order/content/one/${orderContentId}`, { signal });
}

export const orderContentQueryOptions = (orderContentId: number) =>
  queryOptions({
    queryKey: [...contentsQueryKey, 'detail', orderContentId],
    queryFn: ({ signal }) => getOrderContent(orderContentId, signal),
    staleTime: 0,
  });

export function useOrderContent(orderContentId: number) {
  return useQuery(orderContentQueryOptions(orderContentId));
}
