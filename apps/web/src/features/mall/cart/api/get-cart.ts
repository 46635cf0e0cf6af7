import type { CartList } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { cartQueryKey } from './query-keys';

/** The member's cart: goods grouped by warehouse, and contents (GET /new_api/customer/cart/v2/list). */
export function getCart(signal?: AbortSignal): Promise<CartList> {
  return newApi<CartList>('/new_api/customer/cart/v2/list', { signal });
}

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: [...cartQueryKey, 'list'],
    queryFn: ({ signal }) => getCart(signal),
    // Stock, prices and sales status move: the page always asks again when it opens.
    staleTime: 0,
  });

export function useCart() {
  return useQuery(cartQueryOptions());
}
