import type { ReviewEdit } from '@edu/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogQueryKey } from '@/features/mall/catalog/api/query-keys';
import { ordersQueryKey } from '@/features/mall/orders/api/query-keys';
import { newApi } from '@/lib/api-client';
import { reviewsQueryKey } from './query-keys';

/**
 * Writes a review of a bought line, or changes one's own (POST /new_api/review/edit). Refusals come with
 * their Korean message: not bought (403), already reviewed (409), unknown review (404).
 */
export function saveReview(review: ReviewEdit): Promise<unknown> {
  return newApi<unknown>('/new_api/review/edit', { method: 'POST', body: review });
}

/**
 * After a review is written, changed or deleted: my reviews, the item's reviews and the order detail's
 * buttons are read again, in the background (the dialog tells the outcome at once).
 */
export function refreshAfterReview(queryClient: QueryClient): void {
  for (const queryKey of [[...reviewsQueryKey, 'mine'], [...catalogQueryKey, 'reviews'], ordersQueryKey])
    void queryClient.invalidateQueries({ queryKey });
}

export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveReview, onSuccess: () => refreshAfterReview(queryClient) });
}
