import type { SalesDetail } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { ordersQueryKey } from './query-keys';

/** The order's exchange, return and cancel requests and its pending extra charge (GET /new_api/order/v2/sales/detail/{oid}). */
export function getSalesDetail(oid: string, signal?: AbortSignal): Promise<SalesDetail> {
  return newApi<SalesDetail>(`/new_api/order/v2/sales/detail/${encodeURIComponent(oid)}`, { signal });
}

/** Under the orders' key, so refreshing the orders refreshes this too. */
export const salesDetailQueryOptions = (oid: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'sales', oid],
    queryFn: ({ signal }) => getSalesDetail(oid, signal),
    // The administration decides requests meanwhile: read it afresh on each visit.
    staleTime: 0,
  });

export function useSalesDetail(oid: string) {
  return useQuery(salesDetailQueryOptions(oid));
}
