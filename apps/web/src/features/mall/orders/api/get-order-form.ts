import type { OrderForm } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { ordersQueryKey } from './query-keys';

/**
 * The order form for the chosen cart rows (POST /new_api/customer/order/v2/form): their totals, grouped
 * goods and contents, and the orderer prefilled. 400 "주문할 상품이 없습니다." when nothing is orderable.
 */
export function getOrderForm(cartIdSet: number[], signal?: AbortSignal): Promise<OrderForm> {
  return newApi<OrderForm>('/new_api/customer/order/v2/form', {
    method: 'POST',
    body: { cartIdSet },
    signal,
  });
}

export const orderFormQueryOptions = (cartIdSet: number[]) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'form', cartIdSet],
    queryFn: ({ signal }) => getOrderForm(cartIdSet, signal),
    // Prices and stock change: every visit asks afresh, and a failure is told once, not retried.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

export function useOrderForm(cartIdSet: number[], enabled: boolean) {
  return useQuery({ ...orderFormQueryOptions(cartIdSet), enabled });
}
