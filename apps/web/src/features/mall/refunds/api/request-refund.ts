import type { RefundRequest } from '@edu/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersQueryKey } from '@/features/mall/orders/api/query-keys';
import { newApi } from '@/lib/api-client';
import { refundFormData } from '../lib/refund-draft';

/**
 * Asks for an exchange, a return or a cancellation (POST /new_api/customer/refund/new, multipart: the
 * request as `refund`, up to 4 photos as `images`). It waits for the administration as REFUND_REQUESTED.
 */
export function requestRefund({
  request,
  photos,
}: {
  request: RefundRequest;
  photos: File[];
}): Promise<unknown> {
  return newApi<unknown>('/new_api/customer/refund/new', {
    method: 'POST',
    body: refundFormData(request, photos),
  });
}

/** The order and its requests are read again after every answer, taken or refused (the order may have moved on). */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    // In the background: the answer is told at once, the order and its requests follow.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
