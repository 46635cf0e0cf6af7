import type { PaymentSummary } from '@edu/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The member's registration as the payment page shows it. */
export const paymentSummaryQueryOptions = (registrationIdx: number) =>
  queryOptions({
    queryKey: ['payments', 'summary', registrationIdx],
    queryFn: ({ signal }) =>
      api<PaymentSummary>(`/api/registered/conference/pay/${registrationIdx}`, { signal }),
    retry: false,
  });

export const usePaymentSummary = (registrationIdx: number) =>
  useQuery(paymentSummaryQueryOptions(registrationIdx));
