import { type ItemList, type ItemSort, mallLimits } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

export type ItemListRequest = {
  /** A category or a subcategory; absent = every item. */
  categoryId?: number;
  page: number;
  sort: ItemSort;
  searchText?: string;
};

/** One page of the mall list, 15 items (GET /new_api/customer/item/list). */
export function getItems(request: ItemListRequest, signal?: AbortSignal): Promise<ItemList> {
  const search = new URLSearchParams({
    page: String(request.page),
    size: String(mallLimits.listPageSize),
    sort: request.sort,
  });
  if (request.categoryId) search.set('categoryId', String(request.categoryId));
  if (request.searchText) search.set('searchText', request.searchText);
  return newApi<ItemList>(`/new_api/customer/item/list?${search}`, { signal });
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
