import type { CancelRequest, CancelRequestResult } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWithMessage } from '@/lib/api-client';
import { myCancelsQueryKey } from './get-my-cancels';
import { registrationHistoryQueryKey } from './get-registration-history';

/** Files a cancel request (POST /api/payment/cancel); answers the server's result and its message. */
export function requestCancel(request: CancelRequest) {
  return apiWithMessage<CancelRequestResult>('/api/payment/cancel', { method: 'POST', body: request });
}

/** The cancel request, reloading the history and the cancel list afterwards. */
export function useRequestCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancel,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: registrationHistoryQueryKey }),
        queryClient.invalidateQueries({ queryKey: myCancelsQueryKey }),
      ]);
    },
  });
}
