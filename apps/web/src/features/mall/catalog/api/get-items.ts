import { type ItemList, type ItemListRequest, itemListAddress } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

export type { ItemListRequest };

/** One page of the mall list, 15 items (GET /new_api/customer/item/list). */
export function getItems(request: ItemListRequest, signal?: AbortSignal): Promise<ItemList> {
  return newApi<ItemList>(itemListAddress(request), { signal });
}

export const itemsQueryOptions = (request: ItemListRequest) =>
  queryOptions({
    queryKey: [...catalogQueryKey, 'items', request],
    queryFn: ({ signal }) => getItems(request, signal),
    // The previous page stays on screen (dimmed) while the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useItems(request: ItemListRequest) {
  return useQuery(itemsQueryOptions(request));
}
