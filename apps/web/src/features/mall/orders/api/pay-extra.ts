import type { ExtraPayRequest, PlacedOrder } from '@edu/shared';
import { useMutation } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import type { PayDevice } from '../lib/pay-request';

/**
 * Starts paying the order's extra charge (POST /new_api/customer/order/v2/extra/pay/{pc|mobile}): answers
 * the payment attempt's oid and the provider's form to open.
 */
export function payExtra(device: PayDevice, request: ExtraPayRequest): Promise<PlacedOrder> {
  return newApi<PlacedOrder>(`/new_api/customer/order/v2/extra/pay/${device}`, {
    method: 'POST',
    body: request,
  });
}

export function usePayExtra() {
  return useMutation({
    mutationFn: ({ device, request }: { device: PayDevice; request: ExtraPayRequest }) =>
      payExtra(device, request),
  });
}
