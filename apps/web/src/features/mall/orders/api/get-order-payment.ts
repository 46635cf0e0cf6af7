import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentResultQueryOptions } from '@/features/payments';
import { paymentCheckIntervalMs, paymentCheckLimit, shouldCheckAgain } from '../lib/payment-outcome';

/**
 * The outcome of the order's payment attempt (GET /api/payment/result), asked again every 2 s while it is
 * unsettled — including 'ready', the return not handled yet — for at most 3 minutes (`gaveUp` then).
 */
export function useOrderPayment(paymentOid: string, device: string) {
  const queryClient = useQueryClient();
  const options = paymentResultQueryOptions(paymentOid, device);
  const payment = useQuery({
    ...options,
    enabled: paymentOid !== '',
    refetchInterval: (query) =>
      shouldCheckAgain(query.state.data?.status, query.state.dataUpdateCount)
        ? paymentCheckIntervalMs
        : false,
  });
  const answers = queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const gaveUp = payment.data !== undefined && answers >= paymentCheckLimit;
  return { payment, gaveUp };
}
