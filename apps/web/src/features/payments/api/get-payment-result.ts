import type { PaymentResult } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The outcome of one payment attempt, for the result page. */
export const paymentResultQueryOptions = (oid: string, device: string) =>
  queryOptions({
    queryKey: ['payments', 'result', oid],
    queryFn: ({ signal }) =>
      api<PaymentResult>(`/api/payment/result?${new URLSearchParams({ oid, device })}`, { signal }),
    retry: false,
  });

/** Payment statuses whose outcome is still being settled (the approval under way, or a person checking). */
export const checkingStatuses = ['approving', 'review'];

/** The result, asked again every 2 s while the payment is still being settled. */
export const usePaymentResult = (oid: string, device: string, enabled: boolean) =>
  useQuery({
    ...paymentResultQueryOptions(oid, device),
    enabled,
    refetchInterval: (query) => (checkingStatuses.includes(query.state.data?.status ?? '') ? 2_000 : false),
  });
