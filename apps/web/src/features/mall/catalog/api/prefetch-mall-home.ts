import type { QueryClient } from '@tanstack/react-query';
import { isNarrowed, listCategoryId, readMallQuery } from '../lib/mall-query';
import { categoriesQueryOptions } from './get-categories';
import { itemsQueryOptions } from './get-items';
import { newContentsQueryOptions } from './get-new-contents';

/**
 * Starts /mall's three reads as soon as the address is known, while the page's own code is still on
 * its way: the list's pictures (the page's largest paint) then wait for one round trip less. The page
 * asks for the same queries and finds them under way or done.
 */
export function prefetchMallHome(client: QueryClient, search: URLSearchParams): void {
  const query = readMallQuery(search);
  void client.prefetchQuery(categoriesQueryOptions());
  if (!isNarrowed(query) && query.page === 1) void client.prefetchQuery(newContentsQueryOptions());
  void client.prefetchQuery(
    itemsQueryOptions({
      categoryId: listCategoryId(query),
      page: query.page,
      sort: query.sort,
      searchText: query.q || undefined,
    }),
  );
}
