import type { purchaseConfirmedSchema } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { newApi } from '@/lib/api-client';
import { ordersQueryKey } from './query-keys';

type PurchaseConfirmed = z.infer<typeof purchaseConfirmedSchema>;

/** 구매확정 of lines of one's order (POST /new_api/customer/order/v2/confirm/{oid}). */
export function confirmPurchase(oid: string, orderItemIds: number[]): Promise<PurchaseConfirmed> {
  return newApi<PurchaseConfirmed>(`/new_api/customer/order/v2/confirm/${encodeURIComponent(oid)}`, {
    method: 'POST',
    body: { orderItemIds },
  });
}

export function useConfirmPurchase(oid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderItemIds: number[]) => confirmPurchase(oid, orderItemIds),
    // The order, its list and its return form all read the lines' confirmation afresh.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
