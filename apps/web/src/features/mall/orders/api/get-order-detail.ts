import type { OrderDetail } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { ordersQueryKey } from './query-keys';

/** One of the member's orders in full (GET /new_api/customer/order/v2/order-result/{oid}); 404 for others'. */
export function getOrderDetail(oid: string, signal?: AbortSignal): Promise<OrderDetail> {
  return newApi<OrderDetail>(`/new_api/customer/order/v2/order-result/${encodeURIComponent(oid)}`, {
    signal,
  });
}

export const orderDetailQueryOptions = (oid: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'detail', oid],
    queryFn: ({ signal }) => getOrderDetail(oid, signal),
    // A payment or a delivery may have moved on since: read it afresh on each visit.
    staleTime: 0,
  });

export function useOrderDetail(oid: string, enabled = true) {
  return useQuery({ ...orderDetailQueryOptions(oid), enabled });
}
