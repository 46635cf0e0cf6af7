import type { CartItemOptions } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { cartQueryKey } from './query-keys';

/** One cart row's lines for the option-edit popup (GET /new_api/customer/cart/v2/{cartId}/options). */
export function getCartItemOptions(cartId: number, signal?: AbortSignal): Promise<CartItemOptions> {
  return newApi<CartItemOptions>(`/new_api/customer/cart/v2/${cartId}/options`, { signal });
}

export const cartItemOptionsQueryOptions = (cartId: number) =>
  queryOptions({
    queryKey: [...cartQueryKey, 'options', cartId],
    queryFn: ({ signal }) => getCartItemOptions(cartId, signal),
    // The popup edits what is in the cart now, never a remembered copy.
    staleTime: 0,
    retry: false,
  });

export function useCartItemOptions(cartId: number) {
  return useQuery(cartItemOptionsQueryOptions(cartId));
}
