import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersQueryKey } from '@/features/mall/orders/api/query-keys';
import { newApi } from '@/lib/api-client';

/** Withdraws one's own request while it waits for review (POST /new_api/customer/refund/{refundId}/withdraw). */
export function withdrawRefund(refundId: number): Promise<unknown> {
  return newApi<unknown>(`/new_api/customer/refund/${refundId}/withdraw`, { method: 'POST' });
}

export function useWithdrawRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRefund,
    // In the background: the answer is told at once, the order and its requests follow.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
