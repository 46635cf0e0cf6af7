import type { ItemDetail } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

/** One item with everything its page shows (GET /new_api/customer/item/{itemId}); 404 "상품을 찾을 수 없습니다.". */
export function getItem(itemId: number, signal?: AbortSignal): Promise<ItemDetail> {
  return newApi<ItemDetail>(`/new_api/customer/item/${itemId}`, { signal });
}

export const itemQueryOptions = (itemId: number) =>
  queryOptions({
    queryKey: [...catalogQueryKey, 'item', itemId],
    queryFn: ({ signal }) => getItem(itemId, signal),
  });

export function useItem(itemId: number) {
  return useQuery(itemQueryOptions(itemId));
}
