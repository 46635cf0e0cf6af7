import { type OrderList, orderLimits } from '@edu/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import type { OrderListQuery } from '../lib/order-date-range';
import { ordersQueryKey } from './query-keys';

/** One page of the member's orders in a date range, 10 a page (GET /new_api/customer/order/v2/list). */
export function getOrders(
  { page, startDate, endDate }: OrderListQuery,
  signal?: AbortSignal,
): Promise<OrderList> {
  const search = new URLSearchParams({
    page: String(page),
    size: String(orderLimits.listPageSize),
    startDate,
    endDate,
  });
  return newApi<OrderList>(`/new_api/customer/order/v2/list?${search}`, { signal });
}

export const ordersQueryOptions = (query: OrderListQuery) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', query],
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useOrders(query: OrderListQuery) {
  return useQuery(ordersQueryOptions(query));
}
