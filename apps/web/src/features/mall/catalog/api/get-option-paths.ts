import type { OptionPaths } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { catalogQueryKey } from './query-keys';

/**
 * The next TREE level after the element names chosen so far (GET /new_api/product/{itemId}/options,
 * `elements` repeated once per chosen level; none = the first level).
 */
export function getOptionPaths(
  itemId: number,
  elements: readonly string[],
  signal?: AbortSignal,
): Promise<OptionPaths> {
  const search = new URLSearchParams();
  for (const element of elements) search.append('elements', element);
  const query = search.toString();
  return newApi<OptionPaths>(`/new_api/product/${itemId}/options${query ? `?${query}` : ''}`, { signal });
}

export const optionPathsQueryOptions = (itemId: number, elements: readonly string[]) =>
  queryOptions({
    queryKey: [...catalogQueryKey, 'option-paths', itemId, elements],
    queryFn: ({ signal }) => getOptionPaths(itemId, elements, signal),
    // Sold-out marks follow the stock: ask again when the level is opened later.
    staleTime: 10_000,
  });

export function useOptionPaths(itemId: number, elements: readonly string[], enabled: boolean) {
  return useQuery({ ...optionPathsQueryOptions(itemId, elements), enabled });
}
