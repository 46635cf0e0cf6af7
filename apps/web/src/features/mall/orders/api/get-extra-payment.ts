import type { ExtraPaymentInfo } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { newApi } from '@/lib/api-client';
import { ordersQueryKey } from './query-keys';

/**
 * The order's pending extra charge with the payer's details prefilled (GET /new_api/customer/order/v2/extra/{oid});
 * 404 "추가 결제할 내역이 없습니다." when there is none.
 */
export function getExtraPayment(oid: string, signal?: AbortSignal): Promise<ExtraPaymentInfo> {
  return newApi<ExtraPaymentInfo>(`/new_api/customer/order/v2/extra/${encodeURIComponent(oid)}`, { signal });
}

export const extraPaymentQueryOptions = (oid: string) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'extra', oid],
    queryFn: ({ signal }) => getExtraPayment(oid, signal),
    // Each opening of the dialog starts from the stored charge; a refusal is told, not retried.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

export function useExtraPayment(oid: string) {
  return useQuery(extraPaymentQueryOptions(oid));
}
