import { type Category, categoryListAddress } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

/** The mall's categories with their subcategories (GET /new_api/category/list). */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const data = await newApi<{ categoryList: Category[] }>(categoryListAddress, { signal });
  return data.categoryList;
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...catalogQueryKey, 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change when an administrator edits the catalogue, rarely within a visit.
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
