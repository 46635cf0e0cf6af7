import type { PlacedOrder, PlaceOrderRequest } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import type { PayDevice } from '../lib/pay-request';

/**
 * Places the order (POST /new_api/customer/order/v2/pay/{pc|mobile}): answers its oid and the provider's
 * form to open, or no form when it cost nothing and is already complete.
 */
export function placeOrder(device: PayDevice, request: PlaceOrderRequest): Promise<PlacedOrder> {
  return newApi<PlacedOrder>(`/new_api/customer/order/v2/pay/${device}`, { method: 'POST', body: request });
}

/** The order call; the cart badge and the cart are read again afterwards (a free order empties rows). */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ device, request }: { device: PayDevice; request: PlaceOrderRequest }) =>
      placeOrder(device, request),
    onSuccess: ({ form }) => {
      if (!form) return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
