import type { OrderStatement } from '@edu/shared';
import { useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { ordersQueryKey } from './query-keys';

/** The 거래명세서 of one of the member's paid orders (GET /new_api/customer/order/v2/statement/{oid}). */
export function getOrderStatement(oid: string, signal?: AbortSignal): Promise<OrderStatement> {
  return newApi<OrderStatement>(`/new_api/customer/order/v2/statement/${encodeURIComponent(oid)}`, {
    signal,
  });
}

export function useOrderStatement(oid: string) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'statement', oid],
    queryFn: ({ signal }) => getOrderStatement(oid, signal),
  });
}
