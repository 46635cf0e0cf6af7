import type { OrderContentCount } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { contentsQueryKey } from './query-keys';

/** How many of the member's bought contents can still be downloaded (GET /new_api/customer/order/content/count). */
export function getContentCount(signal?: AbortSignal): Promise<OrderContentCount> {
  return newApi<OrderContentCount>('/new_api/customer/order/content/count', { signal });
}

export function useContentCount() {
  return useQuery({
    queryKey: [...contentsQueryKey, 'count'],
    queryFn: ({ signal }) => getContentCount(signal),
    staleTime: 0,
  });
}
