import type { CartEditRequest, CartEditResult } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { cartQueryKey } from './query-keys';

/**
 * Adds an item to the cart, replaces its lines, or removes it (POST /new_api/customer/cart/v2/edit);
 * answers what the cart did and the item's row. Refusals arrive as ApiError: code 031 (data:
 * OutOfStock), 032 (sales stopped), HTTP 401.
 */
export function editCart(request: CartEditRequest): Promise<CartEditResult> {
  return newApi<CartEditResult>('/new_api/customer/cart/v2/edit', { method: 'POST', body: request });
}

/** editCart, then every cart query (list, popup, top-bar badge) is asked again. */
export function useEditCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
