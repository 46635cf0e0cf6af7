import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { cartQueryKey } from './query-keys';

/** Removes cart rows by their ids (DELETE /new_api/customer/cart/v2/delete-cart-all). */
export async function deleteCartItems(cartIds: readonly number[]): Promise<void> {
  await newApi<null>('/new_api/customer/cart/v2/delete-cart-all', { method: 'DELETE', body: cartIds });
}

/** deleteCartItems, then the list and the top-bar badge are asked again. */
export function useDeleteCartItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
